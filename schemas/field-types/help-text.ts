/**
 * Help text of a carrier's field (and a heading's text): a small, safe subset of markdown, parsed
 * here into plain data that widgets/support/HelpText.tsx draws as React elements, never as HTML.
 * Admitted: paragraphs (blank lines), lists (`- `, `* ` or `1. ` lines), **bold**, *italics* or
 * _italics_, links `[text](url)` and bare `https://` addresses. A link's address must be http(s),
 * mailto or tel; anything else (`javascript:`, `data:`, a relative path) stays plain text, and
 * publish refuses it (helpTextProblems) so a carrier learns why.
 */

export type HelpInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: HelpInline[] }
  | { kind: 'link'; href: string; children: HelpInline[] };

export type HelpBlock =
  { kind: 'paragraph'; children: HelpInline[] } | { kind: 'list'; ordered: boolean; items: HelpInline[][] };

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** The address as a link may use it (http, https, mailto, tel, absolute), or null. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (!/^(https?:\/\/|mailto:|tel:)/i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    return SAFE_SCHEMES.includes(parsed.protocol) ? trimmed : null;
  } catch {
    return null;
  }
}

// One inline token at a time: a link, **bold**, *italics*, _italics_ (not inside a word), a bare address.
// No nested quantifiers: linear on any text.
const INLINE =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|\*\*([^*\n]{1,500})\*\*|\*([^*\n]{1,500})\*|(?<![\p{L}\p{N}_])_([^_\n]{1,500})_(?![\p{L}\p{N}_])|(https?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])/gu;

function parseInline(text: string, depth = 0): HelpInline[] {
  const out: HelpInline[] = [];
  let at = 0;
  const push = (s: string) => {
    if (s === '') return;
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += s;
    else out.push({ kind: 'text', text: s });
  };
  for (const m of text.matchAll(INLINE)) {
    push(text.slice(at, m.index));
    at = m.index + m[0].length;
    const [whole, linkText, linkUrl, strong, em1, em2, bare] = m;
    if (linkText !== undefined && linkUrl !== undefined) {
      const href = safeHref(linkUrl);
      if (href)
        out.push({
          kind: 'link',
          href,
          children: depth < 2 ? parseInline(linkText, depth + 1) : [{ kind: 'text', text: linkText }],
        });
      else push(whole);
    } else if (strong !== undefined || em1 !== undefined || em2 !== undefined) {
      const inner = strong ?? em1 ?? em2 ?? '';
      out.push({
        kind: strong !== undefined ? 'strong' : 'em',
        children: depth < 2 ? parseInline(inner, depth + 1) : [{ kind: 'text', text: inner }],
      });
    } else if (bare !== undefined) {
      const href = safeHref(bare);
      if (href) out.push({ kind: 'link', href, children: [{ kind: 'text', text: bare }] });
      else push(whole);
    }
  }
  push(text.slice(at));
  return out;
}

const LIST_ITEM = /^\s{0,3}(?:([-*])|(\d{1,3})\.)\s+(.*)$/;

// Text none of whose markup can apply: one line, no list marker, no `[`, `*`, `_` or address. Most help
// texts are such, and a page draws one per field: they skip the Unicode-aware inline pattern.
const MAY_HOLD_MARKUP = /[[*_\n\r]|https?:\/\//i;

// Parsed help per text: a step's help texts are drawn again on every redraw of their section. Bounded,
// and the blocks are never mutated by their readers.
const parsed = new Map<string, readonly HelpBlock[]>();
const PARSED_MAX = 4096;

/** The text's blocks: paragraphs split by blank lines, runs of list lines as lists. */
export function parseHelpText(text: string): readonly HelpBlock[] {
  const known = parsed.get(text);
  if (known) return known;
  const blocks = MAY_HOLD_MARKUP.test(text) || LIST_ITEM.test(text) ? parseBlocks(text) : plainBlocks(text);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(text, blocks);
  return blocks;
}

function plainBlocks(text: string): HelpBlock[] {
  return text.trim() === '' ? [] : [{ kind: 'paragraph', children: [{ kind: 'text', text }] }];
}

/** The full parse, without the plain-text shortcut or the cache (the test holds the shortcut to it). */
export function parseBlocks(text: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map((i) => parseInline(i)) });
    paragraph = [];
    list = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const item = LIST_ITEM.exec(line);
    if (line.trim() === '') flush();
    else if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      (list ??= { ordered, items: [] }).items.push(item[3] ?? '');
    } else if (list && /^\s+\S/.test(line)) list.items[list.items.length - 1] += ` ${line.trim()}`;
    else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Why a help text cannot be published: each link whose address is not http(s), mailto or tel. */
export function helpTextProblems(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/gu)) {
    const url = m[2] ?? '';
    if (!safeHref(url))
      out.push(
        `The link "${m[1] ?? ''}" goes to "${url.slice(0, 60)}"; links may only use http(s), mailto or tel addresses`,
      );
  }
  return out;
}
