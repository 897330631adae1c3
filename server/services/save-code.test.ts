import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  directContinuePath,
  displaySaveCode,
  hashSaveCode,
  newSaveCode,
  SAVE_CODE_ALPHABET,
  selectorOfCode,
  selectorOfHash,
  verifySaveCode,
} from './save-code';
import { SAVE_CODE_IN_MAIL } from '../../tests/helpers/save-code-mail';

const secret = randomBytes(32);

describe('save codes', () => {
  it('are 14 symbols of a 32-symbol alphabet and differ each time', () => {
    expect(new Set(SAVE_CODE_ALPHABET).size).toBe(32);
    const codes = Array.from({ length: 50 }, () => newSaveCode());
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{14}$/);
    expect(new Set(codes).size).toBe(50);
  });
  it('never reuse a selector that is taken', () => {
    const taken = new Set(Array.from({ length: 200 }, () => newSaveCode().slice(0, 4)));
    for (let i = 0; i < 200; i++) expect(taken.has(selectorOfCode(newSaveCode(taken)))).toBe(false);
  });
  it('are mailed grouped and read back whole', () => {
    const code = newSaveCode();
    const shown = displaySaveCode(code);
    expect(SAVE_CODE_IN_MAIL.exec(`Enrollment code: ${shown}`)?.[1]).toBe(shown);
    expect(verifySaveCode(shown, 'a@b.co', hashSaveCode(code, 'a@b.co', secret), secret)).toBe(true);
  });
  it('verify only with the same e-mail, forgiving case and look-alikes', () => {
    const code = '0A1B2C3D4E5F6G';
    const hash = hashSaveCode(code, 'Pat@Mail.com', secret);
    expect(hash).not.toContain(code.slice(4));
    expect(selectorOfHash(hash)).toBe('0A1B');
    expect(verifySaveCode('oa1b-2c3d4-e5f6g', 'pat@mail.com', hash, secret)).toBe(true);
    expect(verifySaveCode(code, 'other@mail.com', hash, secret)).toBe(false);
    expect(verifySaveCode('0A1B2C3D4E5F6H', 'pat@mail.com', hash, secret)).toBe(false);
    expect(verifySaveCode(code, 'pat@mail.com', hash, randomBytes(32))).toBe(false);
  });
  it('build a base64 direct-continue path', () => {
    const path = directContinuePath('ab'.repeat(16), 'contact_info');
    const [, , id, tab] = path.split('/');
    expect(Buffer.from(decodeURIComponent(id!), 'base64').toString()).toBe('ab'.repeat(16));
    expect(Buffer.from(decodeURIComponent(tab!), 'base64').toString()).toBe('contact_info');
  });
});
