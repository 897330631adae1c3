import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
/** Build output for this run; separate directories let parallel runs not overwrite each other. */
const dist = process.env.E2E_DIST ?? 'dist';

/** Chromium from Debian (no browser downloads here); flags keep it off the closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The demo custom domain and the special host resolve to this machine, so both are tested end to end.
    '--host-resolver-rules=MAP benefits.acme.test 127.0.0.1, MAP enroll.openenroll.test 127.0.0.1',
  ],
};

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium, viewport: { width: 1280, height: 860 } };
const phone = { ...devices['Pixel 7'], launchOptions: chromium };
/** Specs that publish form rules (the staff console, the carrier form engine, a rule change mid-wizard) or import a catalogue (plan years on the screens). */
const CATALOGUE_EDITS = [
  '**/admin-console.spec.ts',
  '**/form-engine.spec.ts',
  '**/form-engine-questionnaire.spec.ts',
  '**/wizard-errors.spec.ts',
  '**/effective-date.spec.ts',
  '**/group-contributions.spec.ts',
  '**/catalogue-upload.spec.ts',
];

// End-to-end tests against the built app and the built server on a fresh data directory (scripts/e2e-server.mjs).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers on these 2-core machines (one server process between them).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Specs that edit what every shopper sees (published form rules, carrier profiles) run last, so
    // no other spec meets their edits half-way, whatever the number of workers.
    { name: 'desktop', testIgnore: CATALOGUE_EDITS, use: desktop },
    { name: 'phone', testIgnore: CATALOGUE_EDITS, use: phone },
    {
      name: 'desktop_admin',
      testMatch: CATALOGUE_EDITS,
      use: desktop,
      workers: 1,
      dependencies: ['desktop', 'phone'],
    },
    { name: 'phone_admin', testMatch: CATALOGUE_EDITS, use: phone, workers: 1, dependencies: ['desktop_admin'] },
  ],
  webServer: {
    // The SPA and the server bundle, built as `npm run build` builds them (dist -> dist-server), then
    // the bundle run as `npm start` runs it (scripts/e2e-server.mjs).
    command: `npx vite build --outDir ${dist} --emptyOutDir && node scripts/build-server.mjs ${dist}-server && node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), STATIC_DIR: dist },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
