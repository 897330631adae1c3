import { AnswerValue, type OpenFile } from '../../../components/answers/AnswerValue';
import type { ReviewRow, ReviewSection } from '../review-display';
import '../../../components/answers/answers.css';

function Rows({ rows, onOpen }: { rows: readonly ReviewRow[]; onOpen?: OpenFile | undefined }) {
  return (
    <dl className="oe-review-rows">
      {rows.map((row) => {
        const list = (row.items?.length ?? 0) > 0 || (row.files?.length ?? 0) > 0;
        return (
          <div key={row.label} className={list ? 'oe-answer--stacked' : undefined}>
            <dt>{row.label}</dt>
            <dd data-sensitive={row.sensitive ? 'true' : undefined}>
              <AnswerValue answer={row} onOpen={onOpen} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A tab's saved values as label / value pairs, lists as numbered groups; a carrier's repeating group
 * one line per item and an upload its files (opened through `onOpen`, the enrollment's own session).
 */
export function ReviewRows({ section, onOpen }: { section: ReviewSection; onOpen?: OpenFile | undefined }) {
  return (
    <>
      {section.rows.length > 0 && <Rows rows={section.rows} onOpen={onOpen} />}
      {section.groups.map((group) => (
        <div key={group.title} className="oe-review-group">
          <h3>{group.title}</h3>
          <Rows rows={group.rows} />
        </div>
      ))}
    </>
  );
}
