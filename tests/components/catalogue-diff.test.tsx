import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CatalogueReport } from '../../src/features/admin/api/catalogue';
import { CatalogueDiffView } from '../../src/features/admin/components/CatalogueDiffView';

type Diff = NonNullable<CatalogueReport['diff']>;

const diff: Diff = {
  carriers: { added: ['PCD'], changed: [] },
  plans: { added: [9101, 9102], changed: [{ id: 101, keys: ['planName', 'benefits'] }], retired: [9001] },
  agreementsChanged: true,
  singlePlanCategoriesChanged: false,
  areas: { added: [], changed: [], removed: [] },
  rates: {
    added: 8,
    removed: 0,
    changed: 3,
    unchanged: 1200,
    maxChangePercent: -12.5,
    maxChangeAt: { planId: 101, tier: 'IS', ageMin: 30, tobacco: false },
    plansWithChanges: 3,
  },
};

describe('the catalogue diff in the console', () => {
  it('names the plans added, changed (which attributes) and retired, and the rate changes with their size', async () => {
    const names = new Map([
      [9101, 'Pinecrest Basic'],
      [9102, 'Pinecrest Plus'],
      [101, 'Brightsmile Dental Basic'],
    ]);
    const { container } = render(<CatalogueDiffView diff={diff} names={names} />);
    expect(screen.getByText('Carriers added: PCD.')).toBeTruthy();
    const added = screen.getByRole('heading', { name: 'Plans added (2)' }).nextElementSibling as HTMLElement;
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pinecrest Basic (plan 9101)', 'Pinecrest Plus (plan 9102)']);
    expect(screen.getByText('Brightsmile Dental Basic (plan 101): planName, benefits')).toBeTruthy();
    // A retired plan the file no longer names is shown by its id.
    const retired = screen.getByRole('heading', { name: 'Plans retired (1)' }).nextElementSibling as HTMLElement;
    expect(retired.textContent).toBe('Plan 9001');
    expect(screen.getByText(/Agreement texts change\./)).toBeTruthy();
    const rates = screen.getByRole('heading', { name: 'Rate rows' }).nextElementSibling as HTMLElement;
    expect([...rates.querySelectorAll('dt')].map((c) => c.textContent)).toEqual([
      'Added',
      'Changed',
      'Removed',
      'Unchanged',
      'Plans with changes',
    ]);
    expect([...rates.querySelectorAll('dd')].map((c) => c.textContent)).toEqual(['8', '3', '0', '1,200', '3']);
    expect(
      screen.getByText(
        /Largest price change: -12\.5% \(Brightsmile Dental Basic \(plan 101\), \+ spouse, from age 30\)/,
      ),
    ).toBeTruthy();
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
  });

  it('says nothing of a price change when no rate changes', () => {
    const same: Diff = { ...diff, rates: { ...diff.rates!, changed: 0, maxChangePercent: 0, maxChangeAt: null } };
    render(<CatalogueDiffView diff={same} names={new Map()} />);
    expect(screen.queryByText(/Largest price change/)).toBeNull();
    expect(screen.getByText('Plan 9101')).toBeTruthy();
  });
});
