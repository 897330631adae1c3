/**
 * A label whose first words are for screen readers only: rows of inputs show "Field", "Operator",
 * "Value" while each is named in full ("Shown only when, condition 2: field"), so names stay unique.
 */
export function Hidden({ prefix, text }: { prefix: string; text: string }) {
  return (
    <>
      <span className="oe-visually-hidden">{prefix}</span>
      {text}
    </>
  );
}
