import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { mockApi, ok } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/**
 * The browser half of the form engine's expressions (issue 29): on a carrier's page, a calculated BMI
 * is drawn read-only and follows the answers it reads, its check refuses Next with its own message, a
 * field shows and becomes required by its conditions (one on another tab's answer, from the context
 * the server sent), all through the same schemas/expressions/ code the save runs.
 */

const ID = 'e'.repeat(32);
const TAB = 'custom_medical_history';
const number = (label: string) => ({ label, widget: 'number', schema: { type: 'number', minimum: 0, maximum: 2000 } });
const field = (field_name: string, definition: object, required = false) => ({
  field_name,
  value: null,
  required,
  read_only: false,
  visible: true,
  definition,
});

const DESCRIPTORS = [
  field('height_in', number('Height (inches)'), true),
  field('weight_lb', number('Weight (pounds)'), true),
  field('bmi', {
    ...number('BMI'),
    calculate: {
      round: [
        { '/': [{ '*': [703, { var: 'weight_lb' }] }, { '*': [{ var: 'height_in' }, { var: 'height_in' }] }] },
        1,
      ],
    },
    checks: [{ test: { '<': [{ var: 'bmi' }, 45] }, message: 'BMI must be below 45 to apply online' }],
  }),
  field('replacing', { label: 'Replacing coverage?', widget: 'yes_no', schema: { type: 'string' } }, true),
  field('prior_carrier', {
    label: 'Prior carrier',
    widget: 'text',
    schema: { type: 'string' },
    visible_if: { '===': [{ var: 'replacing' }, 'yes'] },
    required_if: { '===': [{ var: 'primary_info.marital_status' }, 'M'] },
    context: { 'primary_info.marital_status': 'M' },
  }),
];

beforeEach(() => localStorage.clear());

describe('expressions on a carrier page', () => {
  it('calculates, checks, shows and requires by condition, and sends what the server recomputes', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'get-dynamic-tabs': ok({
        result: [
          { tab_name: TAB, title: 'Medical history', required: true, order: 1 },
          { tab_name: 'review_info', required: true, order: 8 },
        ],
      }),
      'get-form-fields-custom': ok({ result: DESCRIPTORS }),
      'save-custom-step': ok({ message: 'Saved', saved_tab: TAB }),
      'save-screenshot': ok({ message: 'Saved' }),
    });
    renderWizardStep(ID, TAB, { 'review-confirm': 'Review' });
    const bmi = (await screen.findByLabelText(/BMI/)) as HTMLInputElement;
    expect(bmi.readOnly).toBe(true);
    expect(screen.queryByLabelText(/Prior carrier/)).toBeNull();
    await user.type(screen.getByLabelText(/Height/), '70');
    await user.type(screen.getByLabelText(/Weight/), '330');
    await waitFor(() => expect(bmi.value).toBe('47.3'));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const prior = await screen.findByLabelText(/Prior carrier/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('BMI must be below 45 to apply online')).toBeTruthy());
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(api.callsTo('save-custom-step')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Weight/));
    await user.type(screen.getByLabelText(/Weight/), '160');
    await waitFor(() => expect(bmi.value).toBe('23'));
    await user.type(prior, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-custom-step')).toHaveLength(1));
    expect(api.callsTo('save-custom-step')[0]!.body).toMatchObject({
      tab: TAB,
      height_in: 70,
      weight_lb: 160,
      bmi: 23,
      replacing: 'yes',
      prior_carrier: 'Acme',
    });
  });
});
