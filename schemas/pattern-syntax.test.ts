import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternProblem } from './field-definition-check';
import { toRe2Syntax } from './pattern-syntax';
import { re2PatternTest } from './re2-pattern';

// Pieces of patterns and of values where JavaScript's and RE2's defaults differ: `.` and line
// terminators, `\s` and Unicode spaces, `$` before a final newline, `\b` beside a non-ASCII letter.
const ATOMS = ['a', 'b', '1', '.', '\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '[a-c]', '[^a]', '[\\s_]', '[\\d\\W]'];
const MORE_ATOMS = ['\\.', '\\n', '\\u00e9', '\\u{1F600}', 'é', '-', ' ', '[^]', '\\x41', '\\t', '\\/', '[\\u2028-]'];
const CHARS = [
  'a',
  'b',
  'c',
  'A',
  '1',
  '_',
  ' ',
  '\n',
  '\r',
  '\t',
  '\v',
  '\f',
  '\u00a0',
  '\u2028',
  '\ufeff',
  'é',
  '😀',
];
const VALUE_CHARS = [...CHARS, '.', '-', '/', '\u3000', '\u0085'];

const pattern: fc.Arbitrary<string> = fc.letrec<{ p: string }>((tie) => ({
  p: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...ATOMS, ...MORE_ATOMS),
    fc.tuple(tie('p'), tie('p')).map(([x, y]) => x + y),
    fc.tuple(tie('p'), tie('p')).map(([x, y]) => `(?:${x}|${y})`),
    tie('p').map((x) => `(${x})`),
    fc
      .tuple(tie('p'), fc.constantFrom('*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?'))
      .map(([x, q]) => `(?:${x})${q}`),
    fc.tuple(fc.constantFrom('^', '$', '\\b', '\\B'), tie('p')).map(([a, x]) => a + x),
    tie('p').map((x) => `^${x}$`),
  ),
})).p;

describe('toRe2Syntax', () => {
  it('gives RE2 the meaning JavaScript gives a pattern: the same verdict on any value', () => {
    fc.assert(
      fc.property(pattern, fc.array(fc.constantFrom(...VALUE_CHARS), { maxLength: 12 }), (p, chars) => {
        const value = chars.join('');
        expect(toRe2Syntax(p).ok).toBe(true);
        expect(re2PatternTest(p, value)).toBe(new RegExp(p, 'u').test(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('names what RE2 cannot read as JavaScript does', () => {
    expect(toRe2Syntax('^(?=a)a$')).toEqual({ ok: false, problem: expect.stringMatching(/Lookahead/) });
    expect(toRe2Syntax('(?<!a)b')).toEqual({ ok: false, problem: expect.stringMatching(/lookbehind/) });
    expect(toRe2Syntax('^(a)\\1$')).toEqual({ ok: false, problem: expect.stringMatching(/Backreferences/) });
    expect(toRe2Syntax('^\\p{L}+$')).toEqual({ ok: false, problem: expect.stringMatching(/property/) });
    expect(toRe2Syntax('[\\S]')).toEqual({ ok: false, problem: expect.stringMatching(/\\S inside/) });
    expect(toRe2Syntax('(')).toEqual({ ok: false, problem: 'Not a valid regular expression' });
  });
});

describe('patternProblem', () => {
  it('accepts the ambiguous repetitions RE2 runs in linear time', () => {
    for (const p of ['^(a|a)*$', '^(\\w|\\d)*$', '^([a-z]|[a-z0-9])*@$']) expect(patternProblem(p)).toBeNull();
  });

  it('refuses what the two engines would read differently, and patterns too large for RE2', () => {
    expect(patternProblem('^(?!0)\\d{5}$')).toMatch(/Lookahead/);
    expect(patternProblem('^(\\w)\\1$')).toMatch(/Backreferences/);
    expect(patternProblem('^\\d{1001}$')).toMatch(/too large/);
    expect(patternProblem('^(\\w{1,1000}\\s{1,1000}){1,1000}$')).toMatch(/too large/);
  });

  it('tests an adversarial value in linear time on the server', () => {
    for (const p of ['^(a|a)*$', '^(\\w|\\d)*$', '^([a-z]|[a-z0-9])*@$']) {
      const started = performance.now();
      expect(re2PatternTest(p, `${'a'.repeat(2000)}!`)).toBe(false);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});
