import { TIERS } from '../../../../schemas/categories';
import { formatUsd } from '../../../../schemas/money';
import type { SignSummary } from '../api/signing-link';

/** A tier code ('IO') as its words ('Member Only'); other text as given. */
const tierLabel = (tier: string) => TIERS.find((t) => t.code === tier)?.label ?? tier;

/**
 * What the client signs, read-only: plans and costs, the effective date and the covered people
 * (SSNs masked by the server, never sent in full). The agreement texts follow in the sign step.
 */
export function SigningSummaryView({ summary }: { summary: SignSummary }) {
  return (
    <section className="oe-card oe-sign-summary" aria-labelledby="sign-summary-title">
      <h2 id="sign-summary-title">Your enrollment</h2>
      <p className="oe-muted">
        Prepared with {summary.enroller_name} for {summary.first_name} {summary.last_name}. Effective{' '}
        {summary.effective_date}.
      </p>
      <table className="oe-sign-table">
        <caption className="oe-visually-hidden">Plans and monthly costs</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Coverage</th>
            <th scope="col" className="oe-sign-table__money">
              Monthly
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.plans.map((plan) => (
            <tr key={`${plan.plan_name}-${plan.tier}`}>
              <th scope="row">{plan.plan_name}</th>
              <td>{tierLabel(plan.tier)}</td>
              <td className="oe-sign-table__money">{formatUsd(plan.monthly_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="oe-review-rows">
        <div>
          <dt>First month</dt>
          <dd>{formatUsd(summary.initial_month_cost_cents)}</dd>
        </div>
        <div>
          <dt>Each month after</dt>
          <dd>{formatUsd(summary.recurring_month_cost_cents)}</dd>
        </div>
        <div>
          <dt>Effective date</dt>
          <dd>{summary.effective_date}</dd>
        </div>
      </dl>
      <h3>Covered people</h3>
      <ul className="oe-sign-people">
        {summary.people.map((person, i) => (
          <li key={`${person.name}-${i}`}>
            <span className="oe-sign-people__name">{person.name}</span>{' '}
            <span className="oe-muted">
              {person.relationship}
              {person.ssn_masked ? `, SSN ${person.ssn_masked}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
