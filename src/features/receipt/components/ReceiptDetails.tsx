import { useId } from 'react';
import type { ReceiptData } from '../../../../schemas/api/review';
import { RECEIPT_TEXT } from '../../../../schemas/messages';

/** The receipt's people covered and what happens next (issue 26, item 11), printed with it. */
export function ReceiptDetails({ covered }: { covered: ReceiptData['covered'] }) {
  const people = useId();
  const next = useId();
  return (
    <>
      <section className="oe-receipt__section" aria-labelledby={people}>
        <h2 id={people} className="oe-receipt__heading">
          {RECEIPT_TEXT.peopleCovered}
        </h2>
        <ul className="oe-receipt__people" aria-labelledby={people}>
          {covered.map((person, i) => (
            <li key={i}>
              {person.name}, {RECEIPT_TEXT.relationship[person.relationship]}
            </li>
          ))}
        </ul>
      </section>
      <section className="oe-receipt__section" aria-labelledby={next}>
        <h2 id={next} className="oe-receipt__heading">
          {RECEIPT_TEXT.nextStepsTitle}
        </h2>
        <ol className="oe-receipt__next" aria-labelledby={next}>
          {RECEIPT_TEXT.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
