import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { TIERS } from '../../../schemas/categories';
import { useFilterInfo } from './api/get-enrollment-temp-info';
import './filters.css';

// The editor is opened by a click only: its code is not part of the page's first load (the /plans
// budget), and is fetched when the pointer or focus reaches Edit, so it is there by the click.
const loadDialog = () => import('./BasicDetailsDialog');
const BasicDetailsDialog = lazy(() => loadDialog().then((m) => ({ default: m.BasicDetailsDialog })));

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
  if (!filter.data) return <TopFilterPlaceholder />;
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
          <div key={label} className={`oe-filter__item oe-filter__item--${label.toLowerCase()}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="oe-button oe-button--secondary oe-filter__edit"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setEditing(true)}
      >
        Edit
      </button>
      {editing && (
        <Suspense fallback={null}>
          <BasicDetailsDialog
            open
            tempId={tempId}
            filter={f}
            showSmoker={askSmoker || f.is_smoker !== null}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The summary's frame while it loads: the same grid and button, so the page under it stays put. */
function TopFilterPlaceholder() {
  return (
    <div className="oe-filter oe-filter--loading" aria-hidden="true">
      <div className="oe-filter__summary">
        {['Zip', 'Gender', 'Tier', 'DOB'].map((label) => (
          <div key={label} className={`oe-filter__item oe-filter__item--${label.toLowerCase()}`}>
            <span className="oe-filter__dt">{label}</span>
            <span className="oe-filter__dd">
              <Skeleton width="4rem" height="1em" />
            </span>
          </div>
        ))}
      </div>
      <span className="oe-button oe-button--secondary oe-filter__edit">Edit</span>
    </div>
  );
}
