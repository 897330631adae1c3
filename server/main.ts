import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoCatalogue } from './db/seed';
import { buildApp } from './app';

/** `npm start`: open (and migrate) the database, seed the demo catalogue once, serve API + SPA. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // `seeded` is false on every start after the first: the seed checks its own marker.
  const { seeded } = config.seedDemo ? await seedDemoCatalogue(database.db, { encryptionKey: config.encryptionKey }) : { seeded: false };
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, demoSeeded: seeded, readyMs: Math.round(performance.now() - started) },
    `OpenEnroll listening on http://localhost:${config.port}/`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
