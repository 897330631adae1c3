import { X12Parser, type X12Interchange } from 'node-x12';

/** What a parse of a generated 834 found: the counts its trailers claim and the counts it holds. */
export interface Check834 {
  interchange: X12Interchange;
  /** INS segments (members) and those with INS01 = Y (subscribers). */
  members: number;
  subscribers: number;
  /** Every trailer mismatch found (empty when SE01/SE02, GE01/GE02 and IEA01/IEA02 are right). */
  problems: string[];
}

/**
 * Parses an 834 with node-x12's strict parser and checks its trailers: SE01 is the segment count of
 * its set (ST and SE included) and SE02 its ST02, GE01 the number of sets and GE02 its GS06, IEA01
 * the number of groups and IEA02 its ISA13. Throws when the text does not parse.
 */
export function check834(text: string): Check834 {
  const parsed = new X12Parser(true).parse(text);
  if (!('functionalGroups' in parsed)) throw new Error('834: more than one interchange in one file');
  const interchange = parsed;
  const problems: string[] = [];
  let members = 0;
  let subscribers = 0;
  const expect = (what: string, actual: string, wanted: string) => {
    if (actual !== wanted) problems.push(`${what} is ${actual}, expected ${wanted}`);
  };
  expect('IEA01', interchange.trailer.valueOf(1), String(interchange.functionalGroups.length));
  expect('IEA02', interchange.trailer.valueOf(2), interchange.header.valueOf(13));
  for (const group of interchange.functionalGroups) {
    expect('GE01', group.trailer.valueOf(1), String(group.transactions.length));
    expect('GE02', group.trailer.valueOf(2), group.header.valueOf(6));
    for (const set of group.transactions) {
      expect('SE01', set.trailer.valueOf(1), String(set.segments.length + 2));
      expect('SE02', set.trailer.valueOf(2), set.header.valueOf(2));
      for (const segment of set.segments) {
        if (segment.tag !== 'INS') continue;
        members += 1;
        if (segment.valueOf(1) === 'Y') subscribers += 1;
      }
    }
  }
  return { interchange, members, subscribers, problems };
}
