import { loadConfig } from './config';
import { startPgliteWorker } from './db/pglite-proxy';

/**
 * `npm start`: open (and migrate) the database, seed the demo catalogue once, serve API + SPA.
 * The embedded database opens (and migrates) in its worker thread while this thread loads the
 * app's modules; a new data directory opens from the seeded template when there is one, and the
 * seed then only re-keys a few members' encrypted values. The seed runs before the routes
 * register: some plugins read the database while registering, and would wait behind the seed's
 * transaction (Fastify's plugin timeout is 10 s). Registering during the re-key measured no
 * faster on two cores, and registering while the database opened once hit that timeout on a
 * loaded machine.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // The embedded database's worker first (compiling PGlite, opening the data directory), before
  // this thread loads the query layer and the app.
  const worker = config.databaseUrl
    ? undefined
    : startPgliteWorker({ dataDir: config.dataDir, seedDemo: config.seedDemo });
  const workerStartedMs = performance.now() - started;
  const opening = import('./db/client').then(({ openDatabase }) =>
    openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      poolMax: config.databasePoolMax,
      seedDemo: config.seedDemo,
      worker,
    }),
  );
  opening.catch(() => undefined); // awaited below: not an unhandled rejection meanwhile
  const [{ buildApp }, { seedDemoCatalogue }] = await Promise.all([import('./app'), import('./db/seed')]);
  const modulesMs = performance.now() - started;
  const database = await opening;
  const openMs = performance.now() - started;
  // `seeded` is false on every start after the first: the seed checks its own marker.
  const { seeded, fromTemplate } = config.seedDemo
    ? await seedDemoCatalogue(database.db, {
        encryptionKey: config.encryptionKey,
        saveTemplate: database.saveSeededTemplate,
      })
    : { seeded: false, fromTemplate: false };
  const seedMs = performance.now() - started;
  const app = await buildApp({ config, database, lazySchemas: true });
  const registeredMs = performance.now() - started;
  await app.listen({ port: config.port, host: config.host });
  const ms = (n: number) => Math.round(n);
  app.log.info(
    {
      db: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      demoSeeded: seeded,
      seedFromTemplate: fromTemplate,
      readyMs: ms(performance.now() - started),
      startMs: {
        workerStarted: ms(workerStartedMs),
        modules: ms(modulesMs),
        databaseOpen: ms(openMs),
        seed: ms(seedMs),
        registered: ms(registeredMs),
        worker: database.timings,
      },
      rssMb: Math.round(process.memoryUsage().rss / 1e6),
    },
    `OpenEnroll listening on http://localhost:${config.port}/`,
  );
  // A rejection nothing awaited (a background round, a driver callback) is logged, described (no
  // query parameters), and the process keeps serving: the database going away must not end it.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch(async (err: unknown) => {
  // Described as the logs describe errors: a failed query's parameters never reach the output.
  const { describeError } = await import('./db/errors');
  const { message, sqlstate, error_code: code } = describeError(err);
  console.error([message, sqlstate ?? code].filter(Boolean).join(' '));
  process.exit(1);
});
