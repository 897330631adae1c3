import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHECK_MESSAGES, MESSAGES } from '../../schemas/messages';
import { findMemberByUserId } from '../../server/repositories/members';
import { databaseText } from '../helpers/database-text';
import { savedStepData } from '../../server/routes/wizard/step-support';
import { allNo, withAnswer, yesStandard } from '../helpers/health';
import { provenClient } from '../helpers/proven-session';
import {
  enrollmentWithCart,
  errorMap,
  OPEN_SESSION,
  openWizardApp,
  storedStepsText,
  UNKNOWN_ENROLLMENT,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => ({ app, api } = await openWizardApp()));
afterAll(async () => app.close());

const PREMIER = 123;
const IHA = 142;
const HARBORLINE_LIFE = 131;

const person = (first: string, relationship: 'spouse' | 'child', ssn = '321-54-9876') => ({
  primary_info: { first_name: first, last_name: 'Lee', birthdate: '02/03/2012', ssn, relationship, gender: '1' },
});
/** A dependent with the health answers a plan requiring the health tab (premier 123, 191) asks for. */
const answered = (first: string, relationship: 'spouse' | 'child', ssn?: string, health: object = allNo()) => ({
  ...person(first, relationship, ssn),
  health_info: health,
});
const signedInRep = () =>
  wizardClient(
    app,
    app.issueSession({ kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false, signed_in: true }),
  );

describe('GET /get-form-fields-dependent-primary-info', () => {
  it('answers the dependent descriptors and the disclaimer; weight only when a carrier requires it', async () => {
    const id = await enrollmentWithCart(app, [], { tier: 'IF' });
    const res = await api.get(`/get-form-fields-dependent-primary-info?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    const { result, disclaimer } = res.json().data as {
      result: Array<{ field_name: string; visible: boolean; read_only: boolean }>;
      disclaimer: string;
    };
    expect(disclaimer.length).toBeGreaterThan(20);
    expect(result.map((d) => d.field_name)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'gender', 'employed']),
    );
    expect(result.find((d) => d.field_name === 'weight')?.visible).toBe(false);
    expect(result.find((d) => d.field_name === 'relationship')?.read_only).toBe(true);
    const life = await enrollmentWithCart(app, [HARBORLINE_LIFE], { tier: 'IF' });
    const lifeFields = (await api.get(`/get-form-fields-dependent-primary-info?enrollment_id=${life}`)).json().data
      .result as Array<{ field_name: string; visible: boolean; required: boolean }>;
    expect(lifeFields.find((d) => d.field_name === 'weight')).toMatchObject({ visible: true, required: true });
  });
  it('guards: 403 without a session, 404 unknown, 400 malformed', async () => {
    expect(
      (await wizardClient(app, null).get(`/get-form-fields-dependent-primary-info?enrollment_id=${UNKNOWN_ENROLLMENT}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.get(`/get-form-fields-dependent-primary-info?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode,
    ).toBe(404);
    expect((await api.get('/get-form-fields-dependent-primary-info?enrollment_id=1')).statusCode).toBe(400);
  });
});

describe('POST /validate-single-dependent', () => {
  it('answers Valid or the specification messages under primary_info.<field>', async () => {
    const id = await enrollmentWithCart(app, [], { tier: 'IF' });
    expect(
      (await api.post('/validate-single-dependent', { enrollment_id: id, ...person('Sam', 'child') })).statusCode,
    ).toBe(200);
    const res = await api.post('/validate-single-dependent', {
      enrollment_id: id,
      primary_info: { first_name: 'Sam!', ssn: '12', birthdate: '01/01/2999', relationship: 'child' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({
      'primary_info.first_name': MESSAGES.validFirstName,
      'primary_info.last_name': MESSAGES.fieldRequired,
      'primary_info.birthdate': CHECK_MESSAGES.validPastDate,
      'primary_info.ssn': MESSAGES.invalidSsn,
      'primary_info.gender': MESSAGES.fieldRequired,
    });
  });
  it('applies the carrier rules: Harborline needs weight and height, non-zero', async () => {
    const id = await enrollmentWithCart(app, [HARBORLINE_LIFE], { tier: 'IF' });
    const res = await api.post('/validate-single-dependent', {
      enrollment_id: id,
      primary_info: { ...person('Sam', 'child').primary_info, weight: '0', height_feet: '5' },
    });
    expect(errorMap(res)).toEqual({
      'primary_info.weight': MESSAGES.weightNotPositive,
      'primary_info.height_inch': MESSAGES.fieldRequired,
    });
  });
  it('guards and bad bodies', async () => {
    expect(
      (
        await wizardClient(app, null).post('/validate-single-dependent', {
          enrollment_id: UNKNOWN_ENROLLMENT,
          ...person('Sam', 'child'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.post('/validate-single-dependent', { enrollment_id: UNKNOWN_ENROLLMENT, ...person('Sam', 'child') }))
        .statusCode,
    ).toBe(404);
    const id = await enrollmentWithCart(app, [], { tier: 'IF' });
    const bad = await api.post('/validate-single-dependent', { enrollment_id: id, primary_info: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toBe('primary_info');
  });
});

describe('POST /save-dependent-info and -to-temp', () => {
  it('saves an IF list with SSNs sealed; temp info answers it with SSNs masked', async () => {
    const id = await enrollmentWithCart(app, [], { tier: 'IF' });
    const res = await api.post('/save-dependent-info', {
      enrollment_id: id,
      dependents: [person('Ann', 'spouse', '401-22-3333'), person('Kid', 'child', '401223334')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.saved_tab).toBe('dependent_info');
    const stored = await storedStepsText(app, id);
    expect(stored).toContain('Ann');
    expect(stored).not.toMatch(/40122333[34]|401-22-333/);
    const temp = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`)).json().data
      .result;
    expect(temp.dependents).toEqual([
      {
        primary_info: expect.objectContaining({
          dependent_id: 1,
          first_name: 'Ann',
          ssn: '***-**-3333',
          relationship: 'spouse',
          employed: '0',
        }),
      },
      { primary_info: expect.objectContaining({ dependent_id: 2, first_name: 'Kid', relationship: 'child' }) },
    ]);
  });
  it('enforces the tier rules with their messages', async () => {
    const is = await enrollmentWithCart(app, [], { tier: 'IS' });
    expect(
      errorMap(await api.post('/save-dependent-info', { enrollment_id: is, dependents: [person('Kid', 'child')] })),
    ).toEqual({ 'dependents.0.relationship': MESSAGES.dependentSpouseOnly });
    const ic = await enrollmentWithCart(app, [], { tier: 'IC' });
    expect(
      errorMap(
        await api.post('/save-dependent-info-to-temp', { enrollment_id: ic, dependents: [person('Ann', 'spouse')] }),
      ),
    ).toEqual({ 'dependents.0.relationship': MESSAGES.dependentChildrenOnly });
    const f = await enrollmentWithCart(app, [], { tier: 'IF' });
    expect(
      errorMap(await api.post('/save-dependent-info', { enrollment_id: f, dependents: [person('Ann', 'spouse')] })),
    ).toEqual({ dependents: MESSAGES.addDependentsFirst });
    // The temp store keeps a list on its way to the minimum.
    expect(
      (await api.post('/save-dependent-info-to-temp', { enrollment_id: f, dependents: [person('Ann', 'spouse')] }))
        .statusCode,
    ).toBe(200);
    expect(
      errorMap(
        await api.post('/save-dependent-info-to-temp', {
          enrollment_id: f,
          dependents: [person('Ann', 'spouse'), person('Bea', 'spouse')],
        }),
      ),
    ).toEqual({ dependents: MESSAGES.dependentOneSpouse });
  });
  it('enforces the plan limits: L713 one child on IC, IHA 5 children and 9 dependents', async () => {
    const l713 = await enrollmentWithCart(app, [PREMIER], { tier: 'IC' });
    expect(
      errorMap(
        await api.post('/save-dependent-info', {
          enrollment_id: l713,
          dependents: [answered('Kid', 'child'), answered('Kat', 'child')],
        }),
      ),
    ).toEqual({ dependents: MESSAGES.l713OneChild });
    const ihaIc = await enrollmentWithCart(app, [IHA], { tier: 'IC' });
    const six = Array.from({ length: 6 }, (_, i) => person(`Kid${'abcdef'[i]}`, 'child'));
    expect(errorMap(await api.post('/save-dependent-info-to-temp', { enrollment_id: ihaIc, dependents: six }))).toEqual(
      { dependents: MESSAGES.ihaFiveChildren },
    );
    const ihaIf = await enrollmentWithCart(app, [IHA], { tier: 'IF' });
    expect(
      errorMap(
        await api.post('/save-dependent-info', { enrollment_id: ihaIf, dependents: [...six, ...six.slice(0, 4)] }),
      ),
    ).toEqual({ dependents: MESSAGES.ihaNineDependents });
    expect(
      (
        await api.post('/save-dependent-info', {
          enrollment_id: ihaIf,
          dependents: [person('Ann', 'spouse'), ...six.slice(0, 5)],
        })
      ).statusCode,
    ).toBe(200);
  });
  it("answers each dependent's field errors by index; keeps a premier stash sealed", async () => {
    const id = await enrollmentWithCart(app, [PREMIER], { tier: 'IF' });
    const res = await api.post('/save-dependent-info-to-temp', {
      enrollment_id: id,
      dependents: [
        answered('Kid', 'child'),
        { ...answered('Kid!', 'child'), primary_info: { ...person('Kid!', 'child').primary_info, ssn: '1' } },
      ],
    });
    expect(errorMap(res)).toEqual({
      'dependents.1.primary_info.first_name': MESSAGES.validFirstName,
      'dependents.1.primary_info.ssn': MESSAGES.invalidSsn,
    });
    const ok = await api.post('/save-dependent-info-to-temp', {
      enrollment_id: id,
      dependents: [answered('Kid', 'child')],
      stashed_spouse: answered('Ann', 'spouse', '555-66-7777'),
    });
    expect(ok.statusCode).toBe(200);
    expect(await storedStepsText(app, id)).not.toMatch(/555667777|555-66-7777/);
    const temp = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`)).json().data
      .result;
    expect(temp.stashed_spouse.primary_info).toMatchObject({ first_name: 'Ann', ssn: '***-**-7777' });
  });
  it('guards and bad bodies', async () => {
    expect(
      (
        await wizardClient(app, null).post('/save-dependent-info', {
          enrollment_id: UNKNOWN_ENROLLMENT,
          dependents: [],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.post('/save-dependent-info', { enrollment_id: UNKNOWN_ENROLLMENT, dependents: [] })).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/save-dependent-info-to-temp', { enrollment_id: UNKNOWN_ENROLLMENT, dependents: 'x' }))
        .statusCode,
    ).toBe(400);
    const other = wizardClient(app, app.issueSession({ ...OPEN_SESSION, agent_id: 1002, portal_id: 504 }));
    const id = await enrollmentWithCart(app, [], { tier: 'IF' });
    expect((await other.post('/save-dependent-info', { enrollment_id: id, dependents: [] })).statusCode).toBe(404);
  });
});

describe('per-dependent health questions (check-tab-required says primary_health_info is required)', () => {
  const HEALTH_PLAN = 191;
  it('the health tab decides: required with plan 191, and a dependent without answers is refused by question', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], { tier: 'IF' });
    const check = (await api.get(`/check-tab-required?enrollment_id=${id}&tab_name=primary_health_info`)).json().data
      .result;
    expect(check).toEqual({ tab_name: 'primary_health_info', required: true });
    const res = await api.post('/validate-single-dependent', { enrollment_id: id, ...person('Sam', 'child') });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toMatchObject({
      'health_info.condition_questions': MESSAGES.answerAllQuestions,
      'health_info.medication_question.yes_no_flag': MESSAGES.fieldRequired,
    });
    expect(
      (await api.post('/validate-single-dependent', { enrollment_id: id, ...answered('Sam', 'child') })).statusCode,
    ).toBe(200);
  });
  it('a Yes needs its follow-up entry, answered under health_info.condition_questions.{i}.conditions.0.{field}', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], { tier: 'IF' });
    const yesEmpty = withAnswer(0, { yes_no_flag: 1, conditions: [{ health_condition: 'Asthma' }] });
    const res = await api.post('/validate-single-dependent', {
      enrollment_id: id,
      ...answered('Sam', 'child', undefined, yesEmpty),
    });
    expect(errorMap(res)).toMatchObject({
      'health_info.condition_questions.0.conditions.0.date_of_onset': MESSAGES.fieldRequired,
    });
    const list = await api.post('/save-dependent-info', {
      enrollment_id: id,
      dependents: [answered('Ann', 'spouse'), answered('Sam', 'child', undefined, yesEmpty)],
    });
    expect(errorMap(list)).toMatchObject({
      'dependents.1.health_info.condition_questions.0.conditions.0.date_of_onset': MESSAGES.fieldRequired,
    });
  });
  it("stores each dependent's answers sealed; the temp info answers them; without the tab they are not kept", async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], { tier: 'IF' });
    const spouse = answered('Ann', 'spouse', '401-22-3333', withAnswer(0, yesStandard));
    expect(
      (
        await api.post('/save-dependent-info', {
          enrollment_id: id,
          dependents: [spouse, answered('Sam', 'child', '401-22-3334')],
        })
      ).statusCode,
    ).toBe(200);
    expect(await databaseText(app)).not.toContain('Hypertension');
    // Health answers go back only to a session that proves the enrollment (the enr claim).
    const withheld = (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`)).json().data
      .result;
    expect(withheld.dependents[0].health_info).toEqual({ condition_questions: [], answers_withheld: true });
    const temp = (
      await provenClient(app, id).get(`/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`)
    ).json().data.result;
    expect(temp.dependents[0].health_info.condition_questions[0]).toMatchObject({
      question_id: 141,
      yes_no_flag: 1,
      conditions: [{ health_condition: 'Hypertension' }],
    });
    expect(temp.dependents[0].health_info.condition_questions[0].question_text.length).toBeGreaterThan(10);
    expect(temp.dependents[1].health_info.medication_question).toMatchObject({ question_id: 150, yes_no_flag: 0 });
    const plain = await enrollmentWithCart(app, [], { tier: 'IF' });
    expect(
      (
        await api.post('/save-dependent-info-to-temp', {
          enrollment_id: plain,
          dependents: [answered('Ann', 'spouse')],
        })
      ).statusCode,
    ).toBe(200);
    const kept = (await api.get(`/get-enrollment-temp-info?enrollment_id=${plain}&column=dependent_info`)).json().data
      .result;
    expect(kept.dependents[0].health_info).toBeUndefined();
  });
  it("save for later checks the answers' shape only and numbers the message ('Dependent #N message')", async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], { tier: 'IF' });
    const later = (dependents: object[]) =>
      api.post('/save-enrollment', {
        enrollment_id: id,
        email: 'ann@mail.com',
        tab: 'dependent_info',
        data: { dependents },
      });
    expect((await later([person('Ann', 'spouse')])).statusCode).toBe(200);
    const bad = withAnswer(2, { yes_no_flag: 1, conditions: [{ date_of_onset: '13/45/2020' }] });
    const res = await later([person('Ann', 'spouse'), answered('Sam', 'child', undefined, bad)]);
    expect(res.statusCode).toBe(400);
    const messages = Object.entries(errorMap(res));
    expect(messages.length).toBeGreaterThan(0);
    for (const [target, message] of messages) {
      expect(target.startsWith('dependents.1.health_info.condition_questions.2.conditions.0.')).toBe(true);
      expect(message.startsWith('Dependent #2 ')).toBe(true);
    }
  });
  it('a malformed health_info is a 400 naming the field', async () => {
    const id = await enrollmentWithCart(app, [HEALTH_PLAN], { tier: 'IF' });
    const res = await api.post('/validate-single-dependent', {
      enrollment_id: id,
      ...person('Sam', 'child'),
      health_info: { condition_questions: 'no' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().data)).toContain('health_info');
  });
});

describe('POST /delete-dependent-in-IO', () => {
  it('clears the dependents of a member-only enrollment and refuses other tiers', async () => {
    const id = await enrollmentWithCart(app, [], { tier: 'IF' });
    await api.post('/save-dependent-info-to-temp', { enrollment_id: id, dependents: [person('Ann', 'spouse')] });
    expect((await api.post('/delete-dependent-in-IO', { enrollment_id: id })).statusCode).toBe(409);
    await app.db.execute(`update enrollments set tier = 'IO' where id = '${id}'`);
    const res = await api.post('/delete-dependent-in-IO', { enrollment_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Dependents deleted');
    expect(
      (await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`)).json().data.result,
    ).toEqual({ dependents: [] });
    expect((await api.post('/delete-dependent-in-IO', { enrollment_id: UNKNOWN_ENROLLMENT })).statusCode).toBe(404);
  });
});

describe('GET /get-dependents-existing-user-enrollment', () => {
  it("answers the member's dependents to the signed-in rep, SSN masked; a save keeps the filed SSN", async () => {
    const member = await findMemberByUserId(app.db, 'U3001');
    const id = await enrollmentWithCart(app, [], {
      memberId: member!.id,
      type: 'existing-member',
      groupId: 2001,
      tier: 'IF',
    });
    const rep = signedInRep();
    const res = await rep.get(`/get-dependents-existing-user-enrollment?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    const [chris] = res.json().data.result.dependents;
    expect(chris.primary_info).toMatchObject({
      first_name: 'Chris',
      last_name: 'Morgan',
      birthdate: '02/17/1985',
      ssn: '***-**-6781',
      relationship: 'spouse',
      gender: '0',
    });
    const save = await rep.post('/save-dependent-info', {
      enrollment_id: id,
      dependents: [chris, person('Kid', 'child')],
    });
    expect(save.statusCode).toBe(200);
    const temp = (await rep.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`)).json().data
      .result;
    expect(temp.dependents[0].primary_info.ssn).toBe('***-**-6781');
    expect(
      ((await savedStepData(app, id, 'dependent_info'))!.dependents as Array<{ primary_info: { ssn: string } }>)[0]!
        .primary_info.ssn,
    ).toBe('402556781');
    const ic = await enrollmentWithCart(app, [], {
      memberId: member!.id,
      type: 'existing-member',
      groupId: 2001,
      tier: 'IC',
    });
    expect(
      (await rep.get(`/get-dependents-existing-user-enrollment?enrollment_id=${ic}`)).json().data.result.dependents,
    ).toEqual([]);
  });
  it('refuses a session that is not signed in; a new member has none', async () => {
    const member = await findMemberByUserId(app.db, 'U3001');
    const id = await enrollmentWithCart(app, [], { memberId: member!.id, type: 'existing-member', tier: 'IF' });
    expect((await api.get(`/get-dependents-existing-user-enrollment?enrollment_id=${id}`)).statusCode).toBe(403);
    const fresh = await enrollmentWithCart(app, [], { tier: 'IF' });
    expect(
      (await api.get(`/get-dependents-existing-user-enrollment?enrollment_id=${fresh}`)).json().data.result,
    ).toEqual({ dependents: [] });
  });
});

describe('POST /save-enrollment tab dependent_info', () => {
  it('checks each present value as "Dependent #N message", then stores and mails the code', async () => {
    const id = await enrollmentWithCart(app, [], { tier: 'IF' });
    const bad = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'later@example.com',
      tab: 'dependent_info',
      data: { dependents: [person('Ann', 'spouse'), { primary_info: { first_name: 'Kid', ssn: '12' } }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorMap(bad)).toEqual({ 'dependents.1.primary_info.ssn': `Dependent #2 ${MESSAGES.invalidSsn}` });
    const ok = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'later@example.com',
      tab: 'dependent_info',
      data: { dependents: [person('Ann', 'spouse'), { primary_info: { first_name: 'Kid' } }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(await storedStepsText(app, id)).not.toMatch(/321549876|321-54-9876/);
    expect(
      (
        await api.post('/save-enrollment', {
          enrollment_id: id,
          email: 'later@example.com',
          tab: 'dependent_info',
          data: { dependents: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
