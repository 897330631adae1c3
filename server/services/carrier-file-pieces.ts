import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { fileChunksAfter, insertFileChunk, wholeSealedFile } from '../repositories/carrier-files';
import type { CarrierFilesContext } from './carrier-file-context';
import { openBytes } from './field-crypto';
import { openPiece, sealPiece } from './sealed-stream';

/**
 * A carrier file at rest (issue 27): written, sealed and stored a piece at a time as it is built, and
 * read back a piece at a time for delivery or the --out copy, each piece bound to its file and place.
 */

/** Plain bytes per sealed piece of a file. */
const PIECE_BYTES = 256 * 1024;

/** What a file's pieces are bound to (sealed-stream): its delivery. */
const fileIdOf = (deliveryId: number) => `carrier-delivery:${deliveryId}`;

/** The text of a file as it is written, sealed and stored a piece at a time, with its SHA-256. */
export class SealedPieces {
  private parts: string[] = [];
  private size = 0;
  private seq = 0;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly db: Db,
    private readonly deliveryId: number,
    private readonly key: Buffer,
  ) {}

  async write(text: string): Promise<void> {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= PIECE_BYTES) await this.flush(false);
  }

  private async flush(last: boolean): Promise<void> {
    const plain = Buffer.from(this.parts.join(''), 'utf8');
    this.parts = [];
    this.size = 0;
    this.hash.update(plain);
    const sealed = sealPiece(plain, this.key, fileIdOf(this.deliveryId), this.seq, last);
    await insertFileChunk(this.db, this.deliveryId, this.seq, sealed);
    this.seq += 1;
  }

  /** Stores the last piece; answers the plain file's SH-256 (hex). */
  async end(): Promise<string> {
    await this.flush(true);
    return this.hash.digest('hex');
  }
}

/** The plain file of a logged delivery, a piece at a time (a file of before issue 27 comes whole). */
export async function* plainPiecesOf(ctx: CarrierFilesContext, id: number): AsyncGenerator<Buffer> {
  const whole = await wholeSealedFile(ctx.db, id);
  if (whole) {
    yield openBytes(whole, ctx.encryptionKey);
    return;
  }
  const fileId = fileIdOf(id);
  let held: { seq: number; sealed: Uint8Array } | null = null;
  let expected = 0;
  const open = (piece: { seq: number; sealed: Uint8Array }, last: boolean) => {
    if (piece.seq !== expected) throw new Error('carrier file: a piece is missing');
    expected += 1;
    return openPiece(piece.sealed, ctx.encryptionKey, fileId, piece.seq, last);
  };
  for (let after = -1; ;) {
    const pieces = await fileChunksAfter(ctx.db, id, after, 4);
    for (const piece of pieces) {
      if (held) yield open(held, false);
      held = piece;
      after = piece.seq;
    }
    if (pieces.length < 4) break;
  }
  if (!held) throw new Error('carrier file: no piece stored');
  yield open(held, true);
}
