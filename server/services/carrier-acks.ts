import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { listCarrierProfiles } from '../repositories/carrier-profiles';
import { acknowledgeDelivery } from '../repositories/carrier-files';
import type { CarrierFilesContext } from './carrier-file-context';
import { read999 } from './x12/read-999';

/**
 * Carriers' 999 acknowledgements (docs/decisions/0110-carrier-834-files.md): files placed in
 * `<drop dir>/<carrier code>/acks/*.999` are read, each acknowledged group is matched with the
 * carrier's delivery of that control number (acknowledged_at when accepted, the rejection code as
 * the error when not), and the file moves to `acks/done` (or `acks/unreadable`). Answers how many
 * deliveries were updated.
 */
export async function readAcknowledgements(ctx: CarrierFilesContext, now = new Date()): Promise<number> {
  let updated = 0;
  for (const profile of await listCarrierProfiles(ctx.db)) {
    const dir = path.join(ctx.dropDir, profile.carrierCode, 'acks');
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => n.toLowerCase().endsWith('.999')).sort();
    } catch {
      continue; // no acks directory for this carrier
    }
    for (const name of names) {
      let target = 'done';
      try {
        for (const ack of read999(await readFile(path.join(dir, name), 'utf8')))
          updated += await acknowledgeDelivery(ctx.db, profile.carrierId, ack.groupControlNumber, ack, now);
      } catch {
        target = 'unreadable';
      }
      await mkdir(path.join(dir, target), { recursive: true, mode: 0o700 });
      await rename(path.join(dir, name), path.join(dir, target, name));
    }
  }
  return updated;
}
