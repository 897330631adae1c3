import { Link } from 'react-router';

/** Shown on the plan and cart screens before the visitor has entered basic details (no tempId yet). */
export function NeedsBasicDetails({ prefix }: { prefix: string }) {
  return (
    <div className="oe-notice" role="status">
      <p>Enter your zip code, date of birth and tier to see the plans and prices available to you.</p>
      <Link className="oe-button oe-button--primary" to={`${prefix}/home`}>
        Get started
      </Link>
    </div>
  );
}
