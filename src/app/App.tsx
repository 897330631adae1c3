import { RouterProvider } from 'react-router';
import { GlobalLoader } from '../components/GlobalLoader';
import { SiteThemeSync } from '../features/site/use-site-theme';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <GlobalLoader />
      <SiteThemeSync />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
