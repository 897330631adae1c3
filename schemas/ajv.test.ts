import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createAjv, standaloneModule } from './ajv';
import { FORMATS } from './formats';

const schema = {
  type: 'object',
  required: ['zip', 'ssn'],
  properties: {
    zip: { type: 'string', format: 'oe-zip' },
    ssn: { type: 'string', format: 'oe-ssn' },
    city: { type: 'string', maxLength: 5 },
  },
} as const;

const valid = { zip: '30301', ssn: '123456789', city: 'Rome' };
const badZip = { zip: '3030', ssn: '123-45-6789' };
// maxLength counts code points: five emoji are five characters, not ten.
const emojiCity = { zip: '30301', ssn: '123456789', city: '\u{1F600}'.repeat(5) };
const longCity = { zip: '30301', ssn: '123456789', city: 'Athens' };

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string }[] | null };

// The ES module goes to the system temp folder (vitest transforms it and resolves the .ts import);
// the CommonJS one is loaded by plain Node, so it sits where `require("ajv/...")` resolves.
const dir = mkdtempSync(join(tmpdir(), 'oe-standalone-'));
const cacheRoot = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
mkdirSync(cacheRoot, { recursive: true });
const cjsDir = mkdtempSync(join(cacheRoot, 'oe-standalone-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(cjsDir, { recursive: true, force: true });
});

function expectVerdicts(validate: Validate): void {
  expect(validate(valid)).toBe(true);
  expect(validate(badZip)).toBe(false);
  expect(validate.errors?.map((e) => e.instancePath)).toEqual(['/zip']);
  expect(validate(emojiCity)).toBe(true);
  expect(validate(longCity)).toBe(false);
}

describe('createAjv', () => {
  it('registers every oe-* format and reports all errors', () => {
    const ajv = createAjv();
    for (const name of Object.keys(FORMATS)) expect(ajv.formats[name]).toBe(FORMATS[name as keyof typeof FORMATS]);
    const validate = ajv.compile(schema);
    expect(validate({ zip: 'x', ssn: 'y' })).toBe(false);
    expect(validate.errors).toHaveLength(2);
    expectVerdicts(validate);
  });
});

describe('standaloneModule', () => {
  it('generates an ES module that imports FORMATS, needs no eval and no require, and validates', async () => {
    const formatsModule = fileURLToPath(new URL('./formats.ts', import.meta.url));
    const code = standaloneModule({ contactInfo: schema }, { formatsModule });
    expect(code).toContain(`import { FORMATS as oeFormats } from ${JSON.stringify(formatsModule)}`);
    expect(code).toContain('oeFormats["oe-zip"]');
    expect(code).toContain('oeFormats["oe-ssn"]');
    expect(code).not.toMatch(/require\(|new Function|eval\(/);
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, code);
    const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { contactInfo: Validate };
    expectVerdicts(mod.contactInfo);
  });

  it('generates a CommonJS module whose formats come from require(formatsModule).FORMATS', () => {
    // Plain Node cannot require a .ts file, so a CommonJS shim hands over the very same FORMATS object.
    const shim = join(cjsDir, 'formats-shim.cjs');
    writeFileSync(shim, 'module.exports = { FORMATS: globalThis.__oeFormatsForTest };');
    (globalThis as Record<string, unknown>).__oeFormatsForTest = FORMATS;
    const code = standaloneModule({ contactInfo: schema }, { formatsModule: './formats-shim.cjs', esm: false });
    expect(code).toContain('require("./formats-shim.cjs").FORMATS["oe-zip"]');
    const file = join(cjsDir, 'validators.cjs');
    writeFileSync(file, code);
    const mod = createRequire(import.meta.url)(file) as { contactInfo: Validate };
    expectVerdicts(mod.contactInfo);
  });

  it('refuses ES module output that would still need a runtime require', () => {
    const uniqueItems = { type: 'array', uniqueItems: true, items: { type: 'object' } };
    expect(() => standaloneModule({ list: uniqueItems }, { formatsModule: './formats' })).toThrow(/require/);
  });
});
