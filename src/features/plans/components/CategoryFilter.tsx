import type { LeftSideFilter } from '../../../../schemas/api/plan-listing';

interface Props {
  categories: LeftSideFilter['result']['categories'];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/** The left-side category filter of /plans (001 section 2): none checked shows every category. */
export function CategoryFilter({ categories, selected, onChange }: Props) {
  const toggle = (code: string, on: boolean) => onChange(on ? [...selected, code] : selected.filter((c) => c !== code));
  return (
    <fieldset className="oe-category-filter">
      <legend>Categories</legend>
      {categories.map((c) => (
        <label key={c.category} className="oe-check">
          <input type="checkbox" checked={selected.includes(c.category)} onChange={(e) => toggle(c.category, e.target.checked)} />
          <span>
            {c.label} <span className="oe-muted">({c.plan_count})</span>
          </span>
        </label>
      ))}
      {selected.length > 0 && (
        <button type="button" className="oe-link-button" onClick={() => onChange([])}>
          Show all categories
        </button>
      )}
    </fieldset>
  );
}
