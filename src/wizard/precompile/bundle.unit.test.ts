import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { stepValidatorsPlugin } from './vite-plugin';

/**
 * security.md: no eval in the browser. The StepRenderer is bundled the way `vite build` bundles
 * it, and the output must hold the precompiled validators but no schema compiler (ajv's
 * `new Function`) and no eval.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'oe-wizard-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the built wizard bundle', () => {
  it('contains the precompiled step validators and no new Function or eval', async () => {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [stepValidatorsPlugin()],
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
    // The generated validators are in: they call the 'oe-*' formats by name.
    expect(js).toContain('oe-height-inches');
    expect(js).toContain('oe-zip');
    // No run-time compiler: ajv compiles through `new Function`, and its compile errors would be bundled with it.
    expect(js).not.toMatch(/new Function\s*\(/);
    expect(js).not.toMatch(/\beval\s*\(/);
    expect(js).not.toContain('schema with key or id');
  }, 120_000);
});
