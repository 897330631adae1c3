import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL cluster a test owns, as scripts/with-postgres.sh starts one (its own
 * port and socket directory, trust on loopback, run as the postgres user when the test runs as
 * root), so the test may restart or stop the server under a running app. Needs the PostgreSQL
 * server binaries (CI installs them: .ci/run).
 */
export interface PgCluster {
  url: string;
  port: number;
  /** pg_ctl restart -m fast: every connection is ended, the server comes back. */
  restart(): void;
  /** pg_ctl stop -m fast. */
  stop(): void;
  start(): void;
  /** Stops the server (immediate) and removes its files. */
  destroy(): void;
}

function binDir(): string {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  const dir = candidates.find((d) => d && existsSync(path.join(d, 'pg_ctl')) && existsSync(path.join(d, 'initdb')));
  if (!dir)
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found: install them (apt-get install postgresql), as .ci/run does',
    );
  return dir;
}

export function startPgCluster(port: number): PgCluster {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  if (root) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
  }
  const work = mkdtempSync(path.join(tmpdir(), 'oe-pg-cluster-'));
  chmodSync(work, 0o755);
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(work, uid, gid);
  }
  const data = path.join(work, 'data');
  const run = (tool: string, args: string[]) => {
    const [cmd, all] = root
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(cmd, all, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${work} -c fsync=off`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(work, 'log'), '-w', ...args]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  pgCtl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () => pgCtl('-m', 'fast', '-o', options, 'restart'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    start: () => pgCtl('-o', options, 'start'),
    destroy: () => {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
