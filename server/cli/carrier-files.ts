import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { listCarrierProfiles } from '../repositories/carrier-profiles';
import { markDeliveredByHand } from '../services/carrier-file-deliveries';
import { plainPiecesOf } from '../services/carrier-file-pieces';
import { runCarrierFile } from '../services/carrier-files';
import { defaultDropDir } from '../services/carrier-schedule';
import { describeError } from '../db/errors';

/**
 * `npm run carrier-files -- --carrier <id|code> [--full] [--out <dir>]` (docs/decisions/0110-carrier-834-files.md):
 * runs one carrier's change file (or full file) now, logged like a console run. Without --out the
 * file goes where the carrier's profile says (the drop directory sealed, or SFTP). With --out the
 * plain file is written into <dir> (mode 0600) for a manual upload and logged as delivered by hand;
 * it holds SSNs. A full file that would drop members is held: confirm it in the staff console.
 * With the embedded database, stop the server first (one process opens a PGlite directory).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { carrier: { type: 'string' }, full: { type: 'boolean', default: false }, out: { type: 'string' } },
  });
  if (!values.carrier) {
    process.stderr.write('usage: npm run carrier-files -- --carrier <id|code> [--full] [--out <dir>]\n');
    return 64;
  }
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
  });
  try {
    const wanted = values.carrier.toUpperCase();
    const profile = (await listCarrierProfiles(database.db)).find(
      (p) => String(p.carrierId) === wanted || p.carrierCode.toUpperCase() === wanted,
    );
    if (!profile) {
      process.stderr.write(`No carrier profile for ${values.carrier}.\n`);
      return 1;
    }
    const ctx = {
      db: database.db,
      encryptionKey: config.encryptionKey,
      dropDir: config.carrierDropDir ?? defaultDropDir(config.dataDir),
      sftpAllowPrivate: config.carrierSftpAllowPrivate ?? false,
    };
    const mode = values.full ? ('full' as const) : ('change' as const);
    const row = await runCarrierFile(ctx, profile.carrierId, { mode, deliver: values.out === undefined });
    const summary = `${row.fileName}: ${row.mode} file, ${row.memberCount} members (${row.subscriberCount} subscribers), control ${row.controlNumber}, sha256 ${row.sha256}`;
    if (row.status === 'held') {
      process.stdout.write(`${summary}\nHELD: this full file would drop members the carrier has active:\n`);
      for (const r of row.heldRemovals ?? []) process.stdout.write(`  ${r.subscriber_id}  ${r.name}  ${r.plan}\n`);
      process.stdout.write('Confirm or cancel it in the staff console (Carrier files).\n');
      return 2;
    }
    if (row.status === 'stopped') {
      process.stderr.write(`${row.fileName}: stopped: ${row.error ?? ''}\n`);
      return 1;
    }
    if (values.out !== undefined) {
      const target = path.resolve(values.out, row.fileName);
      // 'wx': never overwrite; 0600: only this user reads a file that holds SSNs.
      await pipeline(
        Readable.from(plainPiecesOf(ctx, row.id)),
        createWriteStream(target, { mode: 0o600, flags: 'wx' }),
      );
      await markDeliveredByHand(ctx, row.id, `manual:${target}`);
      process.stderr.write(
        `WARNING: ${target} holds Social Security numbers in plain text. Upload it to the carrier over a secure channel and delete it.\n`,
      );
      process.stdout.write(`${summary}\nwritten: ${target}\n`);
      return 0;
    }
    process.stdout.write(`${summary}\n${row.status}${row.error ? `: ${row.error}` : ''}\n`);
    return row.status === 'delivered' ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Described as the logs describe errors: a failed query's parameters (member data) are never printed.
    const { message, sqlstate, error_code: code } = describeError(err);
    process.stderr.write(`carrier-files: ${[message, sqlstate ?? code].filter(Boolean).join(' ')}\n`);
    process.exit(1);
  },
);
