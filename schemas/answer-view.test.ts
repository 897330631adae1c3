import { describe, expect, it } from 'vitest';
import { answerView, fileWords } from './answer-view';
import type { CarrierFieldDefinition } from './field-definition';

/**
 * How a carrier answer reads on the review, the receipt and the rep's view (decision 0310): a
 * repeating group one line per item with its fields' labels, an upload its files by name, type and
 * size (never anything but the reference), a masked answer nothing of its items or files.
 */

const PHYSICIANS = {
  label: 'Physicians seen',
  widget: 'group',
  schema: { type: 'array' },
  group: {
    item_label: 'Physician',
    fields: [
      { name: 'name', definition: { label: 'Name', widget: 'text', schema: { type: 'string' } } },
      { name: 'seen', definition: { label: 'Date last seen', widget: 'date', schema: { type: 'string' } } },
      {
        name: 'reason',
        definition: {
          label: 'Reason',
          widget: 'select',
          schema: { type: 'string' },
          options: [{ value: 'checkup', label: 'Check-up' }],
        },
      },
    ],
  },
} as unknown as CarrierFieldDefinition;

const PROOF = {
  label: 'Proof of prior coverage',
  widget: 'file',
  schema: { type: 'array' },
  file: { types: ['pdf', 'jpeg'], max_bytes: 5_000_000 },
} as unknown as CarrierFieldDefinition;

const ID = 'ab'.repeat(16);

describe('answerView', () => {
  it("writes a repeating group's items one line each, with their fields' labels and option labels", () => {
    const view = answerView(PHYSICIANS, [
      { name: 'Dr. Lee', seen: '01/03/2026', reason: 'checkup' },
      { name: 'Dr. Ng' },
      'not an item',
    ]);
    expect(view).toEqual({
      value: '2 physicians',
      items: [
        'Physician #1: Name: Dr. Lee; Date last seen: 01/03/2026; Reason: Check-up',
        'Physician #2: Name: Dr. Ng',
      ],
    });
  });

  it("lists an upload's files by name, type and size, and leaves out anything that is not a reference", () => {
    const file = { id: ID, name: 'coverage letter.pdf', size: 12_000, type: 'pdf', extra: 'x' };
    const view = answerView(PROOF, [file, { id: 'nope', name: 'x', size: 1, type: 'pdf' }]);
    expect(view).toEqual({
      value: 'coverage letter.pdf (PDF, 12 KB)',
      files: [{ id: ID, name: 'coverage letter.pdf', size: 12_000, type: 'pdf' }],
    });
    expect(fileWords({ id: ID, name: 'x-ray.jpg', size: 2 * 1024 * 1024, type: 'jpeg' })).toBe(
      'x-ray.jpg (JPEG, 2 MB)',
    );
  });

  it('says nothing of a masked list but that there is one; nothing for an empty list or a heading', () => {
    expect(answerView(PHYSICIANS, [{ name: 'Dr. Lee' }], true)).toEqual({ value: '******' });
    expect(answerView(PROOF, [{ id: ID, name: 'a.pdf', size: 1, type: 'pdf' }], true)).toEqual({ value: '******' });
    expect(answerView(PHYSICIANS, [])).toBeNull();
    expect(answerView({ label: 'Intro', widget: 'heading', schema: { type: 'string' } }, 'x')).toBeNull();
  });

  it('writes a single answer as before: an option by its label, yes/no in words, a sensitive one masked', () => {
    const select = {
      label: 'Reason',
      widget: 'select',
      schema: { type: 'string' },
      options: [{ value: 'C', label: 'COBRA' }],
    } as CarrierFieldDefinition;
    expect(answerView(select, 'C')).toEqual({ value: 'COBRA' });
    expect(answerView({ label: 'Smoker?', widget: 'yes_no', schema: { type: 'string' } }, 'yes')).toEqual({
      value: 'Yes',
    });
    expect(answerView({ label: 'Number', widget: 'text', schema: { type: 'string' } }, 'AB991234', true)).toEqual({
      value: '******1234',
    });
  });
});
