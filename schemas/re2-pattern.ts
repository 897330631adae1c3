import { RE2JS } from 're2js';
import { toRe2Syntax } from './pattern-syntax';

/**
 * Patterns compiled for RE2 (re2js, a pure-JavaScript port: time linear in the value, no
 * backtracking), for the pattern engine of the server and of the browser (its own chunk, loaded
 * by src/lib/linear-patterns.ts) and for the definition check.
 */

/** RE2's measure of a compiled pattern's size; above it a pattern is refused (each character of a value costs up to this much). */
const RE2_PROGRAM_LIMIT = 5000;

type Re2Compiled = { ok: true; re: RE2JS } | { ok: false; problem: string };

/** The pattern compiled by RE2 with the meaning JavaScript gives it, or why it cannot be. */
export function compileRe2(pattern: string): Re2Compiled {
  const translated = toRe2Syntax(pattern);
  if (!translated.ok) return translated;
  let re: RE2JS;
  try {
    re = RE2JS.compile(translated.re2);
  } catch {
    // RE2 refuses repeat counts over 1000 and expressions that grow too large.
    return { ok: false, problem: 'This pattern is too large; use repeat counts of at most 1000 and fewer repetitions' };
  }
  if (re.programSize() > RE2_PROGRAM_LIMIT)
    return { ok: false, problem: 'This pattern is too large; use fewer or smaller repeat counts' };
  return { ok: true, re };
}

const COMPILED_KEPT = 1000;
const compiled = new Map<string, RE2JS | null>();

/**
 * The server's pattern test: RE2 with JavaScript's meaning. A pattern RE2 cannot take (the
 * definition check refuses such patterns before they are stored) matches nothing.
 */
export function re2PatternTest(pattern: string, value: string): boolean {
  let re = compiled.get(pattern);
  if (re === undefined) {
    const result = compileRe2(pattern);
    re = result.ok ? result.re : null;
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value as string);
    compiled.set(pattern, re);
  }
  return re !== null && re.test(value);
}
