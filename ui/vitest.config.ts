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
      // One worker runs file after file in one jsdom with one module graph: React, Mantine and the
      // pages load once instead of once per file. testing/setup.ts resets what a test leaves behind.
      // The pool stays the default (forks): threads measured no cheaper.
      isolate: false,
      // Whole-app journeys in jsdom (lazy chunks, typing) take seconds on two cores.
      testTimeout: 20_000,
    },
  }),
);
