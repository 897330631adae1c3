import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

// Test layers (fast to slow): unit (schemas/, server/domain, services), api (app.inject on an
// in-memory PGlite), dom (components, widgets and every Storybook story on happy-dom).
// End-to-end tests run separately with Playwright (tests/e2e).
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core idle (cores - 1: a single worker on a 2-core machine), while
    // most test files spend much of their time waiting on a database worker thread, a socket or a timer.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'schemas/**/*.test.ts',
            'steps/**/*.test.ts',
            'server/**/*.test.ts',
            'src/**/*.unit.test.ts',
            'tests/lint/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: [
            'tests/components/**/*.test.tsx',
            'tests/stories/**/*.test.tsx',
            'widgets/**/*.test.tsx',
            'steps/**/*.test.tsx',
            'src/**/*.test.tsx',
          ],
          setupFiles: ['tests/helpers/dom-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
