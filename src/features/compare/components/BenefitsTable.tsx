import type { PlanBenefits } from '../../../../schemas/api/compare';
import '../compare.css';

interface Props {
  benefits: NonNullable<PlanBenefits>;
  planName: string;
}

/** What a plan covers, one row per benefit attribute of its group, as the server formatted each value. */
export function BenefitsTable({ benefits, planName }: Props) {
  return (
    <table className="oe-benefits-table">
      <caption>What {planName} covers</caption>
      <thead>
        <tr>
          <th scope="col">Benefit</th>
          <th scope="col">This plan</th>
        </tr>
      </thead>
      <tbody>
        {benefits.items.map((item) => (
          <tr key={item.key}>
            <th scope="row">{item.label}</th>
            <td>{item.display}</td>
          </tr>
        ))}
        {!benefits.items.some((item) => item.key === 'hsa_eligible') && (
          <tr>
            <th scope="row">HSA eligible</th>
            <td>{benefits.hsa_eligible ? 'Yes' : 'No'}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
