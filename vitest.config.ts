import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverParts = '{shared,command-api,projections,realtime}/src';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a two-core machine, where
    // an integration file spends much of its time waiting on PostgreSQL, the projectors and sockets.
    // Two files at once (beside `npm test`'s separate e2e process) use that time; three starved the
    // route matrices past their time limits on a loaded machine. Vitest wants one value for every
    // project of a run except e2e, which runs its files one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          // A limit against a hang, not a measure: the route matrices (tenancy, access) take seconds
          // alone and can take minutes while other files and other work share the two cores.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // A read model follows the log only up to the oldest transaction open on the whole server
          // (another file's included), so on a loaded machine it can lag for seconds; a poll still
          // fails when the awaited state never comes.
          expect: { poll: { timeout: 20_000 } },
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
