/**
 * How a field's `pattern` is tested. The browser uses JavaScript's RegExp with the 'u' flag; the
 * server installs RE2 (schemas/re2-pattern.ts, from server/app.ts), which cannot backtrack, so a
 * carrier's pattern cannot hold the API's one thread. The definition check admits only patterns
 * the two read alike (schemas/pattern-syntax.ts), so both give one verdict.
 */
export type PatternTest = (pattern: string, value: string) => boolean;

const jsPatternTest: PatternTest = (pattern, value) => new RegExp(pattern, 'u').test(value);

let engine: PatternTest = jsPatternTest;

/** True when value matches the pattern, by the engine this process installed (JavaScript's by default). */
export function testPattern(pattern: string, value: string): boolean {
  return engine(pattern, value);
}

/** Installs the engine every later testPattern uses (the server: RE2). */
export function setPatternEngine(test: PatternTest): void {
  engine = test;
}
