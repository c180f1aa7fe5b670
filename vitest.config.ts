import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

const serverParts = '{shared,command-api,projections,realtime}/src';

/**
 * The integration files that replace a module with `vi.mock`: they run isolated, the others share one
 * module graph per worker, where a mock would reach every later file or none
 * (`tests/integration/vitest-projects.test.ts` finds every file that mocks).
 */
export const MOCKING_INTEGRATION_FILES = ['tests/integration/auth.api.test.ts'];

const integrationSettings = {
  environment: 'node' as const,
  globalSetup: ['tests/setup/global.ts'],
  // A limit against a hang, not a measure: the route matrices (tenancy, access) take seconds
  // alone and can take minutes while other files and other work share the two cores.
  testTimeout: 180_000,
  hookTimeout: 120_000,
  // A read model follows the log only up to the oldest transaction open on the whole server
  // (another file's included), so on a loaded machine it can lag for seconds; a poll still
  // fails when the awaited state never comes.
  expect: { poll: { timeout: 20_000 } },
} satisfies InlineConfig;

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
          ...integrationSettings,
          include: [`${serverParts}/**/*.int.test.ts`, 'tests/integration/**/*.test.ts'],
          exclude: [...MOCKING_INTEGRATION_FILES, '**/node_modules/**'],
          // Each worker imports the app, the projectors and the store once for all its files instead of
          // once per file (about 320 s of imports over a clean-clone run here). Each file builds its own
          // app, database and pools from them and closes them; no file may depend on an earlier one,
          // and `npx vitest run --project integration --isolate` must pass too (docs/conventions.md).
          isolate: false,
        },
      },
      {
        test: {
          // A file that replaces a module (`vi.mock`) needs a module graph of its own.
          name: 'integration-mocks',
          ...integrationSettings,
          include: [...MOCKING_INTEGRATION_FILES],
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
