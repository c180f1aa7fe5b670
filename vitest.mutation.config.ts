import { defineConfig } from 'vitest/config';

// Mutation testing (stryker.config.json) runs the `unit` project's tests of shared/ only: the deciders it
// mutates are pure and their specs sit beside them, so no database, browser or other part is needed.
export default defineConfig({
  test: {
    name: 'unit',
    environment: 'node',
    dir: 'shared/src',
    include: ['**/*.test.ts'],
    exclude: ['**/*.int.test.ts', '**/node_modules/**'],
  },
});
