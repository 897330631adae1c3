import type { AgreementText } from '../../schemas/api/agreement';
import type { NormalizedDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { isEmptyValue } from '../../schemas/field-values';
import { MESSAGES } from '../../schemas/messages';
import { SIGNATURE_MAX_CHARS, SIGNATURE_PATTERN } from '../../schemas/signature';
import { defineStep, type StepRuleContext } from '../../schemas/step-definition';
import type { StepModule } from '../../schemas/steps/step-module';

/**
 * Agreement & Signature (002 sections 2-9): tab agreement_info, saved as aggrement_info. The
 * verification fields are read-only values of the server (the rep's or group's name and code, the
 * signed-in member's name, today's date); the applicant answers the question or signs the pad.
 */

export type Eprocess = 'rep' | 'group' | 'applicant' | 'sigapplicant';

/** The question the verification section asks (one for every process). */
export const VERIFICATION_QUESTION = {
  id: 1,
  text: 'Has the applicant reviewed the selected plans, their prices and the agreements above, and do they wish to enroll?',
} as const;

const readOnlyText = (label: string, maxLength = 200) => ({ label, schema: { type: 'string', maxLength } }) as const;

export const agreementInfoStep = defineStep({
  id: 'agreement_info',
  fields: {
    question_id: { label: 'Question Id', schema: { type: 'integer', minimum: 1 } },
    // A long question wraps instead of being cut off on a phone.
    question: { ...readOnlyText('Verification Question', 1000), widget: 'textarea' },
    answer: { label: 'Verify Answer', schema: { type: 'string', maxLength: 500 } },
    verification_code: readOnlyText('Verification Code', 40),
    agent_name: readOnlyText('Broker Name'),
    user_name: readOnlyText('Applicant Name'),
    group_name: readOnlyText('Group Name'),
    date: { label: 'Date', schema: { type: 'string', format: 'oe-date', maxLength: 10 }, widget: 'date' },
    agent_code: readOnlyText('Broker Code', 40),
    group_code: readOnlyText('Group Code', 40),
    signature: {
      label: 'Signature',
      schema: { type: 'string', pattern: SIGNATURE_PATTERN, maxLength: SIGNATURE_MAX_CHARS },
      widget: 'signature',
      messages: { required: MESSAGES.signatureRequired, invalid: MESSAGES.signatureRequired },
    },
    // Never a descriptor: the server stores the resolved process, and the review card names it with this label.
    eprocess: {
      label: 'Verified by',
      schema: {
        type: 'string',
        oneOf: [
          { const: 'rep', title: 'Broker' },
          { const: 'group', title: 'Group' },
          { const: 'applicant', title: 'Applicant' },
          { const: 'sigapplicant', title: 'Applicant signature' },
        ],
      },
    },
  },
  order: [
    'question_id',
    'question',
    'answer',
    'verification_code',
    'agent_name',
    'group_name',
    'user_name',
    'date',
    'agent_code',
    'group_code',
    'signature',
  ],
  rules: [signatureRule],
});

const filled = (payload: Readonly<Record<string, unknown>>, name: string) =>
  !isEmptyValue(payload[name]) && String(payload[name]).trim() !== '';

/**
 * The process a save is sent with (002 section 4): agent_name gives rep, else group_name group,
 * else user_name applicant, else a signature sigapplicant; null when none is there (an unsigned pad).
 */
export function resolveEprocess(payload: Readonly<Record<string, unknown>>): Eprocess | null {
  if (filled(payload, 'agent_name')) return 'rep';
  if (filled(payload, 'group_name')) return 'group';
  if (filled(payload, 'user_name')) return 'applicant';
  if (filled(payload, 'signature')) return 'sigapplicant';
  return null;
}

/** 'Broker Verification', 'Group Verification' or 'Applicant Verification' by process. */
export function verificationHeading(eprocess: Eprocess | null): string {
  if (eprocess === 'rep') return 'Broker Verification';
  if (eprocess === 'group') return 'Group Verification';
  return 'Applicant Verification';
}

/** 'A sigapplicant with an empty pad shows a signature error', unless the required check already says so. */
function signatureRule(payload: Readonly<Record<string, unknown>>, ctx: StepRuleContext): FieldError[] {
  if (resolveEprocess(payload) !== null) return [];
  const descriptor = ctx.descriptors.find((d) => d.field_name === 'signature');
  if (descriptor?.required) return [];
  return [{ target_element: 'signature', error_message: MESSAGES.signatureRequired }];
}

/** Read-only fields the section shows only when the server filled them (the process's own names and codes). */
const HIDDEN_WHEN_EMPTY = new Set([
  'verification_code',
  'agent_name',
  'agent_code',
  'group_name',
  'group_code',
  'user_name',
]);

/**
 * The descriptors as this enrollment's process needs them, from their server values: question_id
 * travels unseen; empty read-only names and codes are not shown; with no name to verify by, the
 * pad must be signed, and a required signature replaces the answer ('If the signature is required,
 * go straight to submit', 002 section 4). The pad is then the only way to sign: a carrier's rule
 * cannot hide it or make it read-only (the signature's refusal would have no field to show under,
 * and the step could never be saved), nor leave it out.
 */
export function adjustAgreementDescriptors<D extends NormalizedDescriptor>(list: readonly D[]): D[] {
  const values = Object.fromEntries(list.map((d) => [d.field_name, d.value]));
  const unsigned = resolveEprocess({ ...values, signature: null }) === null;
  const signatureRequired = list.some((d) => d.field_name === 'signature' && (unsigned || (d.visible && d.required)));
  // A rule set that leaves the pad out entirely gets it back too, last on the page.
  const pad = { field_name: 'signature', value: null, required: true, read_only: false, visible: true } as D;
  const withPad = unsigned && !list.some((d) => d.field_name === 'signature') ? [...list, pad] : list;
  return withPad.map((d) => {
    if (d.field_name === 'question_id') return { ...d, visible: false };
    if (d.read_only && HIDDEN_WHEN_EMPTY.has(d.field_name) && !filled(values, d.field_name))
      return { ...d, visible: false };
    if (d.field_name === 'signature' && unsigned) return { ...d, required: true, visible: true, read_only: false };
    if (d.field_name === 'signature') return { ...d, required: signatureRequired };
    if (d.field_name === 'answer' && signatureRequired) return { ...d, required: false };
    return d;
  });
}

/** The checkbox field name of a text (its error's target_element). */
export const agreementCheckboxName = (id: number) => `agreement_${id}`;

/** 'Each checkbox is required: This field is required.' (002 section 5), for every unchecked required text. */
export function agreementAcceptanceErrors(texts: readonly AgreementText[], accepted: readonly number[]): FieldError[] {
  const checked = new Set(accepted);
  return texts
    .filter((t) => t.text_required && !checked.has(t.id))
    .map((t) => ({ target_element: agreementCheckboxName(t.id), error_message: MESSAGES.thisFieldRequired }));
}

/**
 * The kind as the registry lists it: its own page (steps/agreement-info/page.tsx: the texts, the carriers'
 * message and the verification section); the review checks only the carrier's required fields (the
 * signature's requirement depends on the process). Its descriptor adjustments need the filled values, so
 * its server applies adjustAgreementDescriptors itself (GET /get-form-fields-agreement-info).
 */
export const agreementInfoKind: StepModule = {
  step: agreementInfoStep,
  page: { layout: 'own' },
  review: { check: 'carrier' },
};
