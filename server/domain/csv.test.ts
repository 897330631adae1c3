import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvLine } from './csv';

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

describe('csvDocument', () => {
  it('writes the byte order mark, the header and CRLF-ended lines', () => {
    const text = csvDocument(
      ['Name', 'Premium'],
      [
        ['Ana', '12.50'],
        ['Lee, Kim', null],
      ],
    );
    expect(text).toBe(`${CSV_BOM}Name,Premium\r\nAna,12.50\r\n"Lee, Kim",\r\n`);
    expect(csvLine(['a', 'b'])).toBe('a,b');
  });
});
