import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * security.md: no eval in the browser. The StepRenderer is bundled the way `vite build` bundles it:
 * its validator is validateStepData (the server's), so the output holds no ajv at all, neither a
 * schema compiler (`new Function`) nor generated validators.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'oe-wizard-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the built wizard bundle', () => {
  it('validates with validateStepData: no ajv, no new Function, no eval', async () => {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(root, 'src/wizard/StepRenderer.tsx'), formats: ['es'], fileName: 'wizard' },
        rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
      },
    });
    const js = readdirSync(outDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(outDir, f), 'utf8'))
      .join('\n');
    // The step modules' messages are in (validateStepData with the catalogue).
    expect(js).toContain('Field is required');
    expect(js).not.toMatch(/new Function\s*\(/);
    expect(js).not.toMatch(/\beval\s*\(/);
    // Neither ajv's compiler nor its generated code (instancePath is in every ajv error it builds).
    expect(js).not.toContain('schema with key or id');
    expect(js).not.toContain('instancePath');
  }, 120_000);
});
