import { memo } from 'react';
import { Footer } from '../../../components/layout/Footer';
import { FooterAccessDialogs } from '../../access';
import { useNotMySite, useStorefrontConfig } from '../../site';
import { useFooterPlan } from '../api/get-goenroll-footer-plan';
import { useTicketLink } from '../api/get-ticket-link';
import type { FooterProps } from '../../../components/layout/Footer';

/** The footer's data: configuration links, the support-ticket link, the footer plan, the code popups and Not My Site. */
function useSiteFooter(prefix: string): FooterProps {
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
    dialogs: FooterAccessDialogs,
    onNotMySite: notMySite,
  };
}

/**
 * The footer with its own data, in the storefront shell and on the access page (the same links).
 * Memoised on the prefix: answers for other parts of the page do not render it.
 */
export const SiteFooter = memo(function SiteFooter({ prefix = '' }: { prefix?: string }) {
  return <Footer {...useSiteFooter(prefix)} />;
});
