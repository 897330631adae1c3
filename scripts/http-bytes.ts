/**
 * Bytes over the wire of the first load of / and /plans with and without Accept-Encoding, and a
 * catalogue revalidation (ETag / 304), against the real build served by the real app.
 *
 *   npx tsx scripts/http-bytes.ts            # builds into a temporary directory first
 *   npx tsx scripts/http-bytes.ts --dist dist  # measures an existing build
 *
 * "First load" is what the browser fetches before the route's own lazy chunk: the HTML shell, the
 * entry chunk and every chunk it imports statically (recursively), and the stylesheets the shell
 * links. Sizes are body bytes plus the response head as sent on the socket.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemoCatalogue } from '../server/db/seed';
import { newVisitorEnrollment } from '../tests/helpers/cart-fixtures';

interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
  wireBytes: number;
  body: Buffer;
}

function get(port: number, url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        // Status line and header lines as sent (raw pairs), blank line after.
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bodyBytes: body.length,
          wireBytes: head + body.length,
          body,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The shell's entry script and stylesheets, then every chunk imported statically, recursively. */
function firstLoadFiles(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    // Static imports only: `import(` (a lazy chunk) cannot match, its `(` is not a quote.
    for (const m of code.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), m[1]!));
    }
  };
  scripts.forEach(visit);
  return [...seen, ...styles];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const distFlag = process.argv.indexOf('--dist');
  const given = distFlag > 0 ? process.argv[distFlag + 1] : undefined;
  const dist = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), 'oe-http-bytes-'));
  if (!given) await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });

  const config = loadConfig({}, { dataDir: 'memory', logLevel: 'silent', staticDir: dist });
  const database = await openDatabase({ dataDir: 'memory' });
  await seedDemoCatalogue(database.db, { encryptionKey: config.encryptionKey });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  try {
    const files = firstLoadFiles(dist);
    console.log(`first load = shell + ${files.length} files (entry chunk, its static imports, stylesheets)\n`);
    console.log('route    Accept-Encoding   files  body        on the wire');
    for (const route of ['/', '/plans']) {
      for (const accept of ['', 'gzip', 'br, gzip']) {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
        const answers = await Promise.all([route, ...files.map((f) => `/${f}`)].map((url) => get(port, url, headers)));
        const bad = answers.find((a) => a.status !== 200);
        if (bad) throw new Error(`status ${bad.status} in the first load of ${route}`);
        const body = answers.reduce((s, a) => s + a.bodyBytes, 0);
        const wire = answers.reduce((s, a) => s + a.wireBytes, 0);
        const encodings = [...new Set(answers.map((a) => a.headers['content-encoding'] ?? 'identity'))].join('+');
        console.log(
          `${route.padEnd(8)} ${(accept || '(none)').padEnd(17)} ${String(answers.length).padEnd(6)} ${kb(body).padEnd(11)} ${kb(wire)}  [${encodings}]`,
        );
      }
    }

    // A catalogue read: the whole listing of the default storefront, then its revalidation.
    const session = JSON.parse((await get(port, '/api/v1/get-default-info', {})).body.toString()).data as {
      token: string;
      agent_id: number;
      portal_id: number;
    };
    const auth = { authorization: `Bearer ${session.token}` };
    const enrollment = await newVisitorEnrollment(app, session);
    const listing = `/api/v1/get-filtered-plans?enrollment_id=${enrollment}`;
    console.log(`\nGET ${listing.replace(enrollment, '<id>')}`);
    const rounds = 50;
    const timed = async (headers: Record<string, string>) => {
      let last: Fetched | undefined;
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now();
        last = await get(port, listing, { ...auth, ...headers });
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { last: last!, p50: times[Math.floor(rounds / 2)]! };
    };
    const identity = await timed({});
    const etag = String(identity.last.headers.etag);
    for (const [what, headers] of [
      ['200 identity', {}],
      ['200 gzip', { 'accept-encoding': 'gzip' }],
      ['200 br', { 'accept-encoding': 'br, gzip' }],
      ['304 If-None-Match', { 'accept-encoding': 'br, gzip', 'if-none-match': etag }],
    ] as const) {
      const { last, p50 } = await timed(headers);
      console.log(
        `  ${what.padEnd(18)} status ${last.status}  body ${kb(last.bodyBytes).padEnd(9)} wire ${kb(last.wireBytes).padEnd(9)} p50 ${p50.toFixed(1)} ms (${rounds} sequential)`,
      );
    }
    console.log(`  ETag ${etag}, Cache-Control: ${identity.last.headers['cache-control']}`);
  } finally {
    await app.close();
    if (!given) rmSync(dist, { recursive: true, force: true });
  }
}

await main();
