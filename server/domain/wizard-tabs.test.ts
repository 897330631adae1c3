import { describe, expect, it } from 'vitest';
import { dynamicTabs } from './wizard-tabs';

const tabs = [
  { tabName: 'contact_info', sort: 1, requiredByDefault: true },
  { tabName: 'primary_info', sort: 0, requiredByDefault: true },
  { tabName: 'beneficiary_info', sort: 3, requiredByDefault: false },
  { tabName: 'dependent_info', sort: 5, requiredByDefault: false },
];

describe('dynamicTabs', () => {
  it('requires default tabs and those the cart asks for, in order', () => {
    expect(dynamicTabs(tabs, ['beneficiary_info'], 'IO', ['dependent_info'])).toEqual([
      { tab_name: 'primary_info', required: true, order: 0 },
      { tab_name: 'contact_info', required: true, order: 1 },
      { tab_name: 'beneficiary_info', required: true, order: 3 },
      { tab_name: 'dependent_info', required: false, order: 5 },
    ]);
  });
  it('requires dependents for tiers beyond the member', () => {
    for (const tier of ['IS', 'IC', 'IF'])
      expect(
        dynamicTabs(tabs, [], tier, ['dependent_info']).find((t) => t.tab_name === 'dependent_info')?.required,
      ).toBe(true);
    expect(dynamicTabs(tabs, [], null, ['dependent_info']).find((t) => t.tab_name === 'dependent_info')?.required).toBe(
      false,
    );
  });
});
