import { describe, expect, it } from 'vitest';
import { redactUrl, redactValue, shortId } from './log-redaction';

const ID = '0123456789abcdef0123456789abcdef';
const b64 = encodeURIComponent(Buffer.from(ID).toString('base64'));

describe('log redaction', () => {
  it('shortens enrollment ids in paths, base64 ones included, and keeps route names', () => {
    expect(redactUrl(`/api/v1/change-filter-info/${ID}`)).toBe(`/api/v1/change-filter-info/${shortId(ID)}`);
    const direct = redactUrl(
      `/direct-continue/${b64}/${encodeURIComponent(Buffer.from('contact_info').toString('base64'))}`,
    );
    expect(direct).not.toContain(b64);
    expect(direct.startsWith('/direct-continue/')).toBe(true);
    expect(redactUrl('/api/v1/get-form-fields-personal-info')).toBe('/api/v1/get-form-fields-personal-info');
  });

  it('drops a signing link token whole, in the page path and the API paths under it', () => {
    const token = 'Ab-9_xYz0123456789-_Qw';
    expect(redactUrl(`/sign/${token}`)).toBe('/sign/[redacted]');
    expect(redactUrl(`/api/v1/sign/${token}/verify`)).toBe('/api/v1/sign/[redacted]/verify');
  });

  it('shortens ids and drops codes, names, user ids and searches in queries', () => {
    const url = redactUrl(
      `/api/v1/x?enrollment_id=${ID}&code=ABCD&user_id=U3001&name=Ana&q=rivera&column=primary_info`,
    );
    expect(url).not.toMatch(new RegExp(`${ID}|ABCD|U3001|Ana|rivera`));
    expect(url).toContain('column=primary_info');
    expect(url).toContain(`enrollment_id=${encodeURIComponent(shortId(ID))}`);
  });

  it('redacts sensitive keys at any depth', () => {
    const out = JSON.stringify(
      redactValue({
        body: { dependents: [{ health_info: { a: 1 }, person: { ssn: '123456789', first_name: 'Ana' } }] },
        enrollment_id: ID,
        req: { url: `/p/${ID}` },
      }),
    );
    expect(out).not.toMatch(new RegExp(`123456789|Ana|${ID}`));
    expect(out).toContain(shortId(ID));
  });

  it("drops a carrier's SFTP password or key sent to the carrier profile", () => {
    const out = JSON.stringify(redactValue({ body: { sender_id: 'OPENENROLL', delivery_secret: 's3cret-pass' } }));
    expect(out).not.toContain('s3cret-pass');
    expect(out).toContain('OPENENROLL');
  });
});
