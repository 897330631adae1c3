import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanPricingPanel } from '../../src/features/plan-detail/components/PlanPricingPanel';
import type { PlanPricingAnswer } from '../../src/features/plan-detail/api/get-plan-pricing-detail';
import { mockApi, ok } from './mock-api';

const TEMP_ID = 'e'.repeat(32);
const pricing: PlanPricingAnswer = {
  statusCode: 200,
  plans: [
    {
      pid: 191,
      ppid: 1914,
      plan_name: 'Sunfield Critical Illness 20k',
      tier: 'IF',
      tier_label: 'Family',
      price: 56.16,
      selected_plan: true,
    },
  ],
  errorCode: null,
  message: '',
  pid: 191,
  is_prudential_plan: false,
  needs_membership: false,
  admin_fee_included: false,
};
const question = {
  question_id: 1001,
  question_text: 'Has any applicant been hospitalized in the last 2 years?',
  question_sub_type: null,
  require_detail: false,
  options: [],
};

/** The panel's other reads: no Aflac questions, no salary or hour needs. */
const NOTHING_ELSE = {
  'get-aflac-questions': ok({ result: [] }),
  'plan-requirements/191': ok({
    is_salary_required: false,
    is_working_hours_required: false,
    min_working_hours: null,
    is_tobacco_rated: false,
  }),
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlanPricingPanel tempId={TEMP_ID} planId={191} pricing={pricing} prefix="" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('plan pricing panel', () => {
  it('offers no cart button until the plan questions are known, then asks them first', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    mockApi({
      'get-questions': () => new Promise((resolve) => (answer = resolve)),
      ...NOTHING_ELSE,
    });
    renderPanel();
    expect(screen.getByText('$56.16', { exact: false })).toBeTruthy();
    // The questions are still on their way: nothing to click that would skip them.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
    answer(ok({ result: [question], declined: false, error_message: null }));
    expect(await screen.findByRole('form', { name: 'Health Questions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
  });

  it('shows Add to Cart once the plan turns out to have nothing to answer', async () => {
    mockApi({
      'get-questions': { status: 204 },
      ...NOTHING_ELSE,
    });
    renderPanel();
    expect(await screen.findByRole('button', { name: /^Add to Cart/ })).toBeTruthy();
  });
});
