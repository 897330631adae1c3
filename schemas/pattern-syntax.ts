import { RegExpParser, type AST } from '@eslint-community/regexpp';

/**
 * A carrier's pattern is written as a JavaScript regular expression (the browser tests it with
 * `new RegExp(pattern, 'u')`) and the server tests it with RE2, which runs in time linear in the
 * value and never backtracks (server/services/pattern-engine.ts). toRe2Syntax writes the same
 * language in RE2's syntax, node by node, from the pattern's parse tree, so both engines give one
 * verdict: `.`, `\s` and `\S` are spelled out as JavaScript defines them (RE2's differ), every
 * other character is written as a code point (`\x{..}`), and what RE2 has no equivalent for
 * (lookaround, backreferences, Unicode properties, modifiers) is refused with the reason.
 * Used by the server and the definition check only (regexpp stays out of the browser).
 */

type Re2Translation = { ok: true; re2: string } | { ok: false; problem: string };

// ECMAScript's WhiteSpace and LineTerminator code points: what `\s` matches in a 'u' pattern.
const JS_SPACE = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]
  .map(codePoint)
  .concat(`${codePoint(0x2000)}-${codePoint(0x200a)}`)
  .join('');
// What `.` matches without the 's' flag: anything but a line terminator.
const JS_ANY = `[^${[0x0a, 0x0d, 0x2028, 0x2029].map(codePoint).join('')}]`;

class Unsupported extends Error {}

function codePoint(c: number): string {
  return /^[A-Za-z0-9]$/.test(String.fromCodePoint(c)) ? String.fromCodePoint(c) : `\\x{${c.toString(16)}}`;
}

function character(c: number): string {
  // A lone surrogate is no character of a well-formed text; RE2 has no way to name one.
  if (c >= 0xd800 && c <= 0xdfff) throw new Unsupported('Use characters, not surrogate code units');
  return codePoint(c);
}

function characterSet(node: AST.CharacterSet, inClass: boolean): string {
  switch (node.kind) {
    case 'any':
      return JS_ANY;
    case 'digit':
      return node.negate ? '\\D' : '\\d';
    case 'word':
      return node.negate ? '\\W' : '\\w';
    case 'space':
      if (!node.negate) return inClass ? JS_SPACE : `[${JS_SPACE}]`;
      if (inClass) throw new Unsupported('\\S inside a character class is not supported; list the characters');
      return `[^${JS_SPACE}]`;
    default:
      throw new Unsupported('Unicode property escapes (\\p{...}) are not supported; list the characters');
  }
}

function classElement(node: AST.CharacterClassElement): string {
  switch (node.type) {
    case 'Character':
      return character(node.value);
    case 'CharacterClassRange':
      return `${character(node.min.value)}-${character(node.max.value)}`;
    case 'CharacterSet':
      return characterSet(node, true);
    default:
      throw new Unsupported('This character class is not supported');
  }
}

function characterClass(node: AST.CharacterClass): string {
  if (node.elements.length === 0) return node.negate ? '[\\x{0}-\\x{10ffff}]' : '[^\\x{0}-\\x{10ffff}]';
  return `[${node.negate ? '^' : ''}${node.elements.map(classElement).join('')}]`;
}

function quantifier(node: AST.Quantifier): string {
  const { min, max } = node;
  const count =
    max === Infinity
      ? min === 0
        ? '*'
        : min === 1
          ? '+'
          : `{${min},}`
      : min === 0 && max === 1
        ? '?'
        : min === max
          ? `{${min}}`
          : `{${min},${max}}`;
  return `${element(node.element)}${count}`;
}

function assertion(node: AST.Assertion): string {
  switch (node.kind) {
    case 'start':
      return '^';
    case 'end':
      return '$';
    case 'word':
      return node.negate ? '\\B' : '\\b';
    default:
      throw new Unsupported('Lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported');
  }
}

function alternatives(list: readonly AST.Alternative[]): string {
  return list.map((a) => a.elements.map(element).join('')).join('|');
}

function element(node: AST.Element | AST.QuantifiableElement): string {
  switch (node.type) {
    case 'Character':
      return character(node.value);
    case 'CharacterClass':
      return characterClass(node);
    case 'CharacterSet':
      return characterSet(node, false);
    case 'Quantifier':
      return quantifier(node);
    case 'Assertion':
      return assertion(node);
    case 'Group':
      if (node.modifiers) throw new Unsupported('Flags inside a pattern ((?i:...)) are not supported');
      return `(?:${alternatives(node.alternatives)})`;
    case 'CapturingGroup':
      // Only whether the value matches counts: groups need not capture.
      return `(?:${alternatives(node.alternatives)})`;
    case 'Backreference':
      throw new Unsupported('Backreferences (\\1, \\k<name>) are not supported');
    default:
      throw new Unsupported('This part of the pattern is not supported');
  }
}

/** The pattern in RE2's syntax with the meaning `new RegExp(pattern, 'u')` gives it, or why it has none. */
export function toRe2Syntax(pattern: string): Re2Translation {
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser({ ecmaVersion: 2024 }).parsePattern(pattern, 0, pattern.length, { unicode: true });
  } catch {
    return { ok: false, problem: 'Not a valid regular expression' };
  }
  try {
    return { ok: true, re2: alternatives(ast.alternatives) };
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, problem: e.message };
    throw e;
  }
}
