import { X12Parser, type X12Interchange } from 'node-x12';

/** What a carrier's 999 Implementation Acknowledgment says about one of our 834 functional groups. */
export interface Acknowledgment999 {
  /** AK1-02: the GS06 of the acknowledged group (our control number). */
  groupControlNumber: number;
  /** AK9-01: A accepted, E accepted with errors, P partially accepted, R rejected (M, W, X: rejected). */
  code: string;
  accepted: boolean;
}

/**
 * Reads the acknowledgements of 834 groups (AK1-01 BE) in a 999 file (005010X231A1), parsed with
 * node-x12's strict parser. Throws when the text is not X12.
 */
export function read999(text: string): Acknowledgment999[] {
  const parsed = new X12Parser(true).parse(text);
  const interchanges: X12Interchange[] = 'functionalGroups' in parsed ? [parsed] : parsed.interchanges;
  const out: Acknowledgment999[] = [];
  for (const interchange of interchanges)
    for (const group of interchange.functionalGroups)
      for (const set of group.transactions) {
        if (set.header.valueOf(1) !== '999') continue;
        let control: number | null = null;
        for (const segment of set.segments) {
          if (segment.tag === 'AK1')
            control = segment.valueOf(1) === 'BE' ? Number.parseInt(segment.valueOf(2), 10) : null;
          if (segment.tag === 'AK9' && control !== null && Number.isInteger(control)) {
            const code = segment.valueOf(1);
            out.push({ groupControlNumber: control, code, accepted: code === 'A' || code === 'E' || code === 'P' });
          }
        }
      }
  return out;
}
