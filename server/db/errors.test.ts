import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { describeError, isDatabaseUnavailable, markDatabaseError } from './errors';

/** A PostgreSQL error as node-postgres raises it (fields of the server's ErrorResponse). */
function pgError(code: string, message: string, extra: Record<string, string> = {}) {
  return Object.assign(new Error(message), { severity: 'ERROR', code, routine: 'ri', ...extra });
}

describe('database errors', () => {
  it('describes a failed query by SQLSTATE and names only: no statement, parameters, detail or message', () => {
    const cause = pgError('23505', 'duplicate key value violates unique constraint "members_ssn_uq"', {
      detail: 'Key (ssn)=(123-45-6789) already exists.',
      constraint: 'members_ssn_uq',
      table: 'members',
    });
    const err = new DrizzleQueryError('insert into "members" ("ssn") values ($1)', ['123-45-6789'], cause);
    const described = describeError(err);
    expect(described).toEqual({
      kind: 'database',
      message: 'query failed',
      sqlstate: '23505',
      constraint: 'members_ssn_uq',
      table: 'members',
      routine: 'ri',
    });
    expect(JSON.stringify(described)).not.toMatch(/123-45-6789|insert|Key/);
  });

  it('a message that quotes the refused value is dropped too', () => {
    const err = new DrizzleQueryError(
      'select $1::int',
      ['30301x'],
      pgError('22P02', 'invalid input syntax for type integer: "30301x"'),
    );
    expect(JSON.stringify(describeError(err))).not.toContain('30301x');
  });

  it('other errors keep their message and a code', () => {
    expect(describeError(Object.assign(new Error('boom'), { code: 'FST_ERR_X' }))).toEqual({
      kind: 'Error',
      message: 'boom',
      error_code: 'FST_ERR_X',
    });
  });

  it('tells the database being unreachable from other failures', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
    expect(isDatabaseUnavailable(markDatabaseError(new Error('Connection terminated unexpectedly')))).toBe(true);
    for (const code of ['57P01', '57P03', '08006', '53300'])
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], pgError(code, 'x')))).toBe(true);
    // A query the database refused, and a network failure that is not the database's (SMTP, SFTP).
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], pgError('23505', 'x')))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      false,
    );
    expect(describeError(new DrizzleQueryError('select 1', [], refused))).toMatchObject({
      message: 'database unavailable',
      error_code: 'ECONNREFUSED',
    });
  });
});
