import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok, type RecordedCall } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

const ID = 'b'.repeat(32);
const tabs = ok({
  result: [
    { tab_name: 'primary_info', required: true, order: 1 },
    { tab_name: 'dependent_info', required: true, order: 2 },
  ],
});
const d = (field_name: string, extra: object = {}) => ({
  field_name,
  value: null,
  required: true,
  read_only: false,
  ...extra,
});
const fields = ok({
  result: [
    d('first_name'),
    d('last_name'),
    d('birthdate'),
    d('ssn'),
    d('relationship', { read_only: true }),
    d('gender'),
    d('employed', { required: false, visible: false, value: '0' }),
  ],
  disclaimer: 'Dependents must be eligible.',
});
const dep = (first: string, relationship: string) => ({
  primary_info: {
    first_name: first,
    last_name: 'Lee',
    birthdate: '02/03/2012',
    ssn: '123456789',
    relationship,
    gender: '1',
  },
});

const q = (question_id: number, question_text: string) => ({
  question_id,
  question_text,
  yes_no_flag: 0,
  conditions: [],
});
const healthQuestions = ok({
  result: {
    codition_questions: [q(141, 'Heart disease?'), q(142, 'Diabetes?')],
    medication_question: {
      question_id: 150,
      question_text: 'Taking prescription medication?',
      yes_no_flag: 0,
      medications: [],
    },
  },
});

interface Setup {
  tier: string;
  /** get-health-questions-dependent-info's answer (default: two questions for everyone). */
  questions?: ReturnType<typeof ok>;
  premier?: boolean;
  iha?: boolean;
  /** check-tab-required's answer for primary_health_info. */
  health?: boolean;
  saved?: object | null;
  validate?: (call: RecordedCall) => ReturnType<typeof ok>;
  save?: ReturnType<typeof ok>;
}

function renderStep({
  tier,
  questions = healthQuestions,
  premier = false,
  iha = false,
  health = false,
  saved = null,
  validate = () => ok({ message: 'Valid' }),
  save = ok({ message: 'Saved', saved_tab: 'dependent_info' }),
}: Setup) {
  const api = mockApi({
    'check-tab-required': ok({ result: { tab_name: 'primary_health_info', required: health } }),
    'get-health-questions-dependent-info': questions,
    'get-dynamic-tabs': tabs,
    'get-form-fields-dependent-primary-info': fields,
    'get-more-requirement': ok({ result: premier }),
    'get-cart-plan-info': ok({ is_IHA: iha, has_spouse: true }),
    'get-enrollment-temp-info': (call) =>
      ok({ result: call.url.searchParams.get('column') === 'filter_info' ? { tier } : saved }),
    'validate-single-dependent': validate,
    'save-dependent-info-to-temp': ok({ message: 'Saved', saved_tab: 'dependent_info' }),
    'save-dependent-info': save,
    'save-screenshot': ok({ message: 'Saved' }),
  });
  const router = renderWizardStep(ID, 'dependent-information', { 'review-confirm': 'Review' });
  return { api, router };
}

async function fillDependent(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, first: string) {
  await user.type(within(form).getByLabelText(/First Name/), first);
  await user.type(within(form).getByLabelText(/Last Name/), 'Lee');
  await user.type(within(form).getByLabelText(/Date of Birth/), '02032012');
  await user.type(within(form).getByLabelText(/Social Security Number/), '123456789');
  await user.selectOptions(within(form).getByLabelText(/Gender/), 'Female');
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
}

beforeEach(() => localStorage.clear());

describe('Dependent Information step', () => {
  it('IF: a spouse first, then a child; Next and the positive banner at two; each add kept in the temp store', async () => {
    const user = userEvent.setup();
    const { api } = renderStep({ tier: 'IF' });
    const first = await screen.findByRole('region', { name: 'Dependent #1' });
    expect((within(first).getByLabelText(/Relationship/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Spouse',
    );
    expect(screen.getByText('Dependents must be eligible.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await fillDependent(user, first, 'Ann');
    await screen.findByText(/Spouse/, { selector: 'strong' });
    expect(api.callsTo('validate-single-dependent')[0]!.body).toMatchObject({
      enrollment_id: ID,
      primary_info: { first_name: 'Ann', relationship: 'spouse', birthdate: '02/03/2012' },
    });
    await waitFor(() => expect(api.callsTo('save-dependent-info-to-temp')).toHaveLength(1));
    expect(storage.get('first_track')).toBe(true);
    const second = await screen.findByRole('region', { name: 'Dependent #2' });
    expect((within(second).getByLabelText(/Relationship/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Child',
    );
    await fillDependent(user, second, 'Kid');
    expect(await screen.findByText(MESSAGES.proceedClickingNext)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Review');
    expect(api.callsTo('save-dependent-info')[0]!.body).toMatchObject({
      dependents: [{ primary_info: { first_name: 'Ann' } }, { primary_info: { first_name: 'Kid' } }],
    });
  });

  it('an open edit form disables add, delete and Next with the tooltips; Cancel restores them', async () => {
    const user = userEvent.setup();
    renderStep({ tier: 'IF', saved: { dependents: [dep('Ann', 'spouse'), dep('Kid', 'child')] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Spouse #1: Ann Lee' }));
    const del = screen.getByRole('button', { name: 'Delete Child #2: Kid Lee' }) as HTMLButtonElement;
    expect(del.disabled).toBe(true);
    expect(del.title).toBe(MESSAGES.submitEditedFormToDelete);
    const add = screen.getByRole('button', { name: 'Add Child' }) as HTMLButtonElement;
    expect([add.disabled, add.title]).toEqual([true, MESSAGES.submitEditedFormToAdd]);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect([next.disabled, next.title]).toEqual([true, MESSAGES.submitEditedFormToContinue]);
    const form = screen.getByRole('region', { name: 'Dependent #1' });
    expect((within(form).getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Ann');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Add Child' }) as HTMLButtonElement).title).toBe(
      MESSAGES.clickToAddDependent,
    );
  });

  it('premier IF: the spouse question first ("Please Select"), No stashes the spouse, Yes restores it', async () => {
    const user = userEvent.setup();
    const { api } = renderStep({ tier: 'IF', premier: true });
    await screen.findByText(MESSAGES.spouseQuestion);
    expect(screen.queryByRole('region', { name: 'Dependent #1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MESSAGES.pleaseSelect)).toBeTruthy();
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const form = await screen.findByRole('region', { name: 'Dependent #1' });
    expect((within(form).getByLabelText(/Relationship/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Spouse',
    );
    await fillDependent(user, form, 'Ann');
    await screen.findByRole('button', { name: 'Edit Spouse #1: Ann Lee' });
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getAllByRole('button', { name: 'Submit' })[0]!);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Spouse #1: Ann Lee' })).toBeNull());
    expect(storage.get('isSpouseEnrollAccept')).toBe(false);
    expect(api.callsTo('save-dependent-info-to-temp').at(-1)!.body).toMatchObject({
      dependents: [],
      stashed_spouse: { primary_info: { first_name: 'Ann' } },
    });
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getAllByRole('button', { name: 'Submit' })[0]!);
    await screen.findByRole('button', { name: 'Edit Spouse #1: Ann Lee' });
    expect(api.callsTo('save-dependent-info-to-temp').at(-1)!.body).not.toHaveProperty('stashed_spouse');
  });

  it('IHA IC shows the five-children banner and keeps only children', async () => {
    renderStep({ tier: 'IC', iha: true, saved: { dependents: [dep('Kid', 'child'), dep('Ann', 'spouse')] } });
    expect(await screen.findByText(MESSAGES.ihaFiveChildren)).toBeTruthy();
    // IC keeps only children: the spouse is not listed.
    expect(screen.queryByText(/Ann Lee/)).toBeNull();
  });

  it('L713 IC with two children: the red banner and no Next', async () => {
    renderStep({ tier: 'IC', premier: true, saved: { dependents: [dep('Kid', 'child'), dep('Kat', 'child')] } });
    expect((await screen.findByText(MESSAGES.l713OneChild)).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("save for later checks each dependent first: 'Dependent #N message'", async () => {
    const user = userEvent.setup();
    renderStep({
      tier: 'IF',
      saved: { dependents: [dep('Ann', 'spouse'), dep('Kid', 'child')] },
      validate: (call) =>
        (call.body as { primary_info: { first_name: string } }).primary_info.first_name === 'Kid'
          ? fail(400, [{ target_element: 'primary_info.ssn', error_message: MESSAGES.invalidSsn }])
          : ok({ message: 'Valid' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save & Continue Later' }));
    expect(await screen.findByText(`Dependent #2 ${MESSAGES.invalidSsn}`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a refused Next shows the server's errors in red, a dependent's as 'Dependent #N message'", async () => {
    const user = userEvent.setup();
    renderStep({
      tier: 'IF',
      saved: { dependents: [dep('Ann', 'spouse'), dep('Kid', 'child')] },
      save: fail(400, [
        { target_element: 'dependents.1.primary_info.ssn', error_message: MESSAGES.invalidSsn },
        { target_element: 'dependents', error_message: MESSAGES.dependentOneSpouse },
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Dependent #2 ${MESSAGES.invalidSsn}`)).toBeTruthy();
    expect(screen.getByText(MESSAGES.dependentOneSpouse)).toBeTruthy();
    expect(screen.queryByText('Review')).toBeNull();
  });

  it('Delete keeps the rest in the temp store; deleting the last one on premier IF reopens the spouse question', async () => {
    const user = userEvent.setup();
    const { api } = renderStep({ tier: 'IF', premier: true, saved: { dependents: [dep('Kid', 'child')] } });
    expect(await screen.findByRole('button', { name: 'Delete Child #1: Kid Lee' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Child #1: Kid Lee' }));
    await waitFor(() =>
      expect(api.callsTo('save-dependent-info-to-temp').at(-1)?.body).toMatchObject({ dependents: [] }),
    );
    expect(screen.getByRole('group', { name: MESSAGES.spouseQuestion })).toBeTruthy();
    expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('region', { name: 'Dependent #1' })).toBeNull();
  });

  it('with the health tab required, each dependent also answers the health questions; the answers go with it and server errors land under their field', async () => {
    const user = userEvent.setup();
    const onset = 'health_info.condition_questions.1.conditions.0.date_of_onset';
    let calls = 0;
    const { api } = renderStep({
      tier: 'IF',
      health: true,
      // The first check refuses the follow-up date, the second passes.
      validate: () =>
        ++calls === 1
          ? fail(400, [{ target_element: `${onset}_message`, error_message: 'Date of onset is too early' }])
          : ok({ message: 'Valid' }),
    });
    const form = await screen.findByRole('region', { name: 'Dependent #1' });
    // The questions' title and whose answers they are, once, above the rows.
    expect(within(form).getByRole('heading', { name: 'Health Questions' })).toBeTruthy();
    expect(within(form).getAllByText('Answer each question for this dependent.')).toHaveLength(1);
    const heart = within(form).getByRole('group', { name: /Heart disease/ });
    expect((within(heart).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(within(form).getByRole('group', { name: /Diabetes/ })).getByRole('radio', { name: 'Yes' }));
    await user.type(within(form).getByLabelText(/^Condition/), 'Type 2');
    await user.type(within(form).getByLabelText(/Date of Onset/), '01022019');
    await user.type(within(form).getByLabelText(/Date of Recovery/), '01022020');
    await user.selectOptions(within(form).getByLabelText(/Currently Receiving Treatment/), 'No');
    await user.selectOptions(within(form).getByLabelText(/Taking Medication/), 'No');
    await user.type(within(form).getByLabelText(/Date Last Seen by Physician/), '01022025');
    await user.type(within(form).getByLabelText(/Remaining Symptoms/), 'None');
    await fillDependent(user, form, 'Ann');
    const field = await within(form).findByLabelText(/Date of Onset/);
    await waitFor(() =>
      expect(
        document.getElementById(
          field
            .getAttribute('aria-describedby')!
            .split(' ')
            .find((id) => id.includes('error'))!,
        )?.textContent,
      ).toContain('Date of onset is too early'),
    );
    const body = api.callsTo('validate-single-dependent')[0]!.body as {
      primary_info: object;
      health_info: { condition_questions: unknown[]; medication_question: object };
    };
    expect(body.primary_info).toMatchObject({ first_name: 'Ann', relationship: 'spouse' });
    expect(body.health_info.condition_questions).toEqual([
      expect.objectContaining({ question_id: 141, yes_no_flag: 0, conditions: [] }),
      expect.objectContaining({
        question_id: 142,
        yes_no_flag: 1,
        conditions: [expect.objectContaining({ health_condition: 'Type 2', date_of_onset: '01/02/2019' })],
      }),
    ]);
    expect(body.health_info.medication_question).toMatchObject({ question_id: 150, yes_no_flag: 0 });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('save-dependent-info-to-temp')).toHaveLength(1));
    expect(api.callsTo('save-dependent-info-to-temp')[0]!.body).toMatchObject({
      dependents: [
        {
          primary_info: { first_name: 'Ann' },
          health_info: { condition_questions: [{ question_id: 141 }, { question_id: 142 }] },
        },
      ],
    });
  });

  it('asks a question for women only of a dependent whose gender is Female: Male hides it and leaves it out of the answers', async () => {
    const user = userEvent.setup();
    const withPregnancy = ok({
      result: {
        codition_questions: [
          q(141, 'Heart disease?'),
          { ...q(145, 'Are you currently pregnant?'), applies_to_gender: '1' },
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
    const { api } = renderStep({ tier: 'IS', health: true, questions: withPregnancy });
    const form = await screen.findByRole('region', { name: 'Dependent #1' });
    const pregnancy = () => within(form).queryByRole('group', { name: /currently pregnant/ });
    await user.selectOptions(within(form).getByLabelText(/Gender/), 'Female');
    expect(pregnancy()).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText(/Gender/), 'Male');
    expect(pregnancy()).toBeNull();
    expect(within(form).getByRole('group', { name: /Under the care of a physician/ })).toBeTruthy();
    await user.type(within(form).getByLabelText(/First Name/), 'Lee');
    await user.type(within(form).getByLabelText(/Last Name/), 'Park');
    await user.type(within(form).getByLabelText(/Date of Birth/), '02031990');
    await user.type(within(form).getByLabelText(/Social Security Number/), '123456789');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('validate-single-dependent')).toHaveLength(1));
    const body = api.callsTo('validate-single-dependent')[0]!.body as {
      primary_info: object;
      health_info: { condition_questions: Array<{ question_id: number }> };
    };
    expect(body.primary_info).toMatchObject({ gender: '0' });
    expect(body.health_info.condition_questions.map((c) => c.question_id)).toEqual([141, 146]);
  });
});
