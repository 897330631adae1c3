import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sealedFileStream } from './sealed-stream';
import { checkedSftpAddress, type HostLookup } from './sftp-destination';

/**
 * Where a carrier file goes (docs/decisions/0110-carrier-834-files.md). The embedded default is a
 * drop directory (CARRIER_DROP_DIR) that receives the file sealed with the app's key, so no plain
 * SSN rests on disk; a carrier with SFTP configured receives the plain file over SSH, never written
 * locally. The file comes a piece at a time (never whole in memory). An adapter throws on failure;
 * its message must not carry file content.
 */
export interface DeliveryAdapter {
  /** Delivers the file (`plain` gives its pieces, in order) under `fileName`; answers where it went, for the delivery log. */
  deliver(fileName: string, plain: () => AsyncIterable<Buffer>): Promise<string>;
}

/**
 * The drop directory: `<dir>/<carrier code>/<file name>.sealed`, mode 0600, written then renamed,
 * sealed in pieces as it is written (sealed-stream: openSealedFile reads it, and the files sealed whole before).
 */
export function dropDirectoryAdapter(dir: string, carrierCode: string, key: Buffer): DeliveryAdapter {
  return {
    async deliver(fileName, plain) {
      const folder = path.join(dir, carrierCode);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const target = path.join(folder, `${fileName}.sealed`);
      const partial = `${target}.part`;
      try {
        await pipeline(Readable.from(sealedFileStream(plain(), key)), createWriteStream(partial, { mode: 0o600 }));
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      await rename(partial, target);
      return target;
    },
  };
}

export interface SftpSettings {
  host: string;
  port: number;
  username: string;
  remoteDir: string;
  /** A password, or a private key in PEM/OpenSSH form. */
  secret: string;
}

/** Connection options of ssh2 for a password or a private key. */
function credentials(secret: string): { password: string } | { privateKey: string } {
  return /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(secret) ? { privateKey: secret } : { password: secret };
}

/** Any failure of the SFTP session: one code, whether the port was closed, filtered or the log-in refused. */
const SFTP_FAILED = 'SFTP_FAILED';

/**
 * SFTP to the carrier: uploads `<remote dir>/<name>.part`, then renames it, so the carrier never picks up half a file.
 * The host is resolved and checked at every send (checkedSftpAddress) and the session opened to the checked address.
 */
export function sftpAdapter(
  settings: SftpSettings,
  opts: { readyTimeoutMs?: number; allowPrivate?: boolean; resolve?: HostLookup } = {},
): DeliveryAdapter {
  return {
    async deliver(fileName, plain) {
      const address = await checkedSftpAddress(settings.host, opts.allowPrivate ?? false, opts.resolve);
      // Loaded on the first SFTP delivery (ssh2 takes 50-70 ms to load), not when the server starts.
      const { default: SftpClient } = await import('ssh2-sftp-client');
      const client = new SftpClient('carrier-834');
      const dir = settings.remoteDir.replace(/\/+$/, '') || '.';
      const target = `${dir}/${fileName}`;
      try {
        await client.connect({
          host: address,
          port: settings.port,
          username: settings.username,
          readyTimeout: opts.readyTimeoutMs ?? 20_000,
          ...credentials(settings.secret),
        });
        await client.put(Readable.from(plain()), `${target}.part`);
        await client.rename(`${target}.part`, target);
      } catch {
        // What failed (refused, timed out, reset, log-in) would tell an open port from a closed one.
        throw Object.assign(new Error('SFTP delivery failed'), { code: SFTP_FAILED });
      } finally {
        await client.end().catch(() => undefined);
      }
      return `sftp://${settings.host}:${settings.port}${target.startsWith('/') ? '' : '/'}${target}`;
    },
  };
}
