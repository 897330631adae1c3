import { describe, expect, it } from 'vitest';
import { addDays, enrollmentWindow, type PlanYearWindow } from './enrollment-window';

const year: PlanYearWindow = {
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  openStartsOn: '2026-11-01',
  openEndsOn: '2026-11-30',
  newHireDays: 30,
};

describe('enrollmentWindow', () => {
  it('lets anyone enroll in a group without plan years', () => {
    expect(enrollmentWindow([], '2027-06-01', null, 'Acme')).toEqual({ ok: true, reason: 'no-plan-years' });
  });
  it('lets anyone enroll on the first and the last day of open enrollment', () => {
    expect(enrollmentWindow([year], '2026-11-01', null, 'Acme').ok).toBe(true);
    expect(enrollmentWindow([year], '2026-11-30', null, 'Acme').ok).toBe(true);
  });
  it('refuses outside the window, naming it', () => {
    const v = enrollmentWindow([year], '2026-12-01', null, 'Acme');
    expect(v).toMatchObject({ ok: false });
    expect(!v.ok && v.message).toContain("Acme's open enrollment ran 11/01/2026 to 11/30/2026");
    const before = enrollmentWindow([year], '2026-10-31', null, 'Acme');
    expect(!before.ok && before.message).toContain("Acme's next open enrollment runs 11/01/2026 to 11/30/2026");
  });
  it('lets a new hire enroll within the new-hire days of the plan year, not a day later', () => {
    expect(enrollmentWindow([year], '2027-03-31', '2027-03-01', 'Acme')).toEqual({ ok: true, reason: 'new-hire' });
    expect(enrollmentWindow([year], '2027-04-01', '2027-03-01', 'Acme').ok).toBe(false);
    // Hired in the future: not yet.
    expect(enrollmentWindow([year], '2027-03-01', '2027-03-02', 'Acme').ok).toBe(false);
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
