import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { openBytes } from './field-crypto';

/**
 * Sealed pieces of a large file (issue 27: an 834 of 100,000 members is never sealed, kept or sent as
 * one buffer). Each piece is AES-256-GCM on its own (`iv | tag | ciphertext`, a fresh IV each) with
 * its place bound in as associated data: whose piece it is, its index and whether it is the last, so
 * pieces cannot be reordered, swapped between files or cut off without failing to open.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('field encryption key must be 32 bytes');
}

/** What a piece is bound to: the file it belongs to, its index and whether it ends the file. */
function pieceAad(fileId: string, index: number, last: boolean): Buffer {
  return Buffer.from(`oe-sealed-piece\0${fileId}\0${index}\0${last ? 'last' : 'more'}`, 'utf8');
}

/** Seals one piece of the file `fileId`. */
export function sealPiece(plain: Uint8Array, key: Buffer, fileId: string, index: number, last: boolean): Buffer {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(pieceAad(fileId, index, last));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Opens a piece sealPiece wrote for this file, index and place; throws on anything else. */
export function openPiece(sealed: Uint8Array, key: Buffer, fileId: string, index: number, last: boolean): Buffer {
  assertKey(key);
  const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (buf.length < IV_BYTES + TAG_BYTES) throw new Error('not a sealed piece');
  const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(pieceAad(fileId, index, last));
  decipher.setAuthTag(buf.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(buf.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The start of a sealed file in pieces (a file sealed whole by sealBytes starts with a random IV instead). */
const MAGIC = Buffer.from('OE-SEALED-PIECES-1\n', 'utf8');
const FILE_ID_BYTES = 16;

/**
 * A file sealed in pieces, as the drop directory keeps it: MAGIC, a random file id, then each piece
 * as a 4-byte length and the sealed piece. Pieces of `plain` are sealed as they come (bounded memory).
 */
export async function* sealedFileStream(plain: AsyncIterable<Buffer>, key: Buffer): AsyncGenerator<Buffer> {
  const id = randomBytes(FILE_ID_BYTES);
  const fileId = id.toString('hex');
  yield Buffer.concat([MAGIC, id]);
  let index = 0;
  let held: Buffer | null = null;
  const record = (piece: Buffer, last: boolean) => {
    const sealed = sealPiece(piece, key, fileId, index++, last);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(sealed.length);
    return Buffer.concat([length, sealed]);
  };
  // One piece is held back so the last can be sealed as the last.
  for await (const piece of plain) {
    if (held) yield record(held, false);
    held = piece;
  }
  yield record(held ?? Buffer.alloc(0), true);
}

/**
 * Opens a sealed file of the drop directory: in pieces (sealedFileStream) or, written before, sealed whole (sealBytes).
 * @public for tests and benchmarks that read a dropped file (the app only writes them).
 */
export function openSealedFile(bytes: Uint8Array, key: Buffer): Buffer {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < MAGIC.length || !buf.subarray(0, MAGIC.length).equals(MAGIC)) return openBytes(buf, key);
  const fileId = buf.subarray(MAGIC.length, MAGIC.length + FILE_ID_BYTES).toString('hex');
  const pieces: Buffer[] = [];
  let at = MAGIC.length + FILE_ID_BYTES;
  for (let index = 0; ; index++) {
    if (at + 4 > buf.length) throw new Error('sealed file cut short');
    const length = buf.readUInt32BE(at);
    const sealed = buf.subarray(at + 4, at + 4 + length);
    at += 4 + length;
    const last = at >= buf.length;
    pieces.push(openPiece(sealed, key, fileId, index, last));
    if (last) return Buffer.concat(pieces);
  }
}
