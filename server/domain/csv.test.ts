import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are; empty for null', () => {
    expect(csvCell('Diaz')).toBe('Diaz');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Smith, Jr')).toBe('"Smith, Jr"');
    expect(csvCell('The "Best" Plan')).toBe('"The ""Best"" Plan"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('prefixes what a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Only the first character counts: a hyphen inside a name is left alone.
    expect(csvCell('Smith-Jones')).toBe('Smith-Jones');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas, each made safe', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b');
    expect(csvLine(['Lee, Kim', null, '=1+1'])).toBe(`"Lee, Kim",,'=1+1`);
  });
});
