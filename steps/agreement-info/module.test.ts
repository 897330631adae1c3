import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgreementText } from '../../schemas/api/agreement';
import { MESSAGES } from '../../schemas/messages';
import { validateStepData } from '../../schemas/validate-step-data';
import {
  adjustAgreementDescriptors,
  agreementAcceptanceErrors,
  agreementInfoStep,
  resolveEprocess,
  verificationHeading,
} from './module';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const blankOr = (value: fc.Arbitrary<string>) => fc.oneof(fc.constantFrom(undefined, null, '', '   '), value);
const name = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
const payloadArb = fc.record({
  agent_name: blankOr(name),
  group_name: blankOr(name),
  user_name: blankOr(name),
  signature: blankOr(fc.constant(SIGNATURE)),
});

describe('resolveEprocess (002 section 4: agent_name, group_name, user_name, signature, in that order)', () => {
  it('picks the first filled of the four, for any combination', () => {
    fc.assert(
      fc.property(payloadArb, (p) => {
        const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
        const expected = filled(p.agent_name)
          ? 'rep'
          : filled(p.group_name)
            ? 'group'
            : filled(p.user_name)
              ? 'applicant'
              : filled(p.signature)
                ? 'sigapplicant'
                : null;
        expect(resolveEprocess(p)).toBe(expected);
      }),
    );
  });
  it('a later value never overrides an earlier one', () => {
    fc.assert(
      fc.property(name, payloadArb, (agent, rest) => {
        expect(resolveEprocess({ ...rest, agent_name: agent })).toBe('rep');
      }),
    );
  });
  it('headings by process', () => {
    expect(verificationHeading('rep')).toBe('Broker Verification');
    expect(verificationHeading('group')).toBe('Group Verification');
    expect(verificationHeading('applicant')).toBe('Applicant Verification');
    expect(verificationHeading('sigapplicant')).toBe('Applicant Verification');
    expect(verificationHeading(null)).toBe('Applicant Verification');
  });
});

// A type alias (not the interface), as the server's descriptors are: it fits validateStepData's descriptor type.
type Descriptor = { field_name: string; value: unknown; required: boolean; read_only: boolean; visible: boolean };
const d = (field_name: string, value: unknown, required = false, read_only = true): Descriptor => ({
  field_name,
  value,
  required,
  read_only,
  visible: true,
});
const descriptorsFor = (names: { agent_name?: string; group_name?: string; user_name?: string }) => [
  d('question_id', 1),
  d('question', 'Q?'),
  d('answer', null, true, false),
  d('agent_name', names.agent_name ?? null),
  d('group_name', names.group_name ?? null),
  d('user_name', names.user_name ?? null),
  d('date', '01/02/2031'),
  d('signature', null, false, false),
];
const byName = (list: Descriptor[]) => Object.fromEntries(list.map((x) => [x.field_name, x]));

describe('adjustAgreementDescriptors', () => {
  it('with no name to verify by, the pad is required and replaces the answer; empty names are hidden', () => {
    const out = byName(adjustAgreementDescriptors(descriptorsFor({})));
    expect(out.signature!.required).toBe(true);
    expect(out.answer!.required).toBe(false);
    expect(out.agent_name!.visible).toBe(false);
    expect(out.question_id!.visible).toBe(false);
    expect(out.question!.visible).toBe(true);
  });
  it('with no name to verify by, a carrier cannot hide the pad or make it read-only (its refusal needs a field)', () => {
    const list = descriptorsFor({}).map((x) => (x.field_name === 'signature' ? { ...x, visible: false } : x));
    const hidden = byName(adjustAgreementDescriptors(list));
    expect(hidden.signature).toMatchObject({ visible: true, read_only: false, required: true });
    const locked = list.map((x) => (x.field_name === 'signature' ? { ...x, visible: true, read_only: true } : x));
    expect(byName(adjustAgreementDescriptors(locked)).signature).toMatchObject({ visible: true, read_only: false });
    const left = descriptorsFor({}).filter((x) => x.field_name !== 'signature');
    expect(byName(adjustAgreementDescriptors(left)).signature).toMatchObject({ visible: true, required: true });
    // With a name to verify by, the carrier's rule stands.
    const rep = descriptorsFor({ agent_name: 'A' }).map((x) =>
      x.field_name === 'signature' ? { ...x, visible: false } : x,
    );
    expect(byName(adjustAgreementDescriptors(rep)).signature!.visible).toBe(false);
  });
  it("a rep's name keeps the answer required and the pad optional", () => {
    const out = byName(adjustAgreementDescriptors(descriptorsFor({ agent_name: 'Jordan Avery' })));
    expect(out.agent_name!.visible).toBe(true);
    expect(out.signature!.required).toBe(false);
    expect(out.answer!.required).toBe(true);
  });
  it('the browser and the server give the same verdict: an unsigned applicant fails on the signature only', () => {
    fc.assert(
      fc.property(
        payloadArb,
        fc.constantFrom({}, { agent_name: 'A' }, { group_name: 'G' }, { user_name: 'U' }),
        (p, names) => {
          const descriptors = adjustAgreementDescriptors(descriptorsFor(names));
          const data = { ...p, ...names, answer: 'Yes' };
          const errors = validateStepData(agreementInfoStep, descriptors, data);
          // Names come only from the server's descriptors; without one, only a signature passes.
          const unsigned =
            Object.keys(names).length === 0 && !(typeof p.signature === 'string' && p.signature.trim() !== '');
          expect(errors).toEqual(
            unsigned ? [{ target_element: 'signature', error_message: MESSAGES.signatureRequired }] : [],
          );
        },
      ),
    );
  });
  it('a signature that is not a PNG data URL is refused with the signature message', () => {
    const descriptors = adjustAgreementDescriptors(descriptorsFor({}));
    for (const signature of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
      'data:image/png;base64,<script>',
    ]) {
      expect(validateStepData(agreementInfoStep, descriptors, { signature })).toEqual([
        { target_element: 'signature', error_message: MESSAGES.signatureRequired },
      ]);
    }
  });
});

describe('agreementAcceptanceErrors', () => {
  const texts: AgreementText[] = [
    { id: 1, text_head: 'A', text_body: 'a', text_required: true },
    { id: 2, text_head: 'B', text_body: 'b', text_required: true },
    { id: 3, text_head: 'C', text_body: 'c', text_required: false },
  ];
  it("marks exactly the unchecked required texts 'This field is required.'", () => {
    fc.assert(
      fc.property(fc.subarray([1, 2, 3]), (accepted) => {
        const expected = [1, 2]
          .filter((id) => !accepted.includes(id))
          .map((id) => ({ target_element: `agreement_${id}`, error_message: MESSAGES.thisFieldRequired }));
        expect(agreementAcceptanceErrors(texts, accepted)).toEqual(expected);
      }),
    );
  });
});
