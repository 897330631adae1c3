import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './routes/RouteError';

/**
 * The route table of the specification (000 section 2, 002 "Route table"), every route under the
 * optional landing segment and lazy-loaded. Only screens that exist are registered; the rest of the
 * table (/agent-home, /plans, /cart, /enrollment/..., AccessPage...) arrives with its page, and until
 * then those paths show the 404 page rather than a placeholder.
 */
const homePage = () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage }));
const notFoundPage = () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    // Nothing to show while the first page's chunk downloads; the global loader is outside the router.
    hydrateFallbackElement: <></>,
    children: [
      {
        path: '/:landing?',
        lazy: () => import('./routes/SiteLayout').then((m) => ({ Component: m.SiteLayout })),
        children: [
          { index: true, lazy: homePage },
          { path: 'home', lazy: homePage },
        ],
      },
      // Header and footer are hidden on the 404 page, so it sits outside the storefront layout.
      { path: '/:landing?/404', lazy: notFoundPage },
      { path: '*', lazy: notFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
