import { useRouteError, type RouteObject } from 'react-router';
import { prefetchLoader } from './route-data';
import { RouteError } from './routes/RouteError';
import { SiteLayout } from './routes/SiteLayout';

/**
 * The route table of the specification (000 section 2, 002 "Route table"), every route under the
 * optional landing segment and lazy-loaded. Only screens that exist are registered; the rest of the
 * table (/agent-home, /plans, /cart, /enrollment/..., AccessPage...) arrives with its page, and until
 * then those paths show the 404 page rather than a placeholder.
 *
 * SiteLayout (the storefront frame every main route needs) is in the first chunk; the first
 * screens' loaders (route-data.ts) ask for the site and page data while the page's chunk loads.
 * The app renders this table with the component router (route-tree.tsx); it stays a valid
 * data-router table for createMemoryRouter in component tests.
 */
const homePage = () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage }));
const notFoundPage = () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));
const referralsPage = () => import('../features/entry/ReferralsPage').then((m) => ({ Component: m.ReferralsPage }));
// /external only resolves the site and redirects (SiteLayout); it renders nothing itself.
const entryRedirect = async () => ({ Component: () => null });
const websitePage = () => import('../features/entry/WebsitePage').then((m) => ({ Component: m.WebsitePage }));
const planDetailPage = () =>
  import('../features/plan-detail/PlanDetailPage').then((m) => ({ Component: m.PlanDetailPage }));
const plansPage = () => import('../features/plans/PlansPage').then((m) => ({ Component: m.PlansPage }));
const newPlansPage = () => import('../features/plans/NewPlansPage').then((m) => ({ Component: m.NewPlansPage }));
const cartPage = () => import('../features/cart/CartPage').then((m) => ({ Component: m.CartPage }));
const comparePage = () => import('../features/compare/ComparePage').then((m) => ({ Component: m.ComparePage }));
const outboxPage = () => import('../features/outbox/OutboxPage').then((m) => ({ Component: m.OutboxPage }));
// Homes, GET A QUOTE and current-member tables, inside the banner + help-widget chrome.
const homesChrome = () => import('../features/home/HomesChrome').then((m) => ({ Component: m.HomesChrome }));
const agentHomePage = () =>
  import('../features/agent-home/AgentHomePage').then((m) => ({ Component: m.AgentHomePage }));
const groupHomePage = () =>
  import('../features/group-home/GroupHomePage').then((m) => ({ Component: m.GroupHomePage }));
const memberHomePage = () =>
  import('../features/member-home/MemberHomePage').then((m) => ({ Component: m.MemberHomePage }));
const newLandingPage = () =>
  import('../features/new-landing/NewLandingPage').then((m) => ({ Component: m.NewLandingPage }));
const memberBenefitStorePage = () =>
  import('../features/member-home/MemberBenefitStorePage').then((m) => ({ Component: m.MemberBenefitStorePage }));
const agentSelectMemberPage = () =>
  import('../features/current-members/CurrentMembersPage').then((m) => ({ Component: m.AgentSelectMemberPage }));
const groupSelectMemberPage = () =>
  import('../features/current-members/CurrentMembersPage').then((m) => ({ Component: m.GroupSelectMemberPage }));
// The enrollment wizard; every step page comes from one module and its loader prefetches the step.
const wizardLayout = () => import('../wizard/WizardLayout').then((m) => ({ Component: m.WizardLayout }));
const wizardStep = () =>
  import('../wizard/WizardStepRoute').then((m) => ({ Component: m.WizardStepRoute, loader: m.wizardStepLoader }));
// Review & confirmation (inside the wizard layout), the receipt and resuming a saved enrollment.
const reviewPage = () => import('../features/review/ReviewPage').then((m) => ({ Component: m.ReviewRoute }));
const receiptPage = () => import('../features/receipt/ReceiptPage').then((m) => ({ Component: m.ReceiptPage }));
const continueEnrollmentPage = () =>
  import('../features/resume/ContinueEnrollmentPage').then((m) => ({ Component: m.ContinueEnrollmentPage }));
const directContinuePage = () =>
  import('../features/resume/DirectContinuePage').then((m) => ({ Component: m.DirectContinuePage }));
// The staff console, its own lazy chunk outside the storefront layout (no access page, no site session).
const adminConsolePage = () =>
  import('../features/admin/AdminConsolePage').then((m) => ({ Component: m.AdminConsolePage }));
// The client's remote signing page: its own chunk, outside the storefront layout (no header, footer or help widget).
const signingPage = () => import('../features/signing/SigningPage').then((m) => ({ Component: m.SigningPage }));
const landingConfigErrorPage = () =>
  import('../features/access/LandingConfigErrorPage').then((m) => ({ Component: m.LandingConfigErrorPage }));

function DataRouteError() {
  return <RouteError error={useRouteError()} />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <DataRouteError />,
    // Nothing to show while the first page's chunk downloads; the global loader is outside the router.
    hydrateFallbackElement: <></>,
    children: [
      { path: '/admin/*', lazy: adminConsolePage },
      { path: '/sign/:token', lazy: signingPage },
      {
        path: '/:landing?',
        Component: SiteLayout,
        loader: prefetchLoader(),
        children: [
          {
            lazy: homesChrome,
            children: [
              { index: true, lazy: homePage, loader: prefetchLoader('home') },
              { path: 'home', lazy: homePage, loader: prefetchLoader('home') },
              { path: 'agent-home', lazy: agentHomePage },
              { path: 'group-home', lazy: groupHomePage },
              { path: 'member-home', lazy: memberHomePage },
              { path: 'member-benefit-store/:id/:tier', lazy: memberBenefitStorePage },
              { path: 'new-landing', lazy: newLandingPage },
              { path: 'agent-select-member', lazy: agentSelectMemberPage },
              { path: 'group-select-member', lazy: groupSelectMemberPage },
            ],
          },
          { path: 'referrals', lazy: referralsPage },
          { path: 'external', lazy: entryRedirect },
          { path: 'website', lazy: websitePage },
          { path: 'plan/:planId/:planName?', id: 'plan', lazy: planDetailPage },
          { path: 'plans', lazy: plansPage, loader: prefetchLoader('plans') },
          { path: 'new-plans', lazy: newPlansPage },
          { path: 'compare', lazy: comparePage, loader: prefetchLoader('compare') },
          { path: 'cart', id: 'cart', lazy: cartPage, loader: prefetchLoader('cart') },
          {
            path: 'enrollment',
            lazy: wizardLayout,
            children: [
              ...[
                'personal-info',
                'contact-info',
                'employer-info',
                'beneficiary-info',
                'health-questions',
                'dependent-information',
                'agreement-signature',
                'billing-information',
              ].map((path) => ({ path, lazy: wizardStep })),
              { path: 'review-confirm', lazy: reviewPage },
              // A carrier's question page: the route segment is its tab name (custom_<name>, 0060).
              { path: ':customTab', lazy: wizardStep },
            ],
          },
          { path: 'outbox', lazy: outboxPage },
          { path: 'enrollment/receipt', lazy: receiptPage },
          { path: 'continue-enrollment', lazy: continueEnrollmentPage },
          { path: 'direct-continue/:id/:tab', lazy: directContinuePage },
        ],
      },
      // Header and footer are hidden on the 404 page, so it sits outside the storefront layout.
      { path: '/:landing?/404', lazy: notFoundPage },
      // The access page is not a route of its own: SiteLayout shows it on /:landing? until the visitor passes it.
      { path: '/:landing?/landing-config-error/:enrollType/:page?', lazy: landingConfigErrorPage },
      { path: '*', lazy: notFoundPage },
    ],
  },
];
