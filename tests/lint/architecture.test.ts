import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's layers are enforced by `eslint.config.js` (eslint-plugin-boundaries). Each case
 * lints a one-line module as if it were saved at `at`, importing `imports`, and reads the boundary
 * findings: a violation added on purpose must fail the lint, an allowed import must not.
 */
// The probes exist only as text: the cycle check, which reads files from disk, is left to the real lint.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function boundaryFindings(at: string, imports: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as target from '${imports}';\nexport const used = target;\n`, {
    filePath: at,
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('architecture boundaries', () => {
  it.each([
    [
      'schemas/probe.ts',
      '../server/domain/pricing',
      'schemas/ imports nothing of ours but schemas/ (its step registry, schemas/steps/index.ts, included)',
    ],
    [
      'steps/personal-info/probe.tsx',
      '../contact-info/module',
      'No step kind folder imports another (a kind is deleted by deleting its folder)',
    ],
    [
      'steps/personal-info/probe.tsx',
      './server',
      "A step kind's browser files never import its server file (nor server code, a feature or the app)",
    ],
    ['server/domain/probe.ts', '../services/outbox-worker', 'server/domain imports only schemas/ and itself'],
    ['src/lib/probe.ts', '../../server/domain/pricing', 'The browser never imports server code'],
    ['widgets/probe.tsx', '../server/routes/cart', 'The browser never imports server code'],
    ['server/routes/probe.ts', '../../src/lib/api-client', 'The server never imports browser code'],
    ['src/components/probe.tsx', '../features/cart/CartPage', 'Shared components and helpers import no feature'],
    [
      'src/features/plans/probe.tsx',
      '../cart/CartPage',
      "A feature imports another only through that feature's index.ts",
    ],
  ])(
    '%s importing %s fails the lint',
    async (at, imports, message) => {
      expect(await boundaryFindings(at, imports)).toContain(message);
    },
    60_000,
  );

  it.each([
    ['schemas/probe.ts', './messages'],
    ['server/domain/probe.ts', '../../schemas/messages'],
    ['server/routes/probe.ts', '../domain/pricing'],
    ['src/features/cart/probe.tsx', '../../lib/api-client'],
    ['src/features/plans/probe.tsx', '../cart'],
    ['src/features/cart/probe.tsx', './CartPage'],
  ])(
    '%s importing %s is allowed',
    async (at, imports) => {
      expect(await boundaryFindings(at, imports)).toEqual([]);
    },
    60_000,
  );
});
