import { useId } from 'react';
import type { ReceiptAnswer } from '../../../../schemas/api/review';
import { RECEIPT_TEXT } from '../../../../schemas/messages';

/** The answers of one page, in their order. */
function groupByPage(answers: readonly ReceiptAnswer[]): Array<{ page: string; answers: ReceiptAnswer[] }> {
  const pages: Array<{ page: string; answers: ReceiptAnswer[] }> = [];
  for (const answer of answers) {
    const last = pages.at(-1);
    if (last?.page === answer.page) last.answers.push(answer);
    else pages.push({ page: answer.page, answers: [answer] });
  }
  return pages;
}

/**
 * The receipt's answers to the carriers' questions (decision 0270), by page, each under its label, as
 * the server wrote them (a sensitive one already masked). Nothing when there are none.
 */
export function ReceiptAnswers({ answers }: { answers: readonly ReceiptAnswer[] }) {
  const heading = useId();
  if (answers.length === 0) return null;
  return (
    <section className="oe-receipt__section" aria-labelledby={heading}>
      <h2 id={heading} className="oe-receipt__heading">
        {RECEIPT_TEXT.answersTitle}
      </h2>
      {groupByPage(answers).map(({ page, answers: items }) => (
        <div key={page} className="oe-receipt__answers">
          <h3 className="oe-receipt__page">{page}</h3>
          <dl className="oe-receipt__answer-list">
            {items.map((item, i) => (
              <div key={i}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
