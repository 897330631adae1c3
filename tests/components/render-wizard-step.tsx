import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../src/app/providers';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { WizardLayout } from '../../src/wizard/WizardLayout';
import { WizardStepRoute, wizardStepLoader } from '../../src/wizard/WizardStepRoute';

/**
 * Renders one wizard step as the app does (route loader, layout, providers) at /enrollment/{step}
 * for enrollment `enrollmentId`; `neighbours` are the pages the step may go to, shown as a paragraph.
 */
export function renderWizardStep(enrollmentId: string, step: string, neighbours: Readonly<Record<string, string>>) {
  storage.set('session_token', 'token-for-tests-0123456789');
  storage.set('tempId', enrollmentId);
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const pages = Object.entries(neighbours).map(([path, text]) => ({ path, element: <p>{text}</p> }));
  const router = createMemoryRouter(
    [
      {
        path: '/:landing?',
        children: [
          {
            path: 'enrollment',
            Component: WizardLayout,
            children: [{ path: step, Component: WizardStepRoute, loader: wizardStepLoader }, ...pages],
          },
        ],
      },
    ],
    { initialEntries: [`/enrollment/${step}`] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
