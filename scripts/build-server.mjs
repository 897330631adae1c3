// Bundles the API server for `npm start`: node dist-server/main.js runs it without tsx (no
// TypeScript loader hooks on every import, in the request thread or in the PGlite worker).
//
// - Two entries: server/main.ts and server/db/pglite-worker.ts (the database worker loads
//   dist-server/pglite-worker.js, plain JavaScript). The dynamic import of the app in main.ts stays
//   a separate chunk, so the worker starts opening the database while the app's code loads.
// - Packages stay external (node_modules is there at run time); our own TypeScript is bundled.
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
  packages: 'external',
  splitting: true,
  // Every output in one directory: the import.meta.url rewrite is relative to it.
  chunkNames: '[name]-[hash]',
  sourcemap: true,
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
