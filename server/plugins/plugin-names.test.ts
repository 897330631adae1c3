import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * fastify-plugin names a plugin whose function has no name from a stack trace it throws while the
 * module loads. Under `node --enable-source-maps` (npm start) the first stack read parses the
 * bundle's whole source map: about a quarter of the start's CPU. Every plugin here is a named function.
 */
describe('fastify plugins', () => {
  it('are named functions, so wrapping them reads no stack trace', async () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const plugins: Array<[string, unknown]> = [];
    for (const file of files) {
      const exports = (await import(`./${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value === 'function' && DISPLAY_NAME in value) plugins.push([`${file}: ${name}`, value.name]);
      }
    }
    expect(plugins.length).toBeGreaterThanOrEqual(6);
    for (const [where, name] of plugins) expect(name, where).not.toBe('');
  });
});
