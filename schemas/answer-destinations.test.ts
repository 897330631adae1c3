import { describe, expect, it } from 'vitest';
import { DESTINATION_MESSAGES, destinationProblems, destinationSetProblems } from './answer-destinations';

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

describe('destinationProblems: lists and uploads stay out of the files (decisions 0270, 0310)', () => {
  it('refuses the 834 or the census for a repeating group, an upload and a heading, and takes a single answer', () => {
    for (const widget of ['group', 'file', 'heading'])
      for (const to of [
        { destination: '834', category: 'PHYSICIANS' },
        { destination: 'census', column: 'Physicians' },
      ])
        expect(destinationProblems({ label: 'X', widget, ...to }, 'rules[0].definition')).toEqual([
          { target_element: 'rules[0].definition.destination', error_message: DESTINATION_MESSAGES.oneValue(widget) },
        ]);
    expect(destinationProblems({ label: 'X', widget: 'date', destination: '834', category: 'PRIOR END' }, 'r')).toEqual(
      [],
    );
  });
});
