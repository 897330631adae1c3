import type { ReviewSection } from '../review-display';

/** A tab's saved values as label / value pairs, lists as numbered groups. */
export function ReviewRows({ section }: { section: ReviewSection }) {
  return (
    <>
      {section.rows.length > 0 && (
        <dl className="oe-review-rows">
          {section.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd data-sensitive={row.sensitive ? 'true' : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.groups.map((group) => (
        <div key={group.title} className="oe-review-group">
          <h3>{group.title}</h3>
          <dl className="oe-review-rows">
            {group.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd data-sensitive={row.sensitive ? 'true' : undefined}>{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  );
}
