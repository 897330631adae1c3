import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPattern } from '../../schemas/pattern-engine';
import { getFormFields } from '../../src/wizard/api/get-form-fields';
import { mockApi, ok } from './mock-api';

/** A pattern whose RegExp backtracking doubles with each 'a' (40 of them would hold a tab for hours). */
const EXPLOSIVE = '^(a|a)*$';
const ANSWER = `${'a'.repeat(20)}!`;
/** A lookahead: RegExp reads it, RE2 cannot (the definition check never admits one), so it tells the engines apart. */
const LOOKAHEAD = '^(?=a)a$';

const descriptor = (pattern?: string) => ({
  field_name: 'member_code',
  value: null,
  required: false,
  read_only: false,
  visible: true,
  definition: { label: 'Member code', schema: { type: 'string', maxLength: 60, ...(pattern ? { pattern } : {}) } },
});

afterEach(() => vi.unstubAllGlobals());

describe('carrier patterns in the browser', () => {
  it('a step without a carrier pattern leaves the default engine', async () => {
    mockApi({ 'get-form-fields-custom': ok({ result: [descriptor()] }) });
    await getFormFields('custom', 'e'.repeat(32), undefined, { tab: 'custom_carrier' });
    // RegExp reads the lookahead: RE2 was not loaded for a step that has no pattern.
    expect(testPattern(LOOKAHEAD, 'a')).toBe(true);
  });

  it("a step naming a pattern loads RE2 first, so the server's engine judges it, in time linear in the answer", async () => {
    mockApi({ 'get-form-fields-custom': ok({ result: [descriptor(EXPLOSIVE)] }) });
    const fields = await getFormFields('custom', 'e'.repeat(32), undefined, { tab: 'custom_carrier' });
    expect(fields.result).toHaveLength(1);
    // The engine in place is RE2 (it cannot read a lookahead, so it matches nothing) ...
    expect(testPattern(LOOKAHEAD, 'a')).toBe(false);
    // ... which never backtracks, and gives RegExp's verdicts on the patterns a carrier may publish.
    expect(testPattern(EXPLOSIVE, ANSWER)).toBe(false);
    expect(testPattern(EXPLOSIVE, 'aaaa')).toBe(true);
    expect(testPattern('^[A-Z]{2}\\d{6}$', 'AB123456')).toBe(true);
  });
});
