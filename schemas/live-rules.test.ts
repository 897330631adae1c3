import { describe, expect, it } from 'vitest';
import { liveRuleErrors, liveRuleMessages } from './live-rules';
import { MESSAGES } from './messages';
import { STEPS } from './steps';

describe('live rules', () => {
  it('the retired employment status fails live on the employer step, other statuses pass', () => {
    expect(liveRuleErrors(STEPS.employer_info, { employment_status: 'R' })).toEqual([
      { target_element: 'employment_status', error_message: MESSAGES.retiredEmployer },
    ]);
    expect(liveRuleMessages(STEPS.employer_info, { employment_status: 'R' })).toEqual({
      employment_status: MESSAGES.retiredEmployer,
    });
    expect(liveRuleErrors(STEPS.employer_info, { employment_status: 'A' })).toEqual([]);
  });

  it('every live rule is also a submit rule, so the server enforces what the browser blocks', () => {
    for (const step of Object.values(STEPS))
      for (const rule of step.liveRules ?? []) expect(step.rules).toContain(rule);
  });

  it('steps without live rules never block', () => {
    expect(liveRuleErrors(STEPS.primary_info, { employment_status: 'R' })).toEqual([]);
  });
});
