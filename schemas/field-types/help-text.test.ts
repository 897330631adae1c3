import { describe, expect, it } from 'vitest';
import { helpTextProblems, parseBlocks, parseHelpText, safeHref } from './help-text';

describe('help text: a safe subset of markdown', () => {
  it('links, bold, italics, bare addresses and lists become data, never HTML', () => {
    expect(parseHelpText('See **the notice** at [our site](https://example.com/a?b=1) or _call_ us.')).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'See ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'the notice' }] },
          { kind: 'text', text: ' at ' },
          { kind: 'link', href: 'https://example.com/a?b=1', children: [{ kind: 'text', text: 'our site' }] },
          { kind: 'text', text: ' or ' },
          { kind: 'em', children: [{ kind: 'text', text: 'call' }] },
          { kind: 'text', text: ' us.' },
        ],
      },
    ]);
    expect(parseHelpText('Form at https://example.com/form.pdf.')).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Form at ' },
          {
            kind: 'link',
            href: 'https://example.com/form.pdf',
            children: [{ kind: 'text', text: 'https://example.com/form.pdf' }],
          },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
    expect(parseHelpText('Bring:\n- an ID\n- a *card*\n\n1. first')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Bring:' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'text', text: 'an ID' }],
          [
            { kind: 'text', text: 'a ' },
            { kind: 'em', children: [{ kind: 'text', text: 'card' }] },
          ],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }]] },
    ]);
  });

  it('an address other than http(s), mailto or tel stays text, and publish names it', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'JAVASCRIPT:x', 'vbscript:x'])
      expect(safeHref(url)).toBeNull();
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeHref('tel:+15555550100')).toBe('tel:+15555550100');
    const text = 'Click [here](javascript:alert(1)) or <b>x</b>';
    expect(parseHelpText(text)).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text }] }]);
    expect(helpTextProblems(text)).toEqual([
      'The link "here" goes to "javascript:alert(1"; links may only use http(s), mailto or tel addresses',
    ]);
    expect(helpTextProblems('[ok](https://example.com)')).toEqual([]);
  });

  it('snake_case words are not italics', () => {
    expect(parseHelpText('use field_name_here')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'use field_name_here' }] },
    ]);
  });
});

describe('help text: the plain-text shortcut and the cache', () => {
  it('give what the full parse gives, on texts with and without markup', () => {
    const alphabet = ['a', 'B', ' ', '-', '1', '.', '*', '_', '[', ']', '(', ')', '\n', 'https://x.org/p ', 'é', '9'];
    let seed = 20261127;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 2000; i++) {
      const length = Math.floor(next() * 24);
      const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(parseHelpText(text), JSON.stringify(text)).toEqual(parseBlocks(text));
      // Asked again, the cached blocks are the same.
      expect(parseHelpText(text)).toEqual(parseBlocks(text));
    }
  });
});
