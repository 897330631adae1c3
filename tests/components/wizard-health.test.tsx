import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok, type CannedAnswer } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

const ID = 'c'.repeat(32);
const tabs = ok({
  result: [
    { tab_name: 'primary_info', required: true, order: 1 },
    { tab_name: 'primary_health_info', required: true, order: 5 },
    { tab_name: 'dependent_info', required: true, order: 6 },
  ],
});
const q = (question_id: number, question_text: string) => ({
  question_id,
  question_text,
  yes_no_flag: 0,
  conditions: [],
});
const questions = ok({
  result: {
    codition_questions: [
      q(141, 'Heart disease?'),
      q(145, 'Are you currently pregnant?'),
      q(146, 'Under the care of a physician?'),
    ],
    medication_question: {
      question_id: 150,
      question_text: 'Taking prescription medication?',
      yes_no_flag: 0,
      medications: [],
    },
  },
});

function renderStep({
  saved = null,
  save = ok({ message: 'Saved', saved_tab: 'health_info' }),
  existing,
  carrier = [],
}: { saved?: object | null; save?: CannedAnswer; existing?: CannedAnswer; carrier?: object[] } = {}) {
  const api = mockApi({
    'get-dynamic-tabs': tabs,
    'get-form-fields-primary-health-info': ok({ result: carrier }),
    'get-health-questions-primary-health-info': questions,
    'get-enrollment-temp-info': ok({ result: saved }),
    'get-existing-primary-health-info': existing ?? ok({ result: null }),
    'save-primary-health-info': save,
    'save-screenshot': ok({ message: 'Saved' }),
    'save-enrollment': ok({ message: 'Saved' }),
  });
  const router = renderWizardStep(ID, 'health-questions', {
    'dependent-information': 'Dependents page',
    'review-confirm': 'Review page',
  });
  return { api, router };
}

/** The text of the regions an element's aria-describedby names (its error region among them). */
const descriptionOf = (el: Element | undefined) =>
  (el?.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const question = (text: RegExp) => screen.getByRole('group', { name: text });

beforeEach(() => localStorage.clear());

// A carrier's question with its follow-up (form-field rules on primary_health_info with definitions).
const tobacco = {
  field_name: 'tobacco',
  value: null,
  required: true,
  read_only: false,
  visible: true,
  definition: { label: 'Have you used tobacco in the last 12 months?', widget: 'yes_no', schema: { type: 'string' } },
};
const packs = {
  field_name: 'packs_a_week',
  value: null,
  required: true,
  read_only: false,
  visible: true,
  definition: {
    label: 'Packs a week',
    widget: 'number',
    schema: { type: 'integer', minimum: 1, maximum: 50 },
    messages: { maximum: 'At most 50, please' },
    when: { field: 'tobacco', equals: 'yes' },
  },
};

describe('Primary Health Questions page', () => {
  it("asks a carrier's question, its follow-up only on the answer that asks it, and saves both beside the health answers", async () => {
    const user = userEvent.setup();
    const { api, router } = renderStep({ carrier: [tobacco, packs] });
    const asked = await screen.findByRole('group', { name: /used tobacco/ });
    expect(screen.queryByLabelText(/Packs a week/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.closest('[data-field="tobacco"]')?.textContent).toContain(MESSAGES.fieldRequired));
    expect(api.callsTo('save-primary-health-info')).toHaveLength(0);
    await user.click(within(asked).getByRole('radio', { name: 'Yes' }));
    const count = await screen.findByLabelText(/Packs a week/);
    await user.type(count, '60');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(count)).toContain('At most 50, please'));
    expect(api.callsTo('save-primary-health-info')).toHaveLength(0);
    // No hides the follow-up and does not send it.
    await user.click(within(asked).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByLabelText(/Packs a week/)).toBeNull());
    await user.click(within(asked).getByRole('radio', { name: 'Yes' }));
    await user.clear(await screen.findByLabelText(/Packs a week/));
    await user.type(screen.getByLabelText(/Packs a week/), '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/dependent-information'));
    const body = api.callsTo('save-primary-health-info')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ tobacco: 'yes', packs_a_week: 2 });
    expect(Array.isArray(body.condition_questions)).toBe(true);
  });

  it('says when the server withheld the saved answers (a session that does not prove the enrollment) and starts the questions afresh', async () => {
    renderStep({ saved: { condition_questions: [], answers_withheld: true } });
    expect(await screen.findByText(MESSAGES.healthAnswersWithheld)).toBeTruthy();
    const heart = await screen.findByRole('group', { name: /Heart disease/ });
    expect((within(heart).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts every question on No; Yes opens the follow-up fields and No sends no conditions', async () => {
    const user = userEvent.setup();
    const { api, router } = renderStep();
    const heart = await screen.findByRole('group', { name: /Heart disease/ });
    expect((within(heart).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Date of Onset/)).toBeNull();
    await user.click(within(heart).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByLabelText(/Date of Onset/)).toBeTruthy();
    // 145 has no follow-up fields; 146 has the physician layout.
    await user.click(within(question(/pregnant/)).getByRole('radio', { name: 'Yes' }));
    await user.click(within(question(/care of a physician/)).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByLabelText(/Physician Name/)).toBeTruthy();
    // Back to No on the heart question: its entry is hidden and not sent.
    await user.click(within(heart).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText(/^Condition/), 'Knee');
    await user.type(screen.getByLabelText(/^Status/), 'Healing');
    await user.type(screen.getByLabelText(/Last Seen by Physician/), '01022025');
    await user.type(screen.getByLabelText(/Physician Name/), 'Dr. Ray');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/dependent-information'));
    const body = api.callsTo('save-primary-health-info')[0]!.body as {
      enrollment_id: string;
      condition_questions: unknown[];
    };
    expect(body.enrollment_id).toBe(ID);
    expect(body.condition_questions).toEqual([
      expect.objectContaining({ question_id: 141, yes_no_flag: 0, conditions: [] }),
      expect.objectContaining({ question_id: 145, yes_no_flag: 1, conditions: [] }),
      expect.objectContaining({
        question_id: 146,
        yes_no_flag: 1,
        conditions: [
          { condition: 'Knee', status: 'Healing', last_seen_by_physician: '01/02/2025', physician_name: 'Dr. Ray' },
        ],
      }),
    ]);
  });

  it('checks the follow-up fields in the browser before saving, each error linked to its field', async () => {
    const user = userEvent.setup();
    const { api } = renderStep();
    await user.click(
      within(await screen.findByRole('group', { name: /Heart disease/ })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const onset = await screen.findByLabelText(/Date of Onset/);
    await waitFor(() => expect(descriptionOf(onset)).toContain(MESSAGES.fieldRequired));
    expect(api.callsTo('save-primary-health-info')).toHaveLength(0);
  });

  it('offers medication 2 once medication 1 holds a value, and shows server errors under their fields', async () => {
    const user = userEvent.setup();
    const save = fail(400, [
      { target_element: 'medication_question.medications.0.dosage_message', error_message: 'Dosage looks wrong' },
      { target_element: 'condition_questions.1', error_message: MESSAGES.answerAllQuestions },
    ]);
    renderStep({ save });
    await user.click(
      within(await screen.findByRole('group', { name: /prescription medication/ })).getByRole('radio', { name: 'Yes' }),
    );
    expect(screen.queryByRole('heading', { name: /Medication 2/ })).toBeNull();
    await user.type(screen.getAllByLabelText(/^Medication/)[0]!, 'Lisinopril');
    expect(await screen.findByRole('heading', { name: 'Medication 2 (optional)' })).toBeTruthy();
    // Medication 1 is required on Yes; medication 2 may stay empty, so none of its fields says required.
    expect(screen.getAllByLabelText(/^Medication/)[0]!.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByLabelText(/^Medication/)[1]!.getAttribute('aria-required')).toBeNull();
    expect(screen.getAllByLabelText(/^Dosage/)[1]!.getAttribute('aria-required')).toBeNull();
    await user.type(screen.getAllByLabelText(/^Dosage/)[0]!, '10 mg');
    await user.type(screen.getAllByLabelText(/^Medical Condition/)[0]!, 'Blood pressure');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(screen.getAllByLabelText(/^Dosage/)[0])).toContain('Dosage looks wrong'));
    expect(within(question(/pregnant/).closest('section')!).getByText(MESSAGES.answerAllQuestions)).toBeTruthy();
  });

  it('an existing member without the health-track flag gets the last answers fetched, saved, then shown', async () => {
    storage.set('enroll_type', 'existing-member');
    const answers = {
      condition_questions: [{ question_id: 141, yes_no_flag: 1, conditions: [{ health_condition: 'Hypertension' }] }],
    };
    const { api } = renderStep({ existing: ok({ result: answers }), saved: answers });
    expect(await screen.findByDisplayValue('Hypertension')).toBeTruthy();
    expect(api.callsTo('save-primary-health-info')).toHaveLength(1);
    expect(storage.get('first_track')).toBe(true);
  });

  it('Save & Continue Later sends the answers as they stand under tab health_info', async () => {
    const user = userEvent.setup();
    const { api } = renderStep();
    await user.click(
      within(await screen.findByRole('group', { name: /Heart disease/ })).getByRole('radio', { name: 'Yes' }),
    );
    await user.type(screen.getByLabelText(/^Condition/), 'Asthma');
    await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Alternate email/), 'later@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(MESSAGES.informationSaved)).toBeTruthy();
    const body = api.callsTo('save-enrollment')[0]!.body as {
      tab: string;
      email: string;
      data: { condition_questions: unknown[] };
    };
    expect(body).toMatchObject({ tab: 'health_info', email: 'later@example.com' });
    expect(body.data.condition_questions[0]).toMatchObject({
      question_id: 141,
      yes_no_flag: 1,
      conditions: [{ health_condition: 'Asthma' }],
    });
    expect(api.callsTo('save-primary-health-info')).toHaveLength(0);
  });
});
