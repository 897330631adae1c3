import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCarrierProfiles } from '../../server/repositories/carrier-profiles';
import type { CarrierFilesContext } from '../../server/services/carrier-file-context';
import { plainPiecesOf } from '../../server/services/carrier-file-pieces';
import { runCarrierFile } from '../../server/services/carrier-files';
import { check834 } from '../../server/services/x12/check-834';
import { buildTestApp } from '../helpers/build-app';

/**
 * The demo book's files byte for byte (issue 27): tests/fixtures/x12/demo-book holds what the code
 * before the streamed build wrote (node-x12's object model, one transaction) for every carrier of the
 * demo: a change file, a full file, then a change file with nothing new, all at one fixed time. The
 * streamed build, a step of members at a time into sealed pieces, must write the same bytes.
 */
const FIXTURES = new URL('../fixtures/x12/demo-book/', import.meta.url);
const NOW = new Date('2026-11-27T10:00:00Z');

let app: FastifyInstance;
let ctx: CarrierFilesContext;
let dropDir: string;

beforeAll(async () => {
  dropDir = mkdtempSync(path.join(os.tmpdir(), 'oe-demo-book-'));
  app = await buildTestApp({ carrierSchedule: false, carrierDropDir: dropDir });
  ctx = { db: app.db, encryptionKey: app.config.encryptionKey, dropDir };
});
afterAll(async () => {
  await app.close();
  rmSync(dropDir, { recursive: true, force: true });
});

describe("the demo book's carrier files", () => {
  it('are the bytes the code before the streamed build wrote, and parse strictly', async () => {
    const expected = readdirSync(FIXTURES).sort();
    const written: string[] = [];
    for (const profile of await listCarrierProfiles(app.db)) {
      for (const mode of ['change', 'full', 'change'] as const) {
        const row = await runCarrierFile(ctx, profile.carrierId, { mode, now: NOW });
        const name = `${profile.carrierCode}-${row.controlNumber}-${mode}-${row.status}.834`;
        written.push(name);
        const text = Buffer.concat(await Readable.from(plainPiecesOf(ctx, row.id)).toArray()).toString('utf8');
        expect(text, name).toBe(readFileSync(new URL(name, FIXTURES), 'utf8'));
        const checked = check834(text);
        expect(checked.problems, name).toEqual([]);
        expect([row.memberCount, row.subscriberCount], name).toEqual([checked.members, checked.subscribers]);
      }
    }
    expect(written.sort()).toEqual(expected);
  }, 120_000);
});
