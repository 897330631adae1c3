import { useId } from 'react';
import type { ReceiptAnswer } from '../../../schemas/api/review';
import { RECEIPT_TEXT } from '../../../schemas/messages';
import { AnswerValue, type OpenFile } from './AnswerValue';
import './answers.css';

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

const isList = (a: ReceiptAnswer) => (a.items?.length ?? 0) > 0 || (a.files?.length ?? 0) > 0;

/**
 * An enrollment's answers to the carriers' questions (decisions 0270 and 0310), by page, each under
 * its label as the server wrote it (a sensitive one already masked; a repeating group one line per
 * item; an upload its files): the receipt's section and the rep's view of an enrollment. Files open
 * through `onOpen` where the viewer proves the enrollment; elsewhere they are listed only. Nothing
 * when there are none.
 */
export function CarrierAnswers({
  answers,
  onOpen,
  level = 2,
  title = RECEIPT_TEXT.answersTitle,
}: {
  answers: readonly ReceiptAnswer[];
  /** The section's heading ('Your answers' on the receipt). */
  title?: string;
  onOpen?: OpenFile | undefined;
  /** The section heading's level (the pages' headings one below). */
  level?: 2 | 3;
}) {
  const heading = useId();
  if (answers.length === 0) return null;
  const Title = level === 2 ? 'h2' : 'h3';
  const Page = level === 2 ? 'h3' : 'h4';
  return (
    <section className="oe-answers" aria-labelledby={heading}>
      <Title id={heading} className="oe-answers__heading">
        {title}
      </Title>
      {groupByPage(answers).map(({ page, answers: items }) => (
        <div key={page} className="oe-answers__page-group">
          <Page className="oe-answers__page">{page}</Page>
          <dl className="oe-answers__list">
            {items.map((item, i) => (
              <div key={i} className={isList(item) ? 'oe-answer--stacked' : undefined}>
                <dt>{item.label}</dt>
                <dd>
                  <AnswerValue answer={item} onOpen={onOpen} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
