import { Link } from 'react-router';
import { storage } from '../../../lib/storage';
import { HomeCrumb } from '../../site';

/** Home > Current Member (only if available) > Plans > Plan Details (001 section 2). */
export function Breadcrumb({ prefix }: { prefix: string }) {
  const eprocess = storage.get('eprocess');
  const currentMember = storage.get('isCurrentMemberAvailable') === true;
  const memberPath = eprocess === 'group' ? '/group-select-member' : '/agent-select-member';
  return (
    <nav aria-label="Breadcrumb" className="oe-pd-breadcrumb">
      <ol>
        <HomeCrumb prefix={prefix} />
        {currentMember && (
          <li>
            <Link to={`${prefix}${memberPath}`}>Current Member</Link>
          </li>
        )}
        <li>
          <Link to={`${prefix}/plans`}>Plans</Link>
        </li>
        <li aria-current="page">Plan Details</li>
      </ol>
    </nav>
  );
}
