import { memo, type ReactNode } from 'react';
import { parseHelpText, type HelpInline } from '../../schemas/field-types/help-text';

function inline(nodes: readonly HelpInline[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (n.kind === 'text') return n.text;
    if (n.kind === 'strong') return <strong key={i}>{inline(n.children)}</strong>;
    if (n.kind === 'em') return <em key={i}>{inline(n.children)}</em>;
    if (n.kind !== 'link') return null;
    // Opens beside the wizard, so the page being filled in is never left.
    return (
      <a key={i} href={n.href} target="_blank" rel="noopener noreferrer">
        {inline(n.children)}
      </a>
    );
  });
}

/**
 * A carrier's help text (schemas/field-types/help-text.ts): paragraphs, lists, bold, italics and
 * http(s) / mailto / tel links, drawn as React elements. No HTML is ever set from the text.
 */
export const HelpText = memo(function HelpText({ text }: { text: string }) {
  return parseHelpText(text).map((block, i) =>
    block.kind === 'paragraph' ? (
      <p key={i}>{inline(block.children)}</p>
    ) : block.ordered ? (
      <ol key={i}>
        {block.items.map((item, j) => (
          <li key={j}>{inline(item)}</li>
        ))}
      </ol>
    ) : (
      <ul key={i}>
        {block.items.map((item, j) => (
          <li key={j}>{inline(item)}</li>
        ))}
      </ul>
    ),
  );
});
