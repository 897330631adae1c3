import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/build-app';
import { enrollmentWithCart, OPEN_SESSION, wizardClient } from '../helpers/wizard';

const ADMIN = 'admin-token-for-tests-0123456789';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG_BYTES = Buffer.from(PNG.split(',')[1]!, 'base64').length;

describe('GET /admin/screenshots', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof wizardClient>;
  const admin = (query: string, token: string | null = ADMIN) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/admin/screenshots${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  beforeAll(async () => {
    app = await buildTestApp({ adminToken: ADMIN });
    api = wizardClient(app, app.issueSession(OPEN_SESSION));
  });
  afterAll(async () => app.close());

  it('answers the stored step screenshots of one enrollment, names and sizes only, oldest first', async () => {
    const id = await enrollmentWithCart(app);
    const other = await enrollmentWithCart(app);
    for (const name of ['primary_info', 'contact_info'])
      expect((await api.post('/save-screenshot', { enrollment_id: id, name, image: PNG })).statusCode).toBe(200);
    expect(
      (await api.post('/save-screenshot', { enrollment_id: other, name: 'employer_info', image: PNG })).statusCode,
    ).toBe(200);

    const res = await admin(`?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result as Array<Record<string, unknown>>;
    expect(result.map((r) => [r.name, r.size, r.mime_type])).toEqual([
      ['primary_info', PNG_BYTES, 'image/png'],
      ['contact_info', PNG_BYTES, 'image/png'],
    ]);
    // The image itself is never part of the answer.
    expect(JSON.stringify(result)).not.toContain('iVBOR');
  });

  it('refuses a missing or wrong admin token, and a user session token', async () => {
    const id = await enrollmentWithCart(app);
    expect((await admin(`?enrollment_id=${id}`, null)).statusCode).toBe(401);
    expect((await admin(`?enrollment_id=${id}`, 'wrong-token')).statusCode).toBe(401);
    expect((await admin(`?enrollment_id=${id}`, app.issueSession(OPEN_SESSION))).statusCode).toBe(401);
  });

  it('names enrollment_id when it is missing or malformed', async () => {
    for (const query of ['', '?enrollment_id=nope']) {
      const res = await admin(query);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().data)).toContain('enrollment_id');
    }
  });

  it('does not exist without an ADMIN_TOKEN configured', async () => {
    const plain = await buildTestApp({ adminToken: undefined });
    try {
      const res = await plain.inject({
        method: 'GET',
        url: `/api/v1/admin/screenshots?enrollment_id=${'a'.repeat(32)}`,
        headers: { authorization: 'Bearer anything' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
