// ESLint flat config: typescript-eslint, React hooks in ui/, and the import boundaries between the parts
// and between UI features. Formatting is Prettier's (eslint-config-prettier last).
// No type-aware rules: they build both TypeScript programs again (tsc already checks them in `npm test`)
// and made `npm run lint` about four times slower.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// What one part may import from another. Each package.json exports `./*` (every file under src/), so
// the public entries are named here (relative to the part's src/); the rest of a part is its own
// business. shared is the library every part builds on: each of its modules is an entry.
const publicEntries = {
  projections: [
    './progress.ts', // wait for the projectors a command affects
    './read', // the queries over each read model
    './projectors/index.ts', // the list of projectors (single-process start, rebuilds)
    './runner/start.ts', // start them in the API's process
    './runner/inline.ts', // the read models each append applies in its own transaction
    './runner/checkpoints.ts', // stuck projectors, for /api/health
    './runner/lease.ts', // the advisory-lock lease, which the API's client retention job takes too
  ],
  realtime: [
    './gateway.ts', // hosted by the API's server in single-process mode
    './protocol.ts', // the browser contract (imports only zod)
  ],
  'command-api': [],
};
// ui has its own, stricter zones below.
const reachIn = (part) => ({
  target: ['shared', 'projections', 'realtime', 'command-api'].filter((other) => other !== part).map((other) => `${other}/src`),
  from: `${part}/src`,
  except: publicEntries[part],
  message: `Import ${part} only through its public entries (eslint.config.js, publicEntries).`,
});

const features = readdirSync(`${root}/ui/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  ...Object.keys(publicEntries).map(reachIn),
  {
    target: 'shared/src',
    from: ['projections/src', 'realtime/src', 'command-api/src', 'ui/src'],
    message: 'shared is the base every part builds on: it imports none of them.',
  },
  // With these, the parts import one another in one direction only (shared, then projections and
  // realtime, then command-api; the UI beside them), so no import cycle crosses two parts: madge,
  // which checks cycles, follows relative imports only.
  ...[
    ['projections', 'realtime'],
    ['realtime', 'projections'],
  ].map(([part, other]) => ({ target: `${part}/src`, from: `${other}/src`, message: 'projections and realtime never import each other.' })),
  {
    target: ['projections/src', 'realtime/src', 'command-api/src'],
    from: 'ui/src',
    message: 'No server part imports the UI.',
  },
  {
    target: 'ui/src',
    from: ['projections/src', 'command-api/src'],
    message: 'The browser imports no server part.',
  },
  {
    target: 'ui/src',
    from: 'realtime/src',
    except: ['./protocol.ts'],
    message: 'The browser imports no server part: of realtime, only the protocol (the browser contract).',
  },
  {
    target: 'ui/src',
    from: [
      'shared/src/db',
      'shared/src/eventstore',
      'shared/src/http',
      'shared/src/realtime',
      'shared/src/config.ts',
      'shared/src/logger.ts',
      'shared/src/timing/throttle.ts',
    ],
    message: 'The browser imports no server-only code of shared (docs/conventions.md, Folders by feature).',
  },
  {
    target: 'ui/src',
    from: 'shared/src/auth',
    except: ['./roles.ts', './session-end.ts'],
    message: 'The browser imports no server-only code of shared: of auth/, only roles.ts and session-end.ts.',
  },
  {
    target: 'ui/src',
    from: 'shared/src/privacy',
    except: ['./erased-forms.ts'],
    message: 'The browser imports no server-only code of shared: of privacy/, only erased-forms.ts.',
  },
  {
    target: '{shared,projections,realtime,command-api,ui}/src/**/!(*.test).{ts,tsx}',
    from: 'tests',
    message: 'Only tests import tests/ (test support lives in tests/support, outside src).',
  },
  {
    target: ['ui/src/*.{ts,tsx}', 'ui/src/!(testing)/**/!(*.test).{ts,tsx}'],
    from: ['ui/src/testing', 'ui/src/features/board/testing'],
    message: "Only the UI's tests import its fakes and fixtures.",
  },
  ...features.map((feature) => ({
    target: `ui/src/features/${feature}`,
    from: 'ui/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: shared UI code lives in ui/src/lib or ui/src/app.',
  })),
  {
    target: ['ui/src/lib', 'ui/src/public-code'],
    from: 'ui/src/features',
    message: 'Shared UI code never imports a feature.',
  },
  {
    target: ['ui/src/app/!(routes).{ts,tsx}', 'ui/src/app/*/**'],
    from: 'ui/src/features',
    message: 'In app/, only the route table (routes.tsx) imports features.',
  },
];

export default defineConfig([
  globalIgnores(['**/dist/', '.data/', 'coverage/', 'tests/bench/results/', 'reports/', '.stryker-tmp/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no .ts file's imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'ui/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // Import cycles are madge's (`npm run lint:cycles`): import-x/no-cycle skips type imports.
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/dates',
              allowImportNames: ['DatesProvider'],
              message: "Date pickers come from ui/src/lib/dates/pickers.ts, which loads dayjs's Spanish locale before them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['ui/src/lib/dates/pickers.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  prettier,
]);
