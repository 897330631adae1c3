import { Suspense } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { ErrorNotice } from '../components/ErrorNotice';
import { Skeleton } from '../components/Skeleton';
import { storage } from '../lib/storage';
import { TAB_ROUTES, type TabName } from '../../schemas/steps/tabs';
import { ProgressBar } from './ProgressBar';
import { useWizardNavigation } from './use-wizard-navigation';
import { stepRouteOf } from './WizardStepRoute';
import { wizardStepByRoute } from './wizard-steps';
import { ErrorBoundary } from './ErrorBoundary';

function WizardProgress({ enrollmentId, current }: { enrollmentId: string; current: string }) {
  const { items } = useWizardNavigation(enrollmentId, current);
  return <ProgressBar items={items} current={current} />;
}

function Loading() {
  return (
    <div aria-hidden="true">
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton width="80%" />
    </div>
  );
}

/** /enrollment: the progress bar over the current step; without an enrollment, a way back to the cart. */
export function WizardLayout() {
  const { landing } = useParams();
  const { pathname } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  const enrollmentId = storage.get('tempId');
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const route = stepRouteOf(pathname);
  // Review has no step module; its route still names the current tab of the progress bar.
  const current =
    wizardStepByRoute(route)?.tab ?? (Object.keys(TAB_ROUTES) as TabName[]).find((t) => TAB_ROUTES[t] === route) ?? '';

  if (!enrollmentId) {
    return (
      <div className="oe-container oe-section">
        <div className="oe-notice">
          <p>There is no enrollment in progress.</p>
          <Link to={`${prefix}/cart`}>Go to the cart</Link>
        </div>
      </div>
    );
  }
  return (
    <div className="oe-container oe-section oe-wizard">
      <ErrorBoundary
        fallback={(error, retry) => (
          <ErrorNotice
            title="We could not open this step"
            error={error}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )}
      >
        <Suspense fallback={<Loading />}>
          <WizardProgress enrollmentId={enrollmentId} current={current} />
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
