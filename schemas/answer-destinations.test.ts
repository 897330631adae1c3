import { describe, expect, it } from 'vitest';
import { DESTINATION_MESSAGES, destinationSetProblems } from './answer-destinations';

const rule = (tab: string, destination: string) => ({
  tab,
  field_name: 'prior_carrier',
  scope: 'carrier',
  definition: { label: 'Prior carrier', widget: 'text', destination, column: 'Prior carrier' },
});

describe('destinationSetProblems: answers asked per person', () => {
  it("refuses a destination on the people lists' rules tabs (beneficiaries, and dependents by their rules tab)", () => {
    for (const tab of ['beneficiary_info', 'dependent_primary_info'])
      expect(destinationSetProblems([rule(tab, 'census')])).toEqual([
        { target_element: `${tab}.prior_carrier.destination`, error_message: DESTINATION_MESSAGES.peopleList },
      ]);
  });

  it("takes one person's step or a carrier's page as it is", () => {
    expect(destinationSetProblems([rule('employer_info', 'census')])).toEqual([]);
    expect(destinationSetProblems([rule('custom_history', 'census')])).toEqual([]);
  });
});
