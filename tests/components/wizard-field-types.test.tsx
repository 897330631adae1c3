import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/**
 * The questionnaire field types in the browser (issue 29): a heading whose text holds a link and
 * bold drawn as elements (an unsafe link stays text), and a repeating group drawn by the people
 * lists' machinery: + Add opens one item's form, the item's own condition asks its follow-up, the
 * shared validator refuses an item and the page (too few items), and Next sends the items. And a
 * document upload: each chosen file stored through upload-document at once, a file over the size
 * refused before it is sent, the server's refusal of its contents shown, Next sending the references.
 */

const ID = 'f'.repeat(32);
const TAB = 'custom_physicians';
const field = (field_name: string, definition: object, required = false, value: unknown = null) => ({
  field_name,
  value,
  required,
  read_only: false,
  visible: true,
  definition,
});

const GROUP = {
  label: 'Physicians seen',
  widget: 'group',
  schema: { type: 'array' },
  help: 'Everyone you saw in the **last 5 years**.',
  group: {
    item_label: 'Physician',
    min_items: 1,
    max_items: 2,
    fields: [
      { name: 'name', required: true, definition: { label: 'Name', widget: 'text', schema: { type: 'string' } } },
      {
        name: 'reason',
        required: true,
        definition: {
          label: 'Reason',
          widget: 'select',
          schema: { type: 'string' },
          options: [
            { value: 'checkup', label: 'Check-up' },
            { value: 'other', label: 'Other' },
          ],
        },
      },
      {
        name: 'reason_detail',
        required: true,
        definition: {
          label: 'Which reason?',
          widget: 'text',
          schema: { type: 'string' },
          visible_if: { '===': [{ var: 'reason' }, 'other'] },
        },
      },
    ],
  },
};

const DESCRIPTORS = [
  field('intro', {
    label: 'Your physicians',
    widget: 'heading',
    schema: { type: 'string' },
    help: 'Read our [privacy notice](https://example.com/privacy) and **sign** below.\n\n- one\n- [bad](javascript:alert(1))',
  }),
  field('physicians', GROUP),
  field('notes', {
    label: 'Notes',
    widget: 'text',
    schema: { type: 'string' },
    help: 'Call tel:+1 or mail [us](mailto:a@example.com)',
  }),
];

beforeEach(() => localStorage.clear());

describe('questionnaire field types on a carrier page', () => {
  it('draws a heading with safe links, edits a repeating group item by item, and sends the items', async () => {
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
    const heading = await screen.findByRole('heading', { name: 'Your physicians' });
    const section = heading.parentElement as HTMLElement;
    expect(within(section).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    );
    expect(within(section).getByText('sign').tagName).toBe('STRONG');
    // The javascript: link is left as text, never an anchor.
    expect(within(section).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(within(section).getByText(/\[bad\]\(javascript:alert\(1\)\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'us' }).getAttribute('href')).toBe('mailto:a@example.com');
    expect(screen.getByText('last 5 years').tagName).toBe('STRONG');

    // Next with no item: the group's least number, from the shared validator.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Physicians seen: add at least 1 (Physician)')).toBeTruthy());
    expect(api.callsTo('save-custom-step')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '+ Add Physician' }));
    const form = screen.getByRole('region', { name: 'Physician #1' });
    expect(within(form).queryByLabelText(/Which reason/)).toBeNull();
    await user.type(within(form).getByLabelText(/Name/), ' Dr. Lee ');
    await user.selectOptions(within(form).getByLabelText(/Reason/), 'Other');
    const detail = await within(form).findByLabelText(/Which reason/);
    await user.click(within(form).getByRole('button', { name: 'Save Physician #1' }));
    await waitFor(() => expect(within(form).getByText('Field is required')).toBeTruthy());
    await user.type(detail, 'Allergy');
    await user.click(within(form).getByRole('button', { name: 'Save Physician #1' }));
    await waitFor(() => expect(screen.getByText('Physician #1: Dr. Lee')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Physician #1' })).toBeNull();

    // The step's form with its heading, help links and the group's list (the page landmarks are the layout's).
    const step = document.querySelector('.oe-step-form') as HTMLElement;
    expect((await axe.run(step)).violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-custom-step')).toHaveLength(1));
    expect(api.callsTo('save-custom-step')[0]!.body).toEqual({
      enrollment_id: ID,
      tab: TAB,
      physicians: [{ name: 'Dr. Lee', reason: 'other', reason_detail: 'Allergy' }],
    });
  });

  it('shows saved items, edits and deletes one, and holds + Add at the most items', async () => {
    const user = userEvent.setup();
    const saved = [
      { name: 'Dr. Lee', reason: 'checkup' },
      { name: 'Dr. Ng', reason: 'checkup' },
    ];
    mockApi({
      'get-dynamic-tabs': ok({ result: [{ tab_name: TAB, title: 'Medical history', required: true, order: 1 }] }),
      'get-form-fields-custom': ok({ result: [field('physicians', GROUP, false, saved)] }),
    });
    renderWizardStep(ID, TAB, {});
    await screen.findByText('Physician #2: Dr. Ng');
    expect(screen.queryByRole('button', { name: '+ Add Physician' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Physician #1: Dr. Lee' }));
    const form = screen.getByRole('region', { name: 'Physician #1' });
    expect((within(form).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Dr. Lee');
    await user.clear(within(form).getByLabelText(/Name/));
    await user.type(within(form).getByLabelText(/Name/), 'Dr. Park');
    await user.click(within(form).getByRole('button', { name: 'Save Physician #1' }));
    await screen.findByText('Physician #1: Dr. Park');
    await user.click(screen.getByRole('button', { name: 'Delete Physician #2: Dr. Ng' }));
    expect(screen.queryByText(/Dr\. Ng/)).toBeNull();
    expect(screen.getByRole('button', { name: '+ Add Physician' })).toBeTruthy();
  });

  it('uploads each chosen file, refuses one over the size here and one the server refuses, and sends the references', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const ref = { id: 'b'.repeat(32), name: 'letter.pdf', size: 12, type: 'pdf' };
    let uploads = 0;
    const api = mockApi({
      'get-dynamic-tabs': ok({
        result: [
          { tab_name: TAB, title: 'Medical history', required: true, order: 1 },
          { tab_name: 'review_info', required: true, order: 8 },
        ],
      }),
      'get-form-fields-custom': ok({
        result: [
          field(
            'proof',
            {
              label: 'Proof of prior coverage',
              widget: 'file',
              schema: { type: 'array' },
              file: { types: ['pdf', 'jpeg'], max_bytes: 1000, max_files: 2 },
            },
            true,
          ),
        ],
      }),
      'upload-document': () =>
        ++uploads === 1
          ? ok({ file: ref })
          : fail(400, [
              {
                target_element: 'proof',
                error_message: 'scan.pdf is not a PDF or JPEG file (its contents were checked, not its name)',
              },
            ]),
      'save-custom-step': ok({ message: 'Saved', saved_tab: TAB }),
      'save-screenshot': ok({ message: 'Saved' }),
    });
    renderWizardStep(ID, TAB, { 'review-confirm': 'Review' });
    const group = await screen.findByRole('group', { name: /Proof of prior coverage/ });
    expect(within(group).getByText('PDF, JPEG, up to 1 KB each, at most 2 files.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Field is required')).toBeTruthy());

    const input = group.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('application/pdf,image/jpeg');
    await user.upload(input, new File(['x'.repeat(2000)], 'huge.pdf', { type: 'application/pdf' }));
    expect(await within(group).findByText('huge.pdf is larger than 1 KB')).toBeTruthy();
    expect(api.callsTo('upload-document')).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.7 ok'], 'letter.pdf', { type: 'application/pdf' }));
    expect(await within(group).findByText('letter.pdf')).toBeTruthy();
    const sent = api.callsTo('upload-document')[0]!;
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ enrollment_id: ID, tab: TAB, field: 'proof' });

    const again = group.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(again, new File(['PNG'], 'scan.pdf', { type: 'application/pdf' }));
    expect(
      await within(group).findByText('scan.pdf is not a PDF or JPEG file (its contents were checked, not its name)'),
    ).toBeTruthy();

    const step = document.querySelector('.oe-step-form') as HTMLElement;
    expect((await axe.run(step)).violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-custom-step')).toHaveLength(1));
    expect(api.callsTo('save-custom-step')[0]!.body).toEqual({ enrollment_id: ID, tab: TAB, proof: [ref] });
  });
});
