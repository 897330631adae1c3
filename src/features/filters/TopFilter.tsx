import { useState } from 'react';
import { TIERS } from '../../../schemas/categories';
import { BasicDetailsDialog } from './BasicDetailsDialog';
import { useFilterInfo } from './api/get-enrollment-temp-info';
import './filters.css';

interface Props {
  /** The temporary enrollment (tempId). */
  tempId: string;
  /** Offer the smoker question in the editor (a tobacco-rated plan is on screen). */
  askSmoker?: boolean;
}

/**
 * The top filter (000 section 2): a summary of zip, gender (M/F), smoker (only when set), tier and
 * date of birth, with an Edit button opening the 'Basic Details' popup. Saving reloads the page's data.
 */
export function TopFilter({ tempId, askSmoker = false }: Props) {
  const filter = useFilterInfo(tempId);
  const [editing, setEditing] = useState(false);
  if (!filter.data) return <div className="oe-filter oe-filter--loading" aria-hidden="true" />;
  const f = filter.data;
  const items: Array<[string, string]> = [
    ['Zip', f.zip ?? '-'],
    ['Gender', f.gender === 0 ? 'M' : f.gender === 1 ? 'F' : '-'],
    ...(f.is_smoker !== null ? ([['Smoker', f.is_smoker === 1 ? 'Yes' : 'No']] as Array<[string, string]>) : []),
    ['Tier', TIERS.find((t) => t.code === f.tier)?.label ?? '-'],
    ['DOB', f.dob ?? '-'],
  ];
  return (
    <section className="oe-filter" aria-label="Basic details">
      <dl className="oe-filter__summary">
        {items.map(([label, value]) => (
          <div key={label} className="oe-filter__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="oe-button oe-button--secondary oe-filter__edit" onClick={() => setEditing(true)}>
        Edit
      </button>
      {editing && <BasicDetailsDialog open tempId={tempId} filter={f} showSmoker={askSmoker || f.is_smoker !== null} onClose={() => setEditing(false)} />}
    </section>
  );
}
