import { Skeleton } from '../../../components/Skeleton';
import type { LeftSideFilter } from '../../../../schemas/api/plan-listing';

interface Props {
  categories: LeftSideFilter['result']['categories'];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/**
 * The left-side category filter of /plans (001 section 2): none checked shows every category.
 * Below the two-column width it is one row of choices that scrolls sideways, so its height does
 * not depend on how many categories the storefront sells (nothing under it moves when they arrive).
 */
export function CategoryFilter({ categories, selected, onChange }: Props) {
  const toggle = (code: string, on: boolean) => onChange(on ? [...selected, code] : selected.filter((c) => c !== code));
  return (
    <fieldset className="oe-category-filter">
      <legend>Categories</legend>
      <div className="oe-category-filter__options">
        {categories.map((c) => (
          <label key={c.category} className="oe-check">
            <input
              type="checkbox"
              checked={selected.includes(c.category)}
              onChange={(e) => toggle(c.category, e.target.checked)}
            />
            <span>
              {c.label} <span className="oe-muted">({c.plan_count})</span>
            </span>
          </label>
        ))}
      </div>
      {selected.length > 0 && (
        <button type="button" className="oe-link-button oe-category-filter__all" onClick={() => onChange([])}>
          Show all categories
        </button>
      )}
    </fieldset>
  );
}

/** The filter's frame while the categories load: the same box, so the list beside or under it stays put. */
export function CategoryFilterPlaceholder() {
  return (
    <div className="oe-category-filter oe-category-filter--pending" aria-hidden="true">
      <span className="oe-category-filter__legend">Categories</span>
      <div className="oe-category-filter__options">
        {[7, 5, 8, 6, 7, 5].map((w, i) => (
          <span key={i} className="oe-check">
            <Skeleton width={`${w}rem`} />
          </span>
        ))}
      </div>
    </div>
  );
}
