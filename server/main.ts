import { loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * `npm start`: open (and migrate) the database, seed the demo catalogue once, serve API + SPA.
 * The embedded database opens (and migrates) in its worker thread while this thread loads the
 * app's modules. A full seed (the first start, without a seeded template) runs before the routes
 * register: some plugins read the database while registering, and would wait behind the seed's
 * transaction (Fastify's plugin timeout is 10 s). A database from the seeded template holds the
 * whole catalogue already, and its seed (a few members' encrypted values re-keyed) runs while the
 * app registers. Either way the server listens only once the seed has committed.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const opening = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    seedDemo: config.seedDemo,
  });
  const [{ buildApp }, { seedDemoCatalogue }] = await Promise.all([import('./app'), import('./db/seed')]);
  const modulesMs = performance.now() - started;
  const database = await opening;
  const openMs = performance.now() - started;
  let seedMs = 0;
  // `seeded` is false on every start after the first: the seed checks its own marker.
  const seeding = (
    config.seedDemo
      ? seedDemoCatalogue(database.db, {
          encryptionKey: config.encryptionKey,
          saveTemplate: database.saveSeededTemplate,
        })
      : Promise.resolve({ seeded: false, fromTemplate: false })
  ).finally(() => (seedMs = performance.now() - started));
  seeding.catch(() => undefined); // awaited below: not an unhandled rejection while the app registers
  if (!database.fromSeededTemplate) await seeding;
  const app = await buildApp({ config, database, lazySchemas: true });
  const registeredMs = performance.now() - started;
  const { seeded, fromTemplate } = await seeding;
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
