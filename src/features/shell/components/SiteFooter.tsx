import { Footer } from '../../../components/layout/Footer';
import { useNotMySite } from '../../access/use-not-my-site';
import { useFooterPlan } from '../api/get-goenroll-footer-plan';
import { useStorefrontConfig } from '../api/get-storefront-config';
import { useTicketLink } from '../api/get-ticket-link';
import type { FooterProps } from '../../../components/layout/Footer';

/** The footer's data: configuration links, the support-ticket link, the footer plan and Not My Site. */
export function useSiteFooter(prefix: string): FooterProps {
  const config = useStorefrontConfig();
  const ticket = useTicketLink();
  const plan = useFooterPlan();
  const notMySite = useNotMySite();
  const planData = plan.data?.plan_id ? plan.data : null;
  return {
    config: config.data,
    ticketUrl: ticket.data?.ticket,
    plan: planData
      ? {
          href: `${prefix}/plan/${planData.plan_id}/${encodeURIComponent(planData.plan_name ?? '')}`,
          name: planData.plan_name ?? 'Featured plan',
        }
      : null,
    onNotMySite: notMySite,
  };
}

/** The footer outside the storefront shell (the access page shows the same links). */
export function SiteFooter({ prefix = '' }: { prefix?: string }) {
  return <Footer {...useSiteFooter(prefix)} />;
}
