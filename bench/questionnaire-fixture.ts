import type { ApiRule, ApiTab } from '../schemas/api/form-admin';

/**
 * A carrier questionnaire of `n` fully typed fields on one custom page, as the admin API takes it
 * (PUT /admin/form-field-rules): text with a pattern and its message, number with a range, select of
 * five options, date not in the future, yes/no, in turn; every third required; each with a label, help
 * and messages. Shared by `npm run bench questionnaire` and tests/api/questionnaire-size.test.ts.
 */
export const QUESTIONNAIRE_TAB = 'custom_questionnaire';
export const QUESTIONNAIRE_TITLE = 'Underwriting Questionnaire';
/** The text fields' pattern and what they show when it does not match. */
export const QUESTIONNAIRE_PATTERN = { pattern: '^[A-Za-z ]{2,40}$', message: 'Use letters and spaces only' };
export const QUESTIONNAIRE_KINDS = ['text', 'number', 'select', 'date', 'yes_no'] as const;

export const questionnaireFieldName = (i: number) => `q_${String(i + 1).padStart(4, '0')}`;
/** The label of field i (find-in-page and getByLabel find it by this). */
export const questionnaireLabel = (i: number) => `Question ${i + 1}: ${LABELS[i % LABELS.length]}`;

const LABELS = [
  'Name of your regular physician',
  'Number of hospital stays in the last five years',
  'Your usual level of physical activity',
  'Date of your last medical examination',
  'Have you been treated for a heart condition?',
] as const;

function definition(i: number): NonNullable<ApiRule['definition']> {
  const base = {
    label: questionnaireLabel(i),
    help: 'Answer as it applies to you today; your answers go to the carrier only.',
    messages: { required: 'Please answer this question' },
  };
  switch (QUESTIONNAIRE_KINDS[i % QUESTIONNAIRE_KINDS.length]) {
    case 'text':
      return {
        ...base,
        widget: 'text',
        schema: { type: 'string', maxLength: 40, pattern: QUESTIONNAIRE_PATTERN.pattern },
        messages: { ...base.messages, pattern: QUESTIONNAIRE_PATTERN.message, maxLength: 'Use 40 characters or fewer' },
      };
    case 'number':
      return {
        ...base,
        widget: 'number',
        schema: { type: 'integer', minimum: 0, maximum: 99 },
        messages: { ...base.messages, minimum: 'Use 0 or more', maximum: 'Use 99 or fewer' },
      };
    case 'select':
      return {
        ...base,
        widget: 'select',
        schema: { type: 'string' },
        options: [
          { value: 'none', label: 'None' },
          { value: 'light', label: 'Light' },
          { value: 'moderate', label: 'Moderate' },
          { value: 'active', label: 'Active' },
          { value: 'athlete', label: 'Competitive athlete' },
        ],
      };
    case 'date':
      return {
        ...base,
        widget: 'date',
        schema: { type: 'string', notInFuture: true },
        messages: { ...base.messages, notInFuture: 'The date cannot be in the future' },
      };
    default:
      return { ...base, widget: 'yes_no', schema: { type: 'string' } };
  }
}

/**
 * A bench page's size: `1000`, or `1000q` for the same page with a quarter of its fields under a
 * condition (issue 29: the 1,000-field figures must hold with a quarter of the fields conditional).
 */
export interface QuestionnaireSize {
  n: number;
  conditional: boolean;
  label: string;
}

export function parseQuestionnaireSize(text: string): QuestionnaireSize {
  const m = /^(\d+)(q?)$/.exec(text.trim());
  if (!m) throw new Error(`questionnaire size "${text}": a number of fields, with q for a quarter under conditions`);
  return { n: Number(m[1]), conditional: m[2] === 'q', label: m[0] };
}

/**
 * The condition on every fourth field of a conditional page: shown unless the first field says "Skip"
 * and the fifth (a yes/no) is not yes. It reads the first field, so each keystroke there re-evaluates
 * every condition of the page (the costly case); it reads two fields, so the field keeps its place
 * rather than moving under one question as a follow-up.
 */
const QUESTIONNAIRE_CONDITION = {
  or: [{ '!=': [{ var: questionnaireFieldName(0) }, 'Skip'] }, { '===': [{ var: questionnaireFieldName(4) }, 'yes'] }],
};

/**
 * The rules and the custom tab (`tab`) of an `n`-field questionnaire scoped to `planId`; with
 * `conditional`, every fourth field from the sixth on carries QUESTIONNAIRE_CONDITION as `visible_if`.
 */
export function questionnaireRules(
  n: number,
  planId: number,
  tab: string = QUESTIONNAIRE_TAB,
  conditional = false,
): { rules: ApiRule[]; tabs: ApiTab[] } {
  const rules: ApiRule[] = Array.from({ length: n }, (_, i) => ({
    tab,
    field_name: questionnaireFieldName(i),
    required: i % 3 === 0,
    sort: Math.min(10000, i + 1),
    scope: 'plan',
    scope_id: planId,
    definition:
      conditional && i >= 5 && i % 4 === 3 ? { ...definition(i), visible_if: QUESTIONNAIRE_CONDITION } : definition(i),
  }));
  const tabs: ApiTab[] = [
    { tab, title: QUESTIONNAIRE_TITLE, sort: 5, required: true, scope: 'plan', scope_id: planId },
  ];
  return { rules, tabs };
}
