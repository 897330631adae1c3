import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactDescriptors } from '../../stories/fixtures/wizard';
import { mockApi, ok } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/**
 * Layout by configuration (issue 29): on a built-in step a carrier's fields are drawn among the step's
 * own fields where the server's order (their sort) puts them, not after them all; a follow-up is drawn
 * directly under its question, in a cell of the grid's whole width.
 */

const ID = 'f'.repeat(32);
const carrier = (field_name: string, definition: Record<string, unknown>) => ({
  field_name,
  value: null,
  // Required: this step draws only its required fields.
  required: true,
  read_only: false,
  visible: true,
  definition: { widget: 'text', schema: { type: 'string' }, ...definition },
});
// The server lists by sort: the carrier's question after the city, its follow-up after the e-mail.
const [address1, city, ...rest] = contactDescriptors.filter((d) => d.field_name !== 'address2');
const DESCRIPTORS = [
  address1,
  city,
  carrier('mailing_same', { label: 'Is your mailing address the same?', widget: 'yes_no' }),
  ...rest,
  carrier('mailing_address', {
    label: 'Mailing address',
    visible_if: { '===': [{ var: 'mailing_same' }, 'no'] },
  }),
];

beforeEach(() => localStorage.clear());

describe("a built-in step's layout with a carrier's fields", () => {
  it('draws a carrier question by its sort and its follow-up directly under it, full width', async () => {
    const user = userEvent.setup();
    mockApi({
      'get-dynamic-tabs': ok({
        result: [
          { tab_name: 'contact_info', required: true, order: 1 },
          { tab_name: 'review_info', required: true, order: 2 },
        ],
      }),
      'get-form-fields-contact-info': ok({ result: DESCRIPTORS }),
      'save-contact-info': ok({ message: 'Saved', saved_tab: 'contact_info' }),
      'save-screenshot': ok({ message: 'Saved' }),
    });
    renderWizardStep(ID, 'contact-info', { 'review-confirm': 'Review' });
    await screen.findByText(/Is your mailing address the same/);
    const drawn = () => [...document.querySelectorAll('[data-field]')].map((el) => el.getAttribute('data-field'));
    const at = (name: string) => drawn().indexOf(name);
    expect(at('mailing_same')).toBe(at('city') + 1);
    expect(at('mailing_same')).toBeLessThan(at('state'));
    expect(drawn()).not.toContain('mailing_address');

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await screen.findByLabelText(/Mailing address/);
    expect(at('mailing_address')).toBe(at('mailing_same') + 1);
    const followUp = document.querySelector('[data-field="mailing_address"]')!;
    expect(followUp.classList.contains('oe-field--follow-up')).toBe(true);
    expect(followUp.classList.contains('oe-field--full')).toBe(true);
    expect(followUp.parentElement?.classList.contains('oe-step-grid__cell')).toBe(true);
  });
});
