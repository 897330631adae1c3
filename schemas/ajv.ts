import Ajv, { _, Name, type Code } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { FORMATS } from './formats';

/**
 * The one ajv configuration of the project (server routes and build-time standalone validators).
 * Only the 'oe-*' formats of schemas/formats.ts are registered, never ajv-formats: ajv-formats sets
 * its own `code.formats` reference, and a standalone module can reference one formats object only.
 */

const BASE_OPTIONS = { allErrors: true, strict: false, formats: FORMATS } as const;

/** Where the generated module finds FORMATS: an import specifier as seen from the generated file. */
export interface StandaloneTarget {
  /** e.g. '../../schemas/formats' or '/abs/path/schemas/formats.ts'; must export FORMATS. */
  formatsModule: string;
  /** ES module output (default) or CommonJS. */
  esm?: boolean;
}

/** A new Ajv 8 instance (allErrors, strict off) with the 'oe-*' formats registered. */
export function createAjv(): Ajv {
  return new Ajv({ ...BASE_OPTIONS });
}

// The identifier the ES module header binds FORMATS to; ajv's own names (validate10, formats0,
// func2, ...) never take this shape.
const ESM_FORMATS_BINDING = 'oeFormats';

/**
 * ajv's `code.formats`: code that evaluates to the FORMATS object inside the generated module. ajv
 * emits `<code>["oe-zip"]` for each format a schema uses (ajv docs, standalone.md).
 */
function formatsCode(target: StandaloneTarget): Code {
  return target.esm === false ? _`require(${target.formatsModule}).FORMATS` : _`${new Name(ESM_FORMATS_BINDING)}`;
}

// createAjv's options plus code generation; private because ES output needs standaloneModule's header.
function createStandaloneAjv(target: StandaloneTarget): Ajv {
  const esm = target.esm !== false;
  return new Ajv({ ...BASE_OPTIONS, code: { source: true, esm, formats: formatsCode(target) } });
}

// ajv's generated code requires this runtime helper for minLength/maxLength even in ES module
// output; an ES module (and the browser) has no `require`, so the helper is inlined instead. It
// counts code points, exactly like ajv's ucs2length.
const UCS2_REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';
const UCS2_INLINE = 'oeUcs2length';
const UCS2_HELPER = `const ${UCS2_INLINE} = (s) => [...s].length;`;

/** Generates one module exporting a precompiled validator per schema (export name -> schema). */
export function standaloneModule(schemas: Readonly<Record<string, object>>, target: StandaloneTarget): string {
  const ajv = createStandaloneAjv(target);
  const refs: Record<string, string> = {};
  for (const [exportName, schema] of Object.entries(schemas)) {
    ajv.addSchema(schema, exportName);
    refs[exportName] = exportName;
  }
  const code = standaloneCode(ajv, refs);
  if (target.esm === false) return code;
  const body = code.split(UCS2_REQUIRE).join(UCS2_INLINE);
  const leftover = /require\("[^"]+"\)/.exec(body);
  // Fail the build, not the browser: any other runtime helper needs the same treatment as ucs2length.
  if (leftover) throw new Error(`standaloneModule: ES module output still contains ${leftover[0]}`);
  const header = `import { FORMATS as ${ESM_FORMATS_BINDING} } from ${JSON.stringify(target.formatsModule)};\n${UCS2_HELPER}\n`;
  return header + body;
}
