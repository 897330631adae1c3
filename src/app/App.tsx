import { RouterProvider } from 'react-router';
import { GlobalLoader } from '../components/GlobalLoader';
import { SiteThemeSync } from '../features/site/use-site-theme';
import { registerQueryClient } from '../lib/query-client-registry';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';

// The client exists before the router: createBrowserRouter runs the first route's loaders (route-data.ts) at once.
const queryClient = registerQueryClient(createQueryClient());
const router = createAppRouter();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <GlobalLoader />
      <SiteThemeSync />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
