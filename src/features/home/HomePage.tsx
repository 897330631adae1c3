import { useDeferredValue } from 'react';
import { FeaturedPlans, type FeaturedPlansState, useFeaturedPlans } from '../plans';
import { useSiteSession, useSiteTheme } from '../site';
import { safeImageUrl } from '../../lib/theme';
import { WelcomeBanner } from './components/WelcomeBanner';
import { WelcomeForm } from './components/WelcomeForm';
import '../../styles/homes.css';

/**
 * The main page of the storefront (`/` and `/home`, optionally under a landing name): the welcome
 * banner, the Welcome / Get Started form and the featured plans below it. The shell (SiteLayout) has already resolved the session.
 */
export function HomePage() {
  const session = useSiteSession().data;
  const theme = useSiteTheme();
  const plans = useFeaturedPlans(session?.identity);
  // The cards render in a transition (it yields to the browser every few milliseconds), not inside
  // the task that delivered them.
  const featured = useDeferredValue(plans.data);

  const state: FeaturedPlansState =
    plans.status === 'success'
      ? featured
        ? { status: 'ready', plans: featured.result }
        : { status: 'loading' }
      : plans.status === 'error'
        ? { status: 'error', error: plans.error, onRetry: () => void plans.refetch() }
        : { status: 'loading' };

  return (
    <>
      <title>
        {session?.display ? `${session.display.display_name} · OpenEnroll` : 'OpenEnroll · Benefits enrollment'}
      </title>
      <WelcomeBanner
        display={session?.display ?? null}
        imageUrl={safeImageUrl(theme.banner_image)}
        imagePending={Object.keys(theme).length === 0}
      />
      <div className="oe-container">
        <WelcomeForm />
        <FeaturedPlans state={state} />
      </div>
    </>
  );
}
