import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Chunks by entry route (entry routes under budget). Left to itself the bundler makes a
 * common chunk of every set of modules shared by a different set of lazy routes: the home route
 * loaded 29 files. Here the static import graph (as parsed, before chunking) decides instead:
 * - `app`: what every storefront screen needs (the entry, the router, SiteLayout and the shell) and
 *   the modules at least two of the first screens (home, /plans, /cart) share;
 * - one chunk per first screen with the rest of its own modules (its lazy route modules included);
 * - everything else (wizard, admin, other pages) chunked by the bundler as before.
 */
const ROUTE_SEEDS: Record<string, string[]> = {
  app: ['src/main.tsx', 'src/app/routes/SiteLayout.tsx'],
  home: ['src/features/home/HomesChrome.tsx', 'src/features/home/HomePage.tsx'],
  plans: ['src/features/plans/PlansPage.tsx'],
  cart: ['src/features/cart/CartPage.tsx'],
};
const FIRST_SCREENS = ['home', 'plans', 'cart'];

function routeChunks(): { plugin: Plugin; groupOf: (id: string) => string | null } {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'openenroll-route-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const ids = [...this.getModuleIds()];
      // Only the SPA's build (Storybook's build loads this config too, with its own entries).
      if (!ids.some((id) => id.endsWith('/src/main.tsx'))) return;
      const closure = (seeds: string[]) => {
        const seen = new Set<string>();
        const stack = ids.filter((id) => seeds.some((s) => id.endsWith(`/${s}`)));
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
        }
        return seen;
      };
      const sets = new Map(Object.entries(ROUTE_SEEDS).map(([name, seeds]) => [name, closure(seeds)]));
      for (const id of sets.get('app') ?? []) owner.set(id, 'app');
      const uses = new Map<string, string[]>();
      for (const name of FIRST_SCREENS)
        for (const id of sets.get(name) ?? []) if (!owner.has(id)) uses.set(id, [...(uses.get(id) ?? []), name]);
      for (const [id, [only, ...more]] of uses) owner.set(id, only === undefined || more.length > 0 ? 'app' : only);
    },
  };
  return { plugin, groupOf: (id) => owner.get(id) ?? null };
}

const chunks = routeChunks();

/**
 * The chunks each entry route needs beyond the entry's own (which index.html already preloads):
 * the route's lazy chunk and its static imports, with their CSS. Written to route-preloads.json,
 * which the server turns into Link preload headers on the HTML of that route (server/plugins/spa.ts),
 * so the browser fetches the route's code alongside the entry instead of after running it.
 */
const ROUTE_PRELOAD_SEEDS: Record<string, string[]> = {
  home: ['src/features/home/HomesChrome.tsx', 'src/features/home/HomePage.tsx'],
  plans: ['src/features/plans/PlansPage.tsx'],
  cart: ['src/features/cart/CartPage.tsx'],
  wizard: ['src/wizard/WizardLayout.tsx', 'src/wizard/WizardStepRoute.tsx'],
};

function routePreloads(): Plugin {
  return {
    name: 'openenroll-route-preloads',
    apply: 'build',
    // After Vite's CSS plugin, which drops the JS chunks that only imported CSS (a preload of one would 404).
    enforce: 'post',
    generateBundle(_options, bundle) {
      const jsChunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = jsChunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
      if (!entry) return; // Storybook's build and other entries
      const byName = new Map(jsChunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (names: string[]) => {
        const seen = new Set<string>();
        const stack = [...names];
        for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
          if (seen.has(name)) continue;
          seen.add(name);
          stack.push(...(byName.get(name)?.imports ?? []).filter((imported) => byName.has(imported)));
        }
        return seen;
      };
      const initial = withImports([entry.fileName]);
      const cssOf = (names: Iterable<string>) => [
        ...new Set([...names].flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])])),
      ];
      // The entry's own files come first in every page's header, so the route's never start before them.
      const preloads: Record<string, { js: string[]; css: string[] }> = {
        entry: { js: [...initial].reverse(), css: cssOf(initial) },
      };
      for (const [route, seeds] of Object.entries(ROUTE_PRELOAD_SEEDS)) {
        const own = jsChunks
          .filter((chunk) => chunk.moduleIds.some((id) => seeds.some((seed) => id.endsWith(`/${seed}`))))
          .map((chunk) => chunk.fileName);
        const js = [...withImports(own)].filter((name) => !initial.has(name));
        preloads[route] = { js, css: cssOf(js) };
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

/**
 * React Router's package points bundlers at its development build, which runs its development
 * warnings (route checks on every match) in the shipped app too; the build takes its production
 * build, the same code with those checks off.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'openenroll-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          },
        ],
      },
    }),
  };
}

/**
 * html2canvas (the step and checkout screenshots) appends a <style> element of two rules to the
 * copy of the page it draws, which the strict CSP (style-src 'self', security.md) refuses with a
 * CSP report on every step save. The rules ship in src/styles/base.css instead, and the call that
 * writes the element is taken out of the library's module; a release that renames it fails the build.
 */
function html2canvasWithoutInlineStyle(): Plugin {
  const call = 'createPseudoHideStyles(clone);';
  return {
    name: 'openenroll-html2canvas-without-inline-style',
    transform(code, id) {
      if (!/node_modules\/html2canvas\/dist\/html2canvas(\.esm)?\.js$/.test(id)) return null;
      if (!code.includes(call)) throw new Error(`html2canvas changed: '${call}' not found (see vite.config.ts)`);
      return { code: code.replace(call, '/* rules in src/styles/base.css */'), map: null };
    },
  };
}

// The SPA; `npm run dev` proxies /api to a running `npm run dev:server`.
// The build writes a brotli (.br) and a gzip (.gz) copy beside every text file, which the server
// sends as they are to clients that accept them (server/plugins/spa.ts, preCompressed).
export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    html2canvasWithoutInlineStyle(),
    chunks.plugin,
    routePreloads(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // RJSF's Markdown (markdown-to-jsx, ~21% of the wizard chunk) only renders markdown the app never enables;
  // its URI library (fast-uri, ~8 KB gzip) serves two calls made for draft 2020-12 schemas only.
  resolve: {
    alias: [
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./src/wizard/plain-markdown.tsx', import.meta.url)),
      },
      {
        find: /^fast-uri$/,
        replacement: fileURLToPath(new URL('./src/wizard/uri-resolver.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id) => chunks.groupOf(id), includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
