import { describe, expect, it } from 'vitest';
import { auditDiff, shownValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the fields that changed, before and after', () => {
    expect(auditDiff({ name: 'Acme', city: 'Atlanta' }, { name: 'Acme Co', city: 'Atlanta' })).toEqual([
      { field: 'name', before: 'Acme', after: 'Acme Co' },
    ]);
  });
  it('records a creation and a removal against nothing', () => {
    expect(auditDiff(null, { name: 'New' })).toEqual([{ field: 'name', before: null, after: 'New' }]);
    expect(auditDiff({ 'DENTAL IO': '$20.00' }, {})).toEqual([{ field: 'DENTAL IO', before: '$20.00', after: null }]);
  });
  it('never records contact or personal values in full', () => {
    expect(shownValue('display_email', 'hr@acme.example.com')).toBe('….com');
    expect(shownValue('display_phone', '4045550101')).toBe('…0101');
    expect(auditDiff({ display_phone: '4045550101' }, { display_phone: '4045550199' })).toEqual([
      { field: 'display_phone', before: '…0101', after: '…0199' },
    ]);
  });
});
