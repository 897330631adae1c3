import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';
import { assistantQuestions } from '../../server/db/schema';
import { call, homeSessions } from './homes-helpers';

describe('lead and assistant', () => {
  let app: FastifyInstance;
  let s: Awaited<ReturnType<typeof homeSessions>>;
  const device = 'device-0123456789abcdef';
  beforeAll(async () => {
    app = await buildTestApp();
    s = await homeSessions(app);
  });
  afterAll(async () => app.close());

  it('check-lead-information knows nothing of a new device; get-lead-information saves the zip of a position', async () => {
    const before = await call(app, 'GET', `/check-lead-information?device_id=${device}`, s.repCode);
    expect(before.json().data).toEqual({ status: false, zip_code: null });
    const lead = await call(
      app,
      'GET',
      `/get-lead-information?device_id=${device}&store_information=33.8444,-84.4741&web_url=http://x/`,
      s.repCode,
    );
    expect(lead.statusCode).toBe(200);
    expect(lead.json().data).toEqual({ result: { zip_code: '30301' } });
    const after = await call(app, 'GET', `/check-lead-information?device_id=${device}&agent_id=1001`, s.repCode);
    expect(after.json().data).toEqual({ status: true, zip_code: '30301' });
    // Another storefront does not see the rep's lead.
    expect((await call(app, 'GET', `/check-lead-information?device_id=${device}`, s.open)).json().data.status).toBe(
      false,
    );
  });

  it('refuses bad lead input and missing sessions', async () => {
    expect(
      (await call(app, 'GET', `/get-lead-information?device_id=${device}&store_information=abc`, s.open)).statusCode,
    ).toBe(400);
    expect(
      (await call(app, 'GET', `/get-lead-information?device_id=${device}&store_information=95,10`, s.open)).statusCode,
    ).toBe(400);
    expect((await call(app, 'GET', '/check-lead-information?device_id=x', s.open)).statusCode).toBe(400);
    expect((await call(app, 'GET', `/check-lead-information?device_id=${device}`)).statusCode).toBe(403);
    expect(
      (await call(app, 'GET', `/check-lead-information?device_id=${device}&agent_id=1002`, s.repCode)).statusCode,
    ).toBe(403);
  });

  it('asks the questions one at a time, lets an earlier answer be edited and ends with no question', async () => {
    const questions = await app.db.select().from(assistantQuestions);
    const first = await call(app, 'GET', `/assist/get?device_id=${device}`, s.repCode);
    expect(first.json().data.answer).toEqual([]);
    let next = first.json().data.question as { id: number; question: string } | null;
    expect(next?.question).toBe('What is your name?');
    const seen: number[] = [];
    while (next) {
      seen.push(next.id);
      const res = await call(app, 'POST', '/assist/add', s.repCode, {
        question_id: next.id,
        answer: `answer ${seen.length}`,
        device_id: device,
      });
      expect(res.statusCode).toBe(200);
      next = res.json().data.question;
    }
    expect(seen).toHaveLength(questions.length);
    const edited = await call(app, 'POST', '/assist/add', s.repCode, {
      question_id: seen[0],
      answer: 'Pat',
      device_id: device,
      agent_id: 1001,
    });
    const answers = edited.json().data.answer as {
      question_id: number;
      answer: string;
      assistant_question: { question: string };
    }[];
    expect(answers).toHaveLength(questions.length);
    expect(answers[0]).toMatchObject({
      question_id: seen[0],
      answer: 'Pat',
      assistant_question: { question: 'What is your name?' },
    });
    expect(edited.json().data.question).toBeNull();
  });

  it('refuses empty answers, unknown questions, foreign reps and missing sessions', async () => {
    const post = (token: string | undefined, body: object) => call(app, 'POST', '/assist/add', token, body);
    expect(
      (await post(s.open, { question_id: 1, answer: '   ', device_id: device })).json().data[0].target_element,
    ).toBe('answer');
    expect((await post(s.open, { question_id: 99999, answer: 'x', device_id: device })).statusCode).toBe(400);
    expect((await post(s.open, { answer: 'x', device_id: device })).statusCode).toBe(400);
    expect((await post(s.repCode, { question_id: 1, answer: 'x', device_id: device, agent_id: 1002 })).statusCode).toBe(
      403,
    );
    expect((await post(undefined, { question_id: 1, answer: 'x', device_id: device })).statusCode).toBe(403);
  });

  it("POST /decrypt-detail answers the session's own rep only", async () => {
    const res = await call(app, 'POST', '/decrypt-detail', s.repCode, { agentId: '1001' });
    expect(res.json().data).toEqual({ agent_id: 1001, agent_code: 'AG1001', display_name: expect.any(String) });
    expect((await call(app, 'POST', '/decrypt-detail', s.repCode, { agentId: '1002' })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/decrypt-detail', s.repCode, {})).statusCode).toBe(400);
  });
});
