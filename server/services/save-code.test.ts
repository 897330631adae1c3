import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { directContinuePath, hashSaveCode, newSaveCode, SAVE_CODE_ALPHABET, verifySaveCode } from './save-code';

const secret = randomBytes(32);

describe('save codes', () => {
  it('are 12 symbols of a 32-symbol alphabet and differ each time', () => {
    expect(new Set(SAVE_CODE_ALPHABET).size).toBe(32);
    const codes = Array.from({ length: 50 }, newSaveCode);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(new Set(codes).size).toBe(50);
  });
  it('verify only with the same e-mail, forgiving case and look-alikes', () => {
    const code = '0A1B2C3D4E5F';
    const hash = hashSaveCode(code, 'Pat@Mail.com', secret);
    expect(hash).not.toContain(code);
    expect(verifySaveCode('oa1b-2c3d-4e5f', 'pat@mail.com', hash, secret)).toBe(true);
    expect(verifySaveCode(code, 'other@mail.com', hash, secret)).toBe(false);
    expect(verifySaveCode('0A1B2C3D4E5G', 'pat@mail.com', hash, secret)).toBe(false);
    expect(verifySaveCode(code, 'pat@mail.com', hash, randomBytes(32))).toBe(false);
  });
  it('build a base64 direct-continue path', () => {
    const path = directContinuePath('ab'.repeat(16), 'contact_info');
    const [, , id, tab] = path.split('/');
    expect(Buffer.from(decodeURIComponent(id!), 'base64').toString()).toBe('ab'.repeat(16));
    expect(Buffer.from(decodeURIComponent(tab!), 'base64').toString()).toBe('contact_info');
  });
});
