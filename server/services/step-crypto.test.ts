import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { beneficiaryInfoStep } from '../../steps/beneficiary-info/module';
import { personalInfoStep } from '../../steps/personal-info/module';
import { openSealed, sealFields, sensitiveFields } from './step-crypto';

const key = randomBytes(32);

describe('step sealing', () => {
  it('knows the SSN fields of the steps', () => {
    expect(sensitiveFields(personalInfoStep)).toEqual(['ssn']);
    expect(sensitiveFields(beneficiaryInfoStep)).toEqual(['ssn']);
  });
  it('seals SSNs and opens them back at any depth', () => {
    const sealed = sealFields({ first_name: 'Ana', ssn: '123456789' }, ['ssn'], key);
    expect(JSON.stringify(sealed)).not.toContain('123456789');
    expect(sealFields(sealed, ['ssn'], key).ssn).toBe(sealed.ssn);
    expect(openSealed({ list: [sealed] }, key)).toEqual({ list: [{ first_name: 'Ana', ssn: '123456789' }] });
    expect(openSealed(sealed, randomBytes(32))).toEqual({ first_name: 'Ana', ssn: null });
  });
});
