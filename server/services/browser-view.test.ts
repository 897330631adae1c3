import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskForBrowser, openForBrowser } from './browser-view';
import { sealDocument, sealFields } from './step-crypto';

const key = randomBytes(32);
const health = {
  condition_questions: [{ question_id: 141, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma' }] }],
};

describe('openForBrowser', () => {
  it('masks SSNs at any depth: applicant, dependents, stashed spouse', () => {
    const stored = {
      dependents: [{ primary_info: sealFields({ first_name: 'Leo', ssn: '401223334' }, ['ssn'], key) }],
      stashed_spouse: { primary_info: sealFields({ first_name: 'Ana', ssn: '401223333' }, ['ssn'], key) },
    };
    expect(openForBrowser(stored, 'dependent_info', key, { healthAnswers: true })).toEqual({
      dependents: [{ primary_info: { first_name: 'Leo', ssn: '***-**-3334' } }],
      stashed_spouse: { primary_info: { first_name: 'Ana', ssn: '***-**-3333' } },
    });
    expect(
      openForBrowser(sealFields({ ssn: '123456789' }, ['ssn'], key), 'primary_info', key, { healthAnswers: true }),
    ).toEqual({ ssn: '***-**-6789' });
  });

  it('masks account and card numbers and drops vault tokens', () => {
    const payment = {
      payment_method: 'eft',
      routing_number: '021000021',
      account_number: '987654321012',
      account_token: 'tok_x',
      card_number: 'XXXXXXXX1111',
      card_token: 'tok_y',
    };
    expect(maskForBrowser(payment, { healthAnswers: true })).toEqual({
      payment_method: 'eft',
      routing_number: '021000021',
      account_number: 'XXXXXXXX1012',
      card_number: 'XXXXXXXX1111',
    });
  });

  it('answers health answers only when the session proves the enrollment', () => {
    const doc = sealDocument(health, key);
    expect(openForBrowser(doc, 'health_info', key, { healthAnswers: true })).toEqual(health);
    expect(openForBrowser(doc, 'health_info', key, { healthAnswers: false })).toEqual({
      condition_questions: [],
      answers_withheld: true,
    });
    const dependents = {
      dependents: [{ primary_info: { first_name: 'Leo' }, health_info: doc }],
      stashed_spouse: { primary_info: {}, health_info: doc },
    };
    expect(openForBrowser(dependents, 'dependent_info', key, { healthAnswers: false })).toEqual({
      dependents: [
        { primary_info: { first_name: 'Leo' }, health_info: { condition_questions: [], answers_withheld: true } },
      ],
      stashed_spouse: { primary_info: {}, health_info: { condition_questions: [], answers_withheld: true } },
    });
    expect(openForBrowser(dependents, 'dependent_info', key, { healthAnswers: true })).toMatchObject({
      dependents: [{ health_info: health }],
    });
  });

  it('answers null for nothing saved, withheld or not', () => {
    expect(openForBrowser(null, 'health_info', key, { healthAnswers: false })).toBeNull();
    expect(openForBrowser(null, 'primary_info', key, { healthAnswers: true })).toBeNull();
  });
});
