import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp, logInto } from '../helpers/build-app';

/**
 * Issue 26, item 16: a failed query must not write its parameters into the log. drizzle's error
 * carries the statement and its parameters (`Failed query: ... params: ...`) and PostgreSQL's carries
 * the failing row in `detail`; neither may reach a log line or the answer. The failure is real: a
 * check constraint the enrollment insert breaks, as a full disk or a bad migration would break it.
 */

let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  app = await buildTestApp({ logLevel: 'info' }, { logStream: logInto(logLines) });
});
afterAll(async () => app.close());

const DOB = '07/19/1961';
const STORED_DOB = '1961-07-19';
const ZIP = '30318';

describe('database errors in the log', () => {
  it('a failing insert answers 500 and logs the error code, never the parameters or the failing row', async () => {
    const { token } = (await app.inject({ method: 'GET', url: '/api/v1/get-default-info' })).json().data;
    // Every new enrollment now fails in the database, carrying the applicant's filter values.
    await app.db.execute(
      sql.raw(`ALTER TABLE enrollments ADD CONSTRAINT test_refuse_all CHECK (zip <> '${ZIP}') NOT VALID`),
    );
    try {
      logLines.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/add-filter-for-new-user',
        headers: { authorization: `Bearer ${token}` },
        payload: { zip: ZIP, dob: DOB, gender: '1', tier: 'IO', eprocess: 'applicant' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 500 });
      for (const text of [res.body, logLines.join('')]) {
        expect(text).not.toContain(STORED_DOB);
        expect(text).not.toContain(DOB);
        expect(text).not.toContain(ZIP);
        expect(text).not.toMatch(/params|Failing row|insert into/i);
      }
      // The line is still there to act on: the SQLSTATE and the constraint, no values.
      const line = logLines
        .map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> })
        .find((l) => l.msg === 'unhandled error');
      expect(line?.err).toMatchObject({ kind: 'database', sqlstate: '23514', constraint: 'test_refuse_all' });
    } finally {
      await app.db.execute(sql.raw('ALTER TABLE enrollments DROP CONSTRAINT test_refuse_all'));
    }
  });

  it('an error logged by any code path is stripped the same way (pino err at any depth)', async () => {
    const failure = await app.db.execute(sql`SELECT ${ZIP}::integer + ${STORED_DOB}::integer`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    logLines.length = 0;
    app.log.error({ err: failure, nested: { cause: failure } }, 'background round failed');
    // pino words a line logged without a message with the error's own message: not this one's.
    app.log.warn(failure as Error);
    app.log.warn({ err: failure });
    const text = logLines.join('');
    expect(text).toContain('background round failed');
    expect(logLines).toHaveLength(3);
    expect(text).not.toContain(STORED_DOB);
    expect(text).not.toContain(ZIP);
    expect(text).not.toMatch(/params|Failed query/i);
  });
});
