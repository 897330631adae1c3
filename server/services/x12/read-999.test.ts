import { describe, expect, it } from 'vitest';
import { read999 } from './read-999';

/** A 999 as a carrier sends it (005010X231A1), written by hand: one 834 group acknowledged per set. */
function file999(sets: Array<[control: number, ak9: string]>): string {
  const lines = [
    'ISA*00*          *00*          *ZZ*BSD834         *ZZ*OPENENROLL     *310102*0905*^*00501*000000007*0*P*:~',
    'GS*FA*BSD834*OPENENROLL*20310102*0905*7*X*005010X231A1~',
  ];
  sets.forEach(([control, ak9], i) => {
    const st = String(i + 1).padStart(4, '0');
    lines.push(
      `ST*999*${st}*005010X231A1~`,
      `AK1*BE*${control}*005010X220A1~`,
      'AK2*834*0001~',
      `IK5*${ak9}~`,
      `AK9*${ak9}*1*1*${ak9 === 'R' ? 0 : 1}~`,
      `SE*6*${st}~`,
    );
  });
  lines.push(`GE*${sets.length}*7~`, 'IEA*1*000000007~');
  return lines.join('\n');
}

describe('read999', () => {
  it("reads each acknowledged 834 group's control number and whether it was accepted", () => {
    expect(
      read999(
        file999([
          [42, 'A'],
          [43, 'E'],
          [44, 'R'],
        ]),
      ),
    ).toEqual([
      { groupControlNumber: 42, code: 'A', accepted: true },
      { groupControlNumber: 43, code: 'E', accepted: true },
      { groupControlNumber: 44, code: 'R', accepted: false },
    ]);
  });

  it('ignores groups of other transactions and refuses text that is not X12', () => {
    expect(read999(file999([[42, 'A']]).replace('AK1*BE*', 'AK1*HC*'))).toEqual([]);
    expect(() => read999('not an acknowledgement')).toThrow();
  });
});
