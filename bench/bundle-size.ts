import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist');

function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Gzip bytes of the JS the home route loads first (entry + modulepreloads in index.html), and of every chunk. */
export function benchBundleSize(): { initial_js_gzip_bytes: number; initial_files: string[]; chunks: Record<string, number> } {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/index.html missing: run `npm run build` first');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const chunks: Record<string, number> = {};
  for (const f of readdirSync(path.join(dist, 'assets'))) if (f.endsWith('.js')) chunks[f] = gz(path.join(dist, 'assets', f));
  return {
    initial_js_gzip_bytes: initial.reduce((sum, f) => sum + gz(path.join(dist, f)), 0),
    initial_files: initial,
    chunks,
  };
}
