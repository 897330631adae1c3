import type { CatalogueReport } from '../api/catalogue';

type Diff = NonNullable<CatalogueReport['diff']>;

const TIER: Record<string, string> = { IO: 'member only', IS: '+ spouse', IC: '+ child(ren)', IF: 'family' };
const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-US');

/** A plan as the uploaded catalogue.json names it, else by its id. */
const planLabel = (names: ReadonlyMap<number, string>, id: number) =>
  names.has(id) ? `${names.get(id)} (plan ${id})` : `Plan ${id}`;

function PlanList({
  title,
  ids,
  names,
}: {
  title: string;
  ids: readonly number[];
  names: ReadonlyMap<number, string>;
}) {
  if (!ids.length) return null;
  return (
    <>
      <h4>
        {title} ({ids.length})
      </h4>
      <ul className="oe-admin-diff-list">
        {ids.map((id) => (
          <li key={id}>{planLabel(names, id)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * What an import would change against the live catalogue (the server's diff): carriers, plans added,
 * changed (which attributes) and retired, rating areas, texts, and the rate rows with the size of
 * the largest price change. `names`: plan names read from the uploaded catalogue.json.
 */
export function CatalogueDiffView({ diff, names }: { diff: Diff; names: ReadonlyMap<number, string> }) {
  const rates = diff.rates;
  const at = rates?.maxChangeAt;
  const carriersAdded = diff.carriers?.added ?? [];
  const carriersChanged = diff.carriers?.changed ?? [];
  const changed = diff.plans?.changed ?? [];
  const areas = diff.areas;
  const areaChanges = [...(areas?.added ?? []), ...(areas?.changed ?? []), ...(areas?.removed ?? [])].length;
  return (
    <div className="oe-admin-diff">
      {(carriersAdded.length > 0 || carriersChanged.length > 0) && (
        <p>
          {carriersAdded.length > 0 && <>Carriers added: {carriersAdded.join(', ')}. </>}
          {carriersChanged.length > 0 && <>Carriers changed: {carriersChanged.join(', ')}.</>}
        </p>
      )}
      <PlanList title="Plans added" ids={diff.plans?.added ?? []} names={names} />
      {changed.length > 0 && (
        <>
          <h4>Plans changed ({changed.length})</h4>
          <ul className="oe-admin-diff-list">
            {changed.map((c) => (
              <li key={c.id}>
                {planLabel(names, c.id ?? 0)}: {(c.keys ?? []).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <PlanList title="Plans retired" ids={diff.plans?.retired ?? []} names={names} />
      {(diff.agreementsChanged || diff.singlePlanCategoriesChanged || areaChanges > 0) && (
        <p>
          {diff.agreementsChanged && 'Agreement texts change. '}
          {diff.singlePlanCategoriesChanged && 'One-per-cart categories change. '}
          {areaChanges > 0 &&
            `Rating areas: ${areas?.added?.length ?? 0} added, ${areas?.changed?.length ?? 0} changed, ${areas?.removed?.length ?? 0} removed.`}
        </p>
      )}
      {rates && (
        <>
          <h4>Rate rows</h4>
          <dl className="oe-admin-rate-counts">
            {(
              [
                ['Added', rates.added],
                ['Changed', rates.changed],
                ['Removed', rates.removed],
                ['Unchanged', rates.unchanged],
                ['Plans with changes', rates.plansWithChanges],
              ] as const
            ).map(([label, n]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{count(n)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {rates && (rates.changed ?? 0) > 0 && at && (
        <p>
          Largest price change: {(rates.maxChangePercent ?? 0) > 0 ? '+' : ''}
          {(rates.maxChangePercent ?? 0).toFixed(1)}% ({planLabel(names, at.planId ?? 0)},{' '}
          {TIER[at.tier ?? ''] ?? at.tier}, from age {at.ageMin}
          {at.tobacco ? ', tobacco' : ''}).
        </p>
      )}
    </div>
  );
}
