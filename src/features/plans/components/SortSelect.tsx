import { useId } from 'react';
import type { ListingSort } from '../../../../schemas/api/plan-listing';

interface Props {
  value: ListingSort | undefined;
  onChange: (sort: ListingSort | undefined) => void;
}

/** The listing's order: the catalogue's, or by estimated yearly cost (lowest first) at the kept use level. */
export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="oe-cart-field oe-plans-sort">
      <label htmlFor={id}>Sort plans</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === 'yearly_cost' ? 'yearly_cost' : undefined)}
      >
        <option value="">Recommended order</option>
        <option value="yearly_cost">Estimated yearly cost, lowest first</option>
      </select>
    </div>
  );
}
