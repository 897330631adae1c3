import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sealBytes } from './field-crypto';
import { openPiece, openSealedFile, sealedFileStream, sealPiece } from './sealed-stream';

const key = randomBytes(32);
const sealedFile = async (pieces: Buffer[]) =>
  Buffer.concat(await Readable.from(sealedFileStream(Readable.from(pieces), key)).toArray());

describe('sealed pieces', () => {
  it('open only at their own place: file, index and whether they end the file', () => {
    const sealed = sealPiece(Buffer.from('ISA*00~'), key, 'carrier-delivery:7', 2, false);
    expect(openPiece(sealed, key, 'carrier-delivery:7', 2, false).toString()).toBe('ISA*00~');
    expect(() => openPiece(sealed, key, 'carrier-delivery:8', 2, false)).toThrow();
    expect(() => openPiece(sealed, key, 'carrier-delivery:7', 3, false)).toThrow();
    expect(() => openPiece(sealed, key, 'carrier-delivery:7', 2, true)).toThrow();
    expect(() => openPiece(sealed, randomBytes(32), 'carrier-delivery:7', 2, false)).toThrow();
  });

  it('a file sealed in pieces opens whole; cut short or reordered, it does not', async () => {
    const pieces = [Buffer.from('first '), Buffer.from('second '), Buffer.from('third')];
    const file = await sealedFile(pieces);
    expect(openSealedFile(file, key).toString()).toBe('first second third');
    expect(file.includes(Buffer.from('second'))).toBe(false);
    // Without its last piece the file ends on a piece sealed as not the last.
    const header = 19 + 16;
    const records: Buffer[] = [];
    for (let at = header; at < file.length;) {
      const length = file.readUInt32BE(at);
      records.push(file.subarray(at, at + 4 + length));
      at += 4 + length;
    }
    expect(records).toHaveLength(3);
    const head = file.subarray(0, header);
    expect(() => openSealedFile(Buffer.concat([head, records[0]!, records[1]!]), key)).toThrow();
    expect(() => openSealedFile(Buffer.concat([head, records[1]!, records[0]!, records[2]!]), key)).toThrow();
    expect(openSealedFile(await sealedFile([]), key).toString()).toBe('');
  });

  it('still opens a file sealed whole before issue 27', () => {
    expect(openSealedFile(sealBytes(Buffer.from('ISA*old~'), key), key).toString()).toBe('ISA*old~');
  });
});
