import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import rootPackage from '../package.json' with { type: 'json' };

const apiOrigin = 'http://localhost:3000';
const apiProxy = {
  '/api': apiOrigin,
  '/socket.io': { target: apiOrigin, ws: true },
};

const AUTH_PAGES: ReadonlySet<string> = new Set(['/login', '/recovery']);

/**
 * The customers' page (`/code/{id}`) is its own small entry, `code.html`, and so are the login and
 * recovery pages (`login.html`: no React, Mantine or router, so a phone draws them at once). The API
 * server answers `/code/*`, `/login` and `/recovery` with them; the dev and preview servers do the
 * same through this rewrite.
 */
function publicCodePage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    if (request.url?.startsWith('/code/')) request.url = '/code.html';
    else if (request.url && AUTH_PAGES.has(request.url.split('?')[0]!)) request.url = '/login.html';
    next();
  };
  return {
    name: 'lavado-public-code-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * React Router publishes its production build (no development warnings) next to the development
 * one, but its package exports only the latter (remix-run/react-router#12532): builds take the former.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'lavado-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, '$1production$2') };
    },
  };
}

/**
 * Mantine's ScrollArea takes only `useMergeRefs` from @floating-ui/react, which is one module, and
 * a module lives in one chunk: the popover code the lazy pages use from it would land in the entry
 * chunk (Modal uses ScrollArea, so the login page would load all of it). Mantine's own
 * `useMergedRef` merges the same refs.
 */
const SCROLL_AREA_MERGE_REFS = '\0lavado:scroll-area-merge-refs';
function scrollAreaWithoutFloatingUi(): Plugin {
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
  return {
    name: 'lavado-scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '@floating-ui/react' && importer && scrollArea.test(importer) ? SCROLL_AREA_MERGE_REFS : null,
    load: (id) =>
      id === SCROLL_AREA_MERGE_REFS
        ? "import { useMergedRef } from '@mantine/hooks';\nexport const useMergeRefs = (refs) => useMergedRef(...refs);\n"
        : null,
  };
}

/**
 * Zod's classic schemas carry `toJSONSchema()` and Standard Schema's `jsonSchema`, so every bundle
 * that parses with them holds zod's JSON Schema conversion (about 5 kB gzipped), which the browser
 * never runs: the server alone describes its API. In the UI build the classic schemas get a
 * conversion that refuses, and their parsing is unchanged (the UI and e2e tests parse with them).
 */
const NO_JSON_SCHEMA = '\0lavado:zod-without-json-schema';
function zodWithoutJsonSchema(): Plugin {
  const classicSchemas = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
  const refuse = "const refuse = () => { throw new Error('JSON Schema conversion is left out of the UI build (ui/vite.config.ts)'); };\n";
  return {
    name: 'lavado-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !classicSchemas.test(importer)) return null;
      if (source === '../core/to-json-schema.js') return `${NO_JSON_SCHEMA}:methods`;
      if (source !== '../core/json-schema-processors.js') return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      return real && `${NO_JSON_SCHEMA}:processors:${real.id}`;
    },
    async load(id) {
      if (id === `${NO_JSON_SCHEMA}:methods`)
        return `${refuse}export const createToJSONSchemaMethod = () => refuse;\nexport const createStandardJSONSchemaMethod = () => refuse;\n`;
      const prefix = `${NO_JSON_SCHEMA}:processors:`;
      if (!id.startsWith(prefix)) return null;
      const names = Object.keys(await import(pathToFileURL(id.slice(prefix.length)).href));
      return refuse + names.map((name) => `export const ${name} = refuse;\n`).join('');
    },
  };
}

/**
 * What a lazy import fetches ahead: its stylesheets only. Vite's helper adds a `<link>` to the page
 * for each file of the imported chunk's graph, and each cost the main thread about 3 ms at a phone's
 * speed (4× CPU slowdown): the washer's board appended some 80 of them, a third of its blocking time.
 * The browser's module loader fetches the same files from the imports themselves, without touching
 * the page; `preloadPagesAt` (app/lazyPage.ts) starts the screen's import before React's first render.
 * An entry page's preloads (`<link>`s in its HTML, written by the build) are kept.
 */
function stylesheetsOnlyForLazyImports(_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  return hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps;
}

/**
 * Builds load Mantine's styles by component instead of its one stylesheet of every component:
 * `@mantine/core/styles.css` becomes Mantine's global styles alone, and each component's class-name
 * module (`Button.module.mjs`) imports that component's CSS (`styles/Button.css`), so the CSS goes
 * into the chunk of the component's code and loads with the page that draws it. A component imports
 * the components it is made of before its own class names: their CSS comes first, the order Mantine
 * asks for. The dev server (whose pre-bundled Mantine this cannot reach) and the tests keep the
 * whole stylesheet.
 */
const MANTINE_GLOBAL_STYLES = '\0lavado:mantine-global-styles';
function mantineStylesByComponent(): Plugin {
  const classNamesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  return {
    name: 'lavado-mantine-styles-by-component',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === '@mantine/core/styles.css' ? MANTINE_GLOBAL_STYLES : null),
    load: (id) =>
      id === MANTINE_GLOBAL_STYLES
        ? ['baseline', 'default-css-variables', 'global'].map((name) => `import '@mantine/core/styles/${name}.css';\n`).join('')
        : null,
    transform(code, id) {
      const component = classNamesModule.exec(id)?.[1];
      return component ? { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null } : null;
    },
  };
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at the
 * highest levels (too slow to do per request): the API serves them with `@fastify/static`'s
 * `preCompressed` (command-api/src/app.ts). A copy no smaller than its file is not written.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|webmanifest)$/;
function precompressedCopies(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  return {
    name: 'lavado-precompressed-copies',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(path.join(outDir, file));
          const copies = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }).then((compressed) => ({ extension: '.br', compressed })),
            gzipped(content, { level: zlibConstants.Z_BEST_COMPRESSION }).then((compressed) => ({ extension: '.gz', compressed })),
          ]);
          for (const { extension, compressed } of copies) {
            if (compressed.length < content.length) await writeFile(path.join(outDir, file + extension), compressed);
          }
        }),
      );
    },
  };
}

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Installable on a washer's phone (issue 19): a web app manifest and a service worker (Workbox) that
 * keeps the app shell (the built files) so the board opens, and a reload works, with the bay's Wi-Fi
 * down; the taps made meanwhile wait in the board's outbox (IndexedDB). The API and the socket are
 * never cached: the worker answers navigations with the shell and lets every other request through.
 * The customers' page (`/code/…`) is its own entry, left to the network. The login and recovery
 * pages are their own entry too, precached under their addresses: an installed app shows them
 * offline, and the app, which loads them whenever it has no session, is never answered in their
 * place (it would load them again, and again).
 */
const installableApp = () =>
  VitePWA({
    registerType: 'autoUpdate',
    injectRegister: 'script-defer',
    includeAssets: ['icon.svg'],
    manifest: {
      name: 'Lavado',
      short_name: 'Lavado',
      description: 'Tablero y servicios del lavado',
      lang: 'es',
      start_url: '/home/board',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#ffffff',
      theme_color: '#1c7ed6',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['code.html', '**/*.br', '**/*.gz'],
      templatedURLs: Object.fromEntries([...AUTH_PAGES].map((page) => [page.slice(1), 'login.html'])),
      // Whatever the query (`/login?from=…`), a precached page is the same file.
      ignoreURLParametersMatching: [/./],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [
        /^\/api\//,
        /^\/socket\.io\//,
        /^\/code\//,
        ...[...AUTH_PAGES].map((page) => new RegExp(`^${page}(\\?|$)`)),
      ],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The entry chunks are large (Mantine): precached all the same.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });

export default defineConfig({
  plugins: [
    react(),
    publicCodePage(),
    reactRouterProductionBuild(),
    scrollAreaWithoutFloatingUi(),
    zodWithoutJsonSchema(),
    mantineStylesByComponent(),
    installableApp(),
    precompressedCopies(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  build: {
    outDir: 'dist',
    modulePreload: { resolveDependencies: stylesheetsOnlyForLazyImports },
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: entry('./index.html'), code: entry('./code.html'), login: entry('./login.html') },
      output: {
        // Libraries change less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // The Mantine components the entry itself needs, in one file rather than a dozen small
            // ones; the lazy pages' components stay in chunks of their own, loaded with those pages.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
