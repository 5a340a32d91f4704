import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Two projects: `unit` (pure rules, React components in jsdom) and `api` (HTTP on a real database). */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // The web app's `@/` alias (apps/web/tsconfig.json, vite.config.ts).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/api/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          environmentMatchGlobs: undefined,
          // One worker (and one jsdom) serves many files: setting up jsdom and importing React,
          // i18n and the rest per file was most of the suite's time. vitest.unit-setup.ts gives
          // each file fresh project modules and an empty browser state (decision 0032).
          isolate: false,
          setupFiles: ['./vitest.unit-setup.ts'],
          // Above the 5 s a `findBy…` may wait (apps/web/src/test/setup.ts), so a slow machine
          // fails with the element that never came, not with a bare timeout.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
