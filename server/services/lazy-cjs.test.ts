import { describe, expect, it } from 'vitest';
import { cjsNamespace } from './lazy-cjs';

describe('cjsNamespace', () => {
  const pkg = { PDFDocument: { create: () => 'doc' } };

  it('takes the named exports as they are (tsx, Node)', () => {
    expect(cjsNamespace(pkg, 'PDFDocument')).toBe(pkg);
  });

  it('takes module.exports from a bundled chunk whose only export is default', () => {
    expect(cjsNamespace({ default: pkg } as typeof pkg | { default: typeof pkg }, 'PDFDocument')).toBe(pkg);
  });

  it('names the missing export instead of failing later on undefined', () => {
    expect(() => cjsNamespace({ default: {} } as unknown as typeof pkg, 'PDFDocument')).toThrow(/PDFDocument/);
  });
});
