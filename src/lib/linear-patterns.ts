import { setPatternEngine, testPattern } from '../../schemas/pattern-engine';

/**
 * A carrier's field pattern is tested in the browser with the engine the server uses: RE2 (re2js, time
 * linear in the value), not RegExp, whose backtracking lets a pattern like ^(a|a)*$ freeze the tab on a
 * 30-character answer. RE2 is its own chunk, loaded only once a step names a pattern, before its
 * descriptors reach the page, so every check stays synchronous.
 */

interface PatternBearer {
  definition?: { schema?: { pattern?: string } } | null;
}

let installed: Promise<void> | undefined;

/** True when one of the descriptors is a carrier's field with a pattern. */
function namesPattern(descriptors: readonly PatternBearer[]): boolean {
  return descriptors.some((d) => typeof d.definition?.schema?.pattern === 'string');
}

/** Installs RE2 as the pattern engine (once; a failed load is retried on the next call). */
function installRe2(): Promise<void> {
  installed ??= import('../../schemas/re2-pattern')
    .then(({ re2PatternTest }) => setPatternEngine(re2PatternTest))
    .catch((error: unknown) => {
      installed = undefined;
      throw error;
    });
  return installed;
}

/**
 * Runs each of the step's patterns once while the browser is idle: the first test of a page's life
 * pays for compiling the pattern and for the engine's own code running cold (about 40 ms at 4x CPU
 * on the bench's phone), which would otherwise land on the applicant's Next.
 */
function warmPatterns(descriptors: readonly PatternBearer[]): void {
  const patterns = new Set(
    descriptors.flatMap((d) =>
      typeof d.definition?.schema?.pattern === 'string' ? [d.definition.schema.pattern] : [],
    ),
  );
  const warm = () => {
    for (const pattern of patterns) testPattern(pattern, '');
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 0);
}

/** Resolves once the engine the descriptors' patterns need is in place (at once when they name none). */
export async function linearPatternsFor(descriptors: readonly PatternBearer[]): Promise<void> {
  if (!namesPattern(descriptors)) return;
  await installRe2();
  warmPatterns(descriptors);
}
