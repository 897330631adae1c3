/**
 * How a field's `pattern` is tested. JavaScript's RegExp with the 'u' flag by default; the server
 * installs RE2 (schemas/re2-pattern.ts, from server/app.ts), which cannot backtrack, so a carrier's
 * pattern cannot hold the API's one thread, and the browser installs the same before a step's
 * carrier patterns reach its page (src/lib/linear-patterns.ts), so none can freeze a tab. The
 * definition check admits only patterns RE2 reads with RegExp's meaning (schemas/pattern-syntax.ts).
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
