/**
 * First-load JavaScript (issues 12 and 21): what a browser fetches before the login page, the AD's /home
 * (layout and dashboard) and the customers' page (`/code/{id}`) can render, gzipped file by file.
 * Builds the UI with a manifest into a temporary directory (or reads BENCH_BUNDLE_DIST), then follows
 * each page's chunks through their static imports in the manifest and the modulepreload links of
 * the built HTML. Lazy chunks a page imports later (another route, an export) are not counted.
 * Targets (issue 21): login and recovery ≤ 100 kB gzipped, the AD's /home ≤ 200 kB; customers' page
 * ≤ 60 kB (issue 12).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formatTable, textSetting, type Benchmark, type Verdict } from './harness';

const run = promisify(execFile);
const UI_ROOT = fileURLToPath(new URL('../../ui', import.meta.url));
const KB = 1000;
/** A build made with `--manifest` to read instead of building. */
const BUNDLE_DIST = textSetting('BENCH_BUNDLE_DIST', '');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Page {
  name: string;
  /** The HTML file that boots it. */
  html: string;
  /** Manifest keys of what it loads first: the HTML entry, then the lazy route modules it renders at once. */
  modules: string[];
  /** Lazy modules the page fetches right after its first render (not counted in the target). */
  deferred?: string[];
  targetKb: number;
}

const PAGES: readonly Page[] = [
  // Both pages are the one small entry the API serves for them (ui/src/auth-pages).
  { name: 'login and recovery (/login, /recovery)', html: 'login.html', modules: ['login.html'], targetKb: 100 },
  {
    name: "AD's home (/home: layout + dashboard)",
    html: 'index.html',
    modules: ['index.html', 'src/app/layout/MainLayout.tsx', 'src/features/dashboard/components/DashboardPage.tsx'],
    // The services chart loads once the counts are on screen.
    deferred: ['src/features/dashboard/components/ServicesDonut.tsx'],
    targetKb: 200,
  },
  { name: "customers' page (/code/{id})", html: 'code.html', modules: ['code.html'], targetKb: 60 },
];

/** Every JavaScript file the modules need before they run: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The UI build manifest has no "${key}": update PAGES in tests/bench/bundle.bench.ts`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The entry script and modulepreload links of a built HTML page, as paths inside the build. */
function htmlScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]*\srel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map((match) => match[1]!);
  return [...sources, ...preloads];
}

interface PageResult {
  name: string;
  files: Array<{ file: string; bytes: number; gzipBytes: number }>;
  bytes: number;
  gzipBytes: number;
  /** Gzipped bytes of the deferred modules' files that the first load did not already fetch. */
  deferredGzipBytes: number;
  targetKb: number;
  met: boolean;
}

async function gzippedSizes(dist: string, files: Iterable<string>): Promise<Array<{ file: string; bytes: number; gzipBytes: number }>> {
  return Promise.all(
    [...files].sort().map(async (file) => {
      const content = await readFile(path.join(dist, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
    }),
  );
}

async function measurePage(dist: string, manifest: Manifest, page: Page): Promise<PageResult> {
  const files = staticClosure(manifest, page.modules);
  for (const file of htmlScripts(await readFile(path.join(dist, page.html), 'utf8'))) files.add(file);
  const measured = await gzippedSizes(dist, files);
  const later = [...staticClosure(manifest, page.deferred ?? [])].filter((file) => !files.has(file));
  const deferredGzipBytes = (await gzippedSizes(dist, later)).reduce((sum, file) => sum + file.gzipBytes, 0);
  const bytes = measured.reduce((sum, file) => sum + file.bytes, 0);
  const gzipBytes = measured.reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    name: page.name,
    files: measured,
    bytes,
    gzipBytes,
    deferredGzipBytes,
    targetKb: page.targetKb,
    met: gzipBytes <= page.targetKb * KB,
  };
}

async function buildWithManifest(log: (line: string) => void): Promise<{ dist: string; cleanUp(): Promise<void> }> {
  const given = BUNDLE_DIST;
  if (given) {
    if (!existsSync(path.join(given, '.vite/manifest.json'))) {
      throw new Error(`BENCH_BUNDLE_DIST=${given} has no .vite/manifest.json: build it with \`npx vite build --manifest\` in ui/`);
    }
    return { dist: given, cleanUp: async () => undefined };
  }
  const dist = await mkdtemp(path.join(tmpdir(), 'lavado-bench-bundle-'));
  log('  building the UI with a manifest…');
  await run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: UI_ROOT });
  return { dist, cleanUp: () => rm(dist, { recursive: true, force: true }) };
}

export const benchmark: Benchmark = {
  name: 'bundle',
  settings: ['BENCH_BUNDLE_DIST'],
  async run({ log }) {
    const build = await buildWithManifest(log);
    try {
      const manifest = JSON.parse(await readFile(path.join(build.dist, '.vite/manifest.json'), 'utf8')) as Manifest;
      const pages = await Promise.all(PAGES.map((page) => measurePage(build.dist, manifest, page)));
      const table = formatTable(
        ['first-load JavaScript', 'files', 'raw kB', 'gzip kB', 'target gzip kB', 'then, deferred gzip kB'],
        pages.map((page) => [
          page.name,
          String(page.files.length),
          (page.bytes / KB).toFixed(1),
          (page.gzipBytes / KB).toFixed(1),
          `≤ ${page.targetKb}`,
          page.deferredGzipBytes > 0 ? (page.deferredGzipBytes / KB).toFixed(1) : '–',
        ]),
      );
      const largestFiles = (page: PageResult) =>
        page.files
          .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 5)
          .map((file) => `${path.basename(file.file)} ${(file.gzipBytes / KB).toFixed(1)}`)
          .join(', ');
      const largest = pages.map((page) => `${page.name}: ${largestFiles(page)}`);
      const verdicts = pages.map((page): Verdict => ({
        target: `${page.name} first-load JavaScript ≤ ${page.targetKb} kB gzipped`,
        measured: `${(page.gzipBytes / KB).toFixed(1)} kB in ${page.files.length} files`,
        met: page.met,
        why: `largest files (gzip kB): ${largestFiles(page)}`,
      }));
      return {
        table: [
          table,
          '',
          'kB = 1,000 bytes; each file gzipped on its own (zlib, default level).',
          'Largest files (gzip kB):',
          ...largest,
        ].join('\n'),
        verdicts,
        results: { generatedAt: new Date().toISOString(), builtFrom: BUNDLE_DIST || 'a fresh build', pages },
      };
    } finally {
      await build.cleanUp();
    }
  },
};
