import { defineConfig } from 'vitest/config';

const serverParts = '{shared,command-api,projections,realtime}/src';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [`${serverParts}/**/*.test.ts`, 'tests/deploy/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      './ui/vitest.config.ts',
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: [`${serverParts}/**/*.int.test.ts`, 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/global.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A browser screen on a loaded machine may take seconds to show what a poll waits for (a lazy
          // chunk, then its read); a poll still fails when the awaited state never comes.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
