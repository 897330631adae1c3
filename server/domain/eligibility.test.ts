import { describe, expect, it } from 'vitest';
import { PRICING_ERROR_MESSAGES } from '../../schemas/messages';
import { checkEligibility, PRICING_ERROR_CODES, SERVER_PRICING_MESSAGES, type PricingErrorCode } from './eligibility';
import { ATLANTA, demoPlan, TODAY } from '../../tests/helpers/demo-catalogue';

const codeOf = (r: ReturnType<typeof checkEligibility>) => (r.ok ? 'ok' : r.errorCode);

describe('checkEligibility on the demo catalogue', () => {
  it('accepts an everyday plan for a complete filter and resolves age, state and tier', () => {
    expect(checkEligibility(demoPlan(101), ATLANTA, TODAY)).toEqual({
      ok: true,
      age: 40,
      state: 'GA',
      tier: 'IO',
      tobacco: false,
    });
  });

  it('enrollmentIdError: basic details missing', () => {
    for (const missing of ['zip', 'dob', 'tier'] as const) {
      expect(codeOf(checkEligibility(demoPlan(101), { ...ATLANTA, [missing]: null }, TODAY)), missing).toBe(
        'enrollmentIdError',
      );
    }
  });

  it('changePid: 112 moves to 113 with its pid', () => {
    const r = checkEligibility(demoPlan(112), ATLANTA, TODAY);
    expect(r).toMatchObject({ ok: false, errorCode: 'changePid', pid: 113 });
  });

  it('portalError: plan not sold in the storefront (union plan 125 outside the employer portal)', () => {
    const r = checkEligibility(demoPlan(125), ATLANTA, TODAY, { soldInPortal: false });
    expect(r).toEqual({ ok: false, errorCode: 'portalError', message: SERVER_PRICING_MESSAGES.portalError });
  });

  it('stateError: 211 at zip 10001 (NY) but not at 30301', () => {
    const ny = checkEligibility(demoPlan(211), { ...ATLANTA, zip: '10001', state: null }, TODAY);
    expect(ny).toEqual({ ok: false, errorCode: 'stateError', message: PRICING_ERROR_MESSAGES.stateError });
    expect(codeOf(checkEligibility(demoPlan(211), ATLANTA, TODAY))).toBe('ok');
  });

  it('metError: a zip outside every known area', () => {
    expect(codeOf(checkEligibility(demoPlan(101), { ...ATLANTA, zip: '00000', state: null }, TODAY))).toBe('metError');
  });

  it('tierError: 103 has no Family tier', () => {
    const r = checkEligibility(demoPlan(103), { ...ATLANTA, tier: 'IF' }, TODAY);
    expect(r).toEqual({ ok: false, errorCode: 'tierError', message: PRICING_ERROR_MESSAGES.tierError });
    expect(codeOf(checkEligibility(demoPlan(103), { ...ATLANTA, tier: 'IC' }, TODAY))).toBe('ok');
  });

  it('ageError: 143 is for ages 18 to 35', () => {
    expect(codeOf(checkEligibility(demoPlan(143), ATLANTA, TODAY))).toBe('ageError');
    expect(codeOf(checkEligibility(demoPlan(143), { ...ATLANTA, dob: '1996-01-01' }, TODAY))).toBe('ok');
    expect(codeOf(checkEligibility(demoPlan(101), { ...ATLANTA, dob: '2010-01-01' }, TODAY))).toBe('ok');
  });

  it('planAgeError: 124 is for 65 and over, under-65 plans refuse a 70-year-old', () => {
    const young = checkEligibility(demoPlan(124), ATLANTA, TODAY);
    expect(young).toEqual({
      ok: false,
      errorCode: 'planAgeError',
      message: SERVER_PRICING_MESSAGES.planAgeError65Plus,
    });
    const senior = { ...ATLANTA, dob: '1956-01-01' };
    expect(codeOf(checkEligibility(demoPlan(124), senior, TODAY))).toBe('ok');
    expect(checkEligibility(demoPlan(121), senior, TODAY)).toMatchObject({
      errorCode: 'planAgeError',
      message: SERVER_PRICING_MESSAGES.planAgeErrorUnder65,
    });
  });

  it('smokerError: 131 is tobacco-rated and needs an answer', () => {
    expect(codeOf(checkEligibility(demoPlan(131), ATLANTA, TODAY))).toBe('smokerError');
    expect(checkEligibility(demoPlan(131), { ...ATLANTA, isSmoker: 1 }, TODAY)).toMatchObject({
      ok: true,
      tobacco: true,
    });
    expect(checkEligibility(demoPlan(131), { ...ATLANTA, isSmoker: 0 }, TODAY)).toMatchObject({
      ok: true,
      tobacco: false,
    });
    // A smoker answer does not make a plan that is not tobacco-rated use tobacco rates.
    expect(checkEligibility(demoPlan(101), { ...ATLANTA, isSmoker: 1 }, TODAY)).toMatchObject({
      ok: true,
      tobacco: false,
    });
  });

  it('salaryError: 181 needs an annual salary of at least its minimum', () => {
    expect(codeOf(checkEligibility(demoPlan(181), ATLANTA, TODAY))).toBe('salaryError');
    expect(codeOf(checkEligibility(demoPlan(181), { ...ATLANTA, annualIncode: 14_999 }, TODAY))).toBe('salaryError');
    expect(codeOf(checkEligibility(demoPlan(181), { ...ATLANTA, annualIncode: 52_000 }, TODAY))).toBe('ok');
  });

  it('hourError: 182 needs 30 or more working hours', () => {
    expect(codeOf(checkEligibility(demoPlan(182), ATLANTA, TODAY))).toBe('hourError');
    expect(codeOf(checkEligibility(demoPlan(182), { ...ATLANTA, workingHours: 29 }, TODAY))).toBe('hourError');
    expect(codeOf(checkEligibility(demoPlan(182), { ...ATLANTA, workingHours: 30 }, TODAY))).toBe('ok');
  });

  it('newQuestionsError: answers older than the current questions', () => {
    expect(codeOf(checkEligibility(demoPlan(191), ATLANTA, TODAY, { questionsChanged: true }))).toBe(
      'newQuestionsError',
    );
    expect(codeOf(checkEligibility(demoPlan(191), ATLANTA, TODAY, { questionsChanged: false }))).toBe('ok');
  });

  it('uses the fixed message of every code that has one and a server message otherwise', () => {
    const seen = new Set<PricingErrorCode>();
    const cases: Array<[number, object, object?]> = [
      [101, { zip: null }],
      [112, {}],
      [125, {}, { soldInPortal: false }],
      [101, { zip: '00000', state: null }],
      [211, { zip: '10001', state: null }],
      [124, {}],
      [143, {}],
      [103, { tier: 'IF' }],
      [131, {}],
      [181, {}],
      [182, {}],
      [191, {}, { questionsChanged: true }],
    ];
    for (const [id, patch, ctx] of cases) {
      const r = checkEligibility(demoPlan(id), { ...ATLANTA, ...patch }, TODAY, ctx);
      if (r.ok) throw new Error(`plan ${id} unexpectedly eligible`);
      seen.add(r.errorCode);
      const fixed = (PRICING_ERROR_MESSAGES as Record<string, string>)[r.errorCode];
      expect(r.message.length).toBeGreaterThan(0);
      if (fixed) expect(r.message).toBe(fixed);
    }
    expect([...seen].sort()).toEqual([...PRICING_ERROR_CODES].sort());
  });
});
