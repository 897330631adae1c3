import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { mockApi, ok } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/**
 * A section under a condition in the browser (issue 29, decision 0300): a carrier heading with
 * `visible_if` hides itself and the carrier fields after it up to the next heading while false, one
 * on the page's own answer and one on the context the server sent (applicant.age); the shared
 * validator asks the section's required field only while it is shown, and Next leaves a hidden
 * section's value out of the save.
 */

const ID = 'd'.repeat(32);
const TAB = 'custom_prior_coverage';
const field = (field_name: string, definition: object, required = false, value: unknown = null) => ({
  field_name,
  value,
  required,
  read_only: false,
  visible: true,
  definition,
});
const text = (label: string) => ({ label, widget: 'text', schema: { type: 'string' } });

const DESCRIPTORS = [
  field('replacing', { label: 'Replacing coverage?', widget: 'yes_no', schema: { type: 'string' } }, true),
  field('prior_heading', {
    label: 'Your prior coverage',
    widget: 'heading',
    schema: { type: 'string' },
    help: 'Tell us about the plan you are leaving.',
    visible_if: { '===': [{ var: 'replacing' }, 'yes'] },
  }),
  field('prior_carrier', text('Prior carrier'), true, 'Kept from a save'),
  field('other_heading', { label: 'Anything else', widget: 'heading', schema: { type: 'string' } }),
  field('notes', text('Notes')),
  field('over_40_heading', {
    label: 'Over 40',
    widget: 'heading',
    schema: { type: 'string' },
    visible_if: { '>': [{ var: 'applicant.age' }, 40] },
    context: { 'applicant.age': 36 },
  }),
  field('screening', text('Last screening'), true),
];

beforeEach(() => localStorage.clear());

describe('a section under a condition on a carrier page', () => {
  it('hides the heading and its fields while false, asks them while true, and saves none of a hidden one', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'get-dynamic-tabs': ok({
        result: [
          { tab_name: TAB, title: 'Prior coverage', required: true, order: 1 },
          { tab_name: 'review_info', required: true, order: 8 },
        ],
      }),
      'get-form-fields-custom': ok({ result: DESCRIPTORS }),
      'save-custom-step': ok({ message: 'Saved', saved_tab: TAB }),
      'save-screenshot': ok({ message: 'Saved' }),
    });
    renderWizardStep(ID, TAB, { 'review-confirm': 'Review' });
    await screen.findByRole('heading', { name: 'Anything else' });
    // Both conditional sections are hidden: replacing has no answer, the applicant is 36.
    expect(screen.queryByRole('heading', { name: 'Your prior coverage' })).toBeNull();
    expect(screen.queryByLabelText(/Prior carrier/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Over 40' })).toBeNull();
    expect(screen.queryByLabelText(/Last screening/)).toBeNull();
    expect(screen.getByLabelText(/Notes/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await screen.findByRole('heading', { name: 'Your prior coverage' });
    expect(screen.getByText('Tell us about the plan you are leaving.')).toBeTruthy();
    const prior = screen.getByLabelText(/Prior carrier/) as HTMLInputElement;
    await user.clear(prior);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy());
    expect(api.callsTo('save-custom-step')).toHaveLength(0);
    expect((await axe.run(document.querySelector('.oe-step-form') as HTMLElement)).violations.map((v) => v.id)).toEqual(
      [],
    );

    // No again: the section goes, its typed value is not sent, and the required field no longer blocks Next.
    await user.type(prior, 'Acme');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByLabelText(/Prior carrier/)).toBeNull());
    await user.type(screen.getByLabelText(/Notes/), 'Nothing');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-custom-step')).toHaveLength(1));
    expect(api.callsTo('save-custom-step')[0]!.body).toEqual({
      enrollment_id: ID,
      tab: TAB,
      replacing: 'no',
      notes: 'Nothing',
    });
  });
});
