import { Dialog } from '../../../components/Dialog';

/** The union-type plan's price explanation (000 section 9). */
export const UNION_FEES = [
  ['Union dues', '$25.00'],
  ['Annuity fund', '$10.00'],
  ['Billing fees', '$30.00'],
  ['Association member fees', 'Single $50, Member+Spouse $100, Member+Child(ren) $100, Family $150'],
  ['Marketer fees', 'averaging $77.00 to $150.00'],
] as const;

/** The price-explanation dialog for a union-type carrier plan. */
export function UnionFeesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="What the union plan price includes" onClose={onClose}>
      <dl className="oe-fee-list">
        {UNION_FEES.map(([name, amount]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
