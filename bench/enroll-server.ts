import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { countStatements } from '../server/db/statement-count';
import type { BenchDatabase, Backend, Served } from './load-fixture';

/**
 * One API server process of `npm run bench enroll`, forked by bench/enroll.ts: the app of the tree
 * at argv[2] (this tree, or another revision's worktree with its own server code) on a fresh
 * database (argv[3]: pglite or postgres), on a port. Its statements are counted at the driver with
 * this tree's counter, which wraps any revision's client the same way. Over IPC it answers
 * { url } once serving, then { statements, by_verb } to 'count' and resets on 'reset'.
 */

const root = path.resolve(process.argv[2] ?? '.');
const backend = (process.argv[3] ?? 'pglite') as Backend;
const fixture = (await import(pathToFileURL(path.join(root, 'bench/load-fixture.ts')).href)) as {
  openBenchDatabase(backend: Backend): Promise<BenchDatabase>;
  serveApp(db: BenchDatabase): Promise<Served>;
};

const db = await fixture.openBenchDatabase(backend);
const counter = countStatements(db.handle.db);
const served = await fixture.serveApp(db);

process.on('message', (m: { op: string }) => {
  if (m.op === 'reset') {
    counter.reset();
    process.send?.({ op: 'reset' });
  } else if (m.op === 'count') {
    process.send?.({ op: 'count', statements: counter.total, by_verb: counter.byVerb });
  } else if (m.op === 'cpu') {
    const used = process.cpuUsage();
    process.send?.({ op: 'cpu', cpu_ms: (used.user + used.system) / 1000 });
  } else if (m.op === 'stop') {
    void served.app
      .close()
      .then(() => db.dispose())
      .finally(() => process.exit(0));
  }
});
process.send?.({ op: 'ready', url: served.url });
