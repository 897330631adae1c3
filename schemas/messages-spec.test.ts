import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

// The specification sits beside the repository (/work/shared/seeds). Its absence is a failure, not
// a skip: this test is what keeps the catalogue honest.
const SEEDS = fileURLToPath(new URL('../../shared/seeds/', import.meta.url));
const SPEC_FILES = ['000_f8932223d119fe2d.txt', '001_98e562f9e1a1ccb9.txt', '002_8a74ed0ed6b1e02a.txt'];

/** The single-quoted strings of every "Client messages" bullet of a document. */
function clientMessages(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /^\s*(?:- )?\**Client messages\**:/.test(line))
    .flatMap((line) => [...line.matchAll(/'([^']+)'/g)].map((m) => m[1]!));
}

describe('catalogue against the specification', () => {
  it('finds the specification folder', () => {
    expect(existsSync(SEEDS), `specification folder missing: ${SEEDS} (expected the three seed documents there)`).toBe(
      true,
    );
    expect(readdirSync(SEEDS)).toEqual(expect.arrayContaining(SPEC_FILES));
  });

  const catalogue = new Set<string>(Object.values(MESSAGES));
  for (const file of SPEC_FILES) {
    it(`holds every client message listed in ${file}`, () => {
      const path = `${SEEDS}${file}`;
      expect(existsSync(path), `specification file missing: ${path}`).toBe(true);
      const quoted = clientMessages(readFileSync(path, 'utf8'));
      expect(quoted.length, `no "Client messages" bullet found in ${file}`).toBeGreaterThan(5);
      expect(quoted.filter((m) => !catalogue.has(m))).toEqual([]);
    });
  }
});
