import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'ui',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      // Each worker runs file after file in one jsdom with one module graph: React, Mantine and the
      // pages load once per worker instead of once per file. testing/setup.ts resets what a test leaves
      // behind, and no test may rely on an earlier file having loaded a page (a run with --isolate
      // proves it). The pool stays the default (forks): threads measured no cheaper.
      isolate: false,
      // Two workers: 194 s → 104 s for these files on two idle cores. They form a group of their own
      // (Vitest wants one worker count per group), after the unit and integration files.
      maxWorkers: 2,
      sequence: { groupOrder: 1 },
      // Whole-app journeys in jsdom (lazy chunks, typing) take seconds on two cores.
      testTimeout: 20_000,
    },
  }),
);
