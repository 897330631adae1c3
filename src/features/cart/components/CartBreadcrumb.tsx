import { Link } from 'react-router';
import { storage } from '../../../lib/storage';
import { HomeCrumb } from '../../site';

/** Home, Current Member (if available), Plans, Plan Details (when one was viewed), Cart (000 section 2). */
export function CartBreadcrumb({ prefix }: { prefix: string }) {
  const planId = storage.get('planId');
  const planName = storage.get('planName');
  const process = storage.get('eprocess');
  const memberHref = process === 'group' ? '/group-select-member' : '/agent-select-member';
  return (
    <nav aria-label="Breadcrumb" className="oe-breadcrumb">
      <ol>
        <HomeCrumb prefix={prefix} />
        {storage.get('isCurrentMemberAvailable') && (
          <li>
            <Link to={`${prefix}${memberHref}`}>Current Member</Link>
          </li>
        )}
        <li>
          <Link to={`${prefix}/plans`}>Plans</Link>
        </li>
        {planId !== undefined && planName && (
          <li>
            <Link to={`${prefix}/plan/${planId}/${encodeURIComponent(planName)}`}>Plan Details</Link>
          </li>
        )}
        <li aria-current="page">Cart</li>
      </ol>
    </nav>
  );
}
