import { BrowserRouter } from 'react-router';
import { GlobalLoader } from '../components/GlobalLoader';
import { SiteThemeSync } from '../features/site/use-site-theme';
import { registerQueryClient } from '../lib/query-client-registry';
import { AppProviders, createQueryClient } from './providers';
import { RouteFocus } from './RouteFocus';
import { RouteTree } from './route-tree';
import { routes } from './router';

// The client exists before the first render: the first route's loaders (route-data.ts) use it.
const queryClient = registerQueryClient(createQueryClient());

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <GlobalLoader />
      <SiteThemeSync />
      <BrowserRouter>
        <RouteFocus />
        <RouteTree routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
