// Bundles the API server for `npm start`: node dist-server/main.js runs it without tsx (no
// TypeScript loader hooks on every import, in the request thread or in the PGlite worker).
//
// - Two entries: server/main.ts and server/db/pglite-worker.ts (the database worker loads
//   dist-server/pglite-worker.js, plain JavaScript). The dynamic import of the app in main.ts stays
//   a separate chunk, so the worker starts opening the database while the app's code loads.
// - Packages are bundled too: one file instead of hundreds of node_modules files to resolve, read
//   and compile at every start (loading the app measured about 0.55 s of CPU external, 0.3 s
//   bundled). Some stay external (loaded from node_modules at run time): PGlite (its WebAssembly
//   and data files sit beside its module), pg and pg-copy-streams (PostgreSQL only, imported on
//   demand; bundled, the dynamic import of the CommonJS pg-copy-streams has no named `from`), tsx
//   (development), pino (its transports start worker files found from its own directory), and Ajv
//   with Fastify's two schema compilers, which lazy-schemas.ts loads from Fastify's own directory:
//   one copy for both. ssh2 (under ssh2-sftp-client, carrier deliveries) too: it requires its
//   optional native bindings (.node files, which esbuild cannot bundle) inside a try/catch.
//   Bundled CommonJS packages call require() for Node's modules: the banner gives the ESM chunks one.
// - `import.meta.url` in a bundled source file means that source file, as under tsx: paths beside
//   the sources (server/db/migrations, server/config/storefront.json) resolve the same way.
// - OPENENROLL_BUNDLED_WORKER tells pglite-proxy.ts where the worker's bundle sits.
//
// Usage: node scripts/build-server.mjs [outdir]   (default dist-server, git-ignored)
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.resolve(root, process.argv[2] ?? 'dist-server');
const toPosix = (p) => p.split(path.sep).join('/');

/** Rewrites import.meta.url to the URL of the source file, relative to the bundle's directory. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = toPosix(path.relative(outdir, args.path));
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
await rm(outdir, { recursive: true, force: true });
const workerFromProxy = toPosix(path.relative(path.join(root, 'server', 'db'), path.join(outdir, 'pglite-worker.js')));
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts', 'pglite-worker': 'server/db/pglite-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    '@electric-sql/pglite',
    'pg',
    'pg-native',
    'pg-copy-streams',
    'tsx',
    'pino',
    'ajv',
    'ajv-formats',
    '@fastify/ajv-compiler',
    '@fastify/fast-json-stringify-compiler',
    'fast-json-stringify',
    'ssh2',
    'ssh2-sftp-client',
  ].flatMap((name) => [name, `${name}/*`]),
  banner: {
    js: "import { createRequire as __oeCreateRequire } from 'node:module'; const require = __oeCreateRequire(import.meta.url);",
  },
  splitting: true,
  // Every output in one directory: the import.meta.url rewrite is relative to it.
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  // Stack traces need the mappings only (--enable-source-maps parses the map at start): no copies of the sources.
  sourcesContent: false,
  legalComments: 'none',
  define: { OPENENROLL_BUNDLED_WORKER: JSON.stringify(workerFromProxy) },
  plugins: [sourceUrls],
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(
  `server bundle: ${toPosix(path.relative(root, outdir))}/ (${Math.round(bytes / 1024)} KB of JavaScript, ${Math.round(performance.now() - started)} ms)`,
);
