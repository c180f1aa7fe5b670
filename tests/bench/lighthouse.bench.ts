/**
 * Lighthouse (issue 21): its default, mobile profile (a mid-range phone on a slow 4G network, both
 * simulated) on the login page, the customers' page (`/code/{id}`) and a washer's board
 * (`/home/board`, signed in as an employee), each loaded with an empty cache from the product as
 * `npm start` serves it (the built UI, the API, the realtime gateway). Each page is measured
 * BENCH_LIGHTHOUSE_RUNS times and the run with the median Performance score is reported, with the
 * machine's benchmark index (Lighthouse's measure of how fast this CPU is; its throttling assumes a
 * machine of about 1,000 and above).
 * Targets: Performance ≥ 90, Accessibility 100, Best Practices ≥ 95 on each page; a valid robots.txt.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { PNG } from 'pngjs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { migrate } from '../../shared/src/db/migrate';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../support/chromium';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';
import { createScratchDatabase, formatTable, positiveNumberSetting, type Benchmark, type Verdict } from './harness';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = positiveNumberSetting('BENCH_LIGHTHOUSE_RUNS', 3, true);
const BOARD_TICKETS = 8;
const TARGETS = { performance: 90, accessibility: 100, bestPractices: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

type RunningApp = Awaited<ReturnType<typeof startRunningApp>>;
interface Account {
  identification: string;
  password: string;
}

interface PageToMeasure {
  name: string;
  path: string;
  /** Signed in as this account before the run (Lighthouse then keeps the origin's storage, not its cache). */
  signedInAs?: Account;
}

interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  transferBytes: number;
  benchmarkIndex: number;
  /** robots-txt audit: true valid, false invalid, null not applicable. */
  robotsTxtValid: boolean | null;
  /** Audits of the scored categories that did not pass, with what they measured: where the points went. */
  failedAudits: string[];
  /** The scripts that kept the main thread busiest (bootup-time: evaluation and parsing, simulated phone ms). */
  busiestScripts: string[];
}

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

type Audit = Result['audits'][string];

/** An audit that did not pass, with its figure, or the kinds of issue it found (Chrome's Issues panel). */
function describeFailure(audit: Audit): string {
  const items = audit.details && 'items' in audit.details ? (audit.details.items as Array<Record<string, unknown>>) : [];
  const issueTypes = items.map((item) => item.issueType).filter((type) => typeof type === 'string');
  const shown = audit.displayValue ?? (issueTypes.length > 0 ? issueTypes.join(', ') : undefined);
  return shown ? `${audit.id} (${shown})` : audit.id;
}

const BUSIEST_SCRIPTS = 4;

/** `bootup-time`'s scripts by main-thread time: where a blocking time comes from. */
function busiestScripts(result: Result): string[] {
  const details = result.audits['bootup-time']?.details;
  const items = details && 'items' in details ? (details.items as Array<{ url?: string; total?: number; scripting?: number }>) : [];
  return items
    .filter((item) => typeof item.url === 'string' && typeof item.total === 'number')
    .toSorted((a, b) => b.total! - a.total!)
    .slice(0, BUSIEST_SCRIPTS)
    .map((item) => `${item.url!.replace(/^https?:\/\/[^/]+/, '')} ${item.total!.toFixed(0)} ms`);
}

function measurementOf(result: Result): Measurement {
  const robots = result.audits['robots-txt']?.score;
  const failedAudits = ['performance', 'accessibility', 'best-practices'].flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => result.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => describeFailure(audit!)),
  );
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    transferBytes: numeric(result, 'total-byte-weight'),
    benchmarkIndex: result.environment.benchmarkIndex,
    robotsTxtValid: robots === null || robots === undefined ? null : robots === 1,
    failedAudits,
    busiestScripts: busiestScripts(result),
  };
}

async function signIn(browser: Browser, origin: string, account: Account): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${origin}/login`);
  await page.waitForSelector('input[name="identification"]');
  await page.type('input[name="identification"]', account.identification);
  await page.type('input[name="password"]', account.password);
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => location.pathname.startsWith('/home'));
  const devtools = await page.createCDPSession();
  await devtools.send('Network.clearBrowserCache');
  await page.close();
}

/** Lighthouse's own failures to record a load (NO_NAVSTART, NO_FCP…) say "run Lighthouse again"; past this many, the page fails. */
const ATTEMPTS = 3;

async function measurePage(browser: Browser, origin: string, target: PageToMeasure, log: (line: string) => void): Promise<Measurement> {
  for (let attempt = 1; ; attempt += 1) {
    if (target.signedInAs) await signIn(browser, origin, target.signedInAs);
    const page = await browser.newPage();
    try {
      const flags: Flags = {
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: Boolean(target.signedInAs),
      };
      const answer = await lighthouse(`${origin}${target.path}`, flags, undefined, page);
      if (!answer) throw new Error(`Lighthouse gave no result for ${target.path}`);
      const failure = answer.lhr.runtimeError;
      if (!failure) return measurementOf(answer.lhr);
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${target.path} ${ATTEMPTS} times: ${failure.message}`);
      log(`    Lighthouse could not record the load (${failure.code}); again`);
    } finally {
      await page.close();
    }
  }
}

/** A small logo, as an AD would upload it: 160 × 64 pixels, a few KB. */
function logoBase64(): string {
  const image = new PNG({ width: 160, height: 64 });
  for (let at = 0; at < image.data.length; at += 4) image.data.set([24, 100, 171, 255], at);
  return PNG.sync.write(image).toString('base64');
}

/**
 * A washer (EM) of an organization whose board holds tickets, and two tickets' customer pages: one
 * as a customer sees it when the car is ready (the car wash's whole card: logo, phones, address,
 * hours, and the questions after the wash), one paused with the washer's reason, with its price and
 * the live estimate (issue 20's status page).
 */
async function seed(app: RunningApp): Promise<{ washer: Account; ticketId: string; pausedTicketId: string }> {
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado Lighthouse' });
  const admin = await app.createUser('AD', organization.id);
  const washer = await app.createUser('EM', organization.id);
  // The onboarding overlay shows once, on a user's first sign-in; a washer's everyday board has none.
  const onboarded = await app.call('onBoard/setOnBoardStatus', { state: 1 }, washer.token);
  if (onboarded.status !== 200) throw new Error(`setOnBoardStatus failed: ${JSON.stringify(onboarded.body)}`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const priced = await app.call(
    'billing/setPrice',
    { serviceCode: 'FL', vehicleGroup: 'OTR', amount: 18990, effectiveFrom: today },
    admin.token,
  );
  if (priced.status !== 200) throw new Error(`setPrice failed: ${JSON.stringify(priced.body)}`);
  const ticketIds: string[] = [];
  for (let index = 0; index < BOARD_TICKETS; index += 1) {
    const ticket = await app.call<{ id: string }>('wash/createWashTicket', { data: newServiceData() }, admin.token);
    if (ticket.status !== 200) throw new Error(`createWashTicket failed: ${JSON.stringify(ticket.body)}`);
    ticketIds.push(ticket.body.id);
  }
  const card = {
    publicName: 'Lavado Lighthouse',
    phone: 223456789,
    whatsapp: 987654321,
    address: 'Av. Los Andes 1234, Santiago',
    openingHours: 'Lun a Vie 9:00–19:00\nSáb 9:00–14:00',
  };
  for (const [path, body] of [
    ['organization/setContactCard', { card }],
    ['organization/setLogo', { logo: logoBase64() }],
  ] as const) {
    const answer = await app.call(path, body, admin.token);
    if (answer.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(answer.body)}`);
  }
  const ready = ticketIds[0]!;
  const paused = ticketIds[1]!;
  for (const [path, body] of [
    ['wash/setWashTicketState', { id: ready, status: 2 }],
    ['wash/finishWashTicket', { id: ready }],
    ['wash/setWashTicketState', { id: paused, status: 2 }],
    ['wash/setWashTicketState', { id: paused, status: 3, pauseReason: { preset: 'other', text: 'Esperando que seque el tapiz' } }],
  ] as const) {
    const answer = await app.call(path, body, washer.token);
    if (answer.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(answer.body)}`);
  }
  return { washer, ticketId: ready, pausedTicketId: paused };
}

const median = (runs: readonly Measurement[]) => runs.toSorted((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

export const benchmark: Benchmark = {
  name: 'lighthouse',
  settings: ['BENCH_LIGHTHOUSE_RUNS'],
  async run({ serverUrl, log }) {
    log('  building the UI if its sources changed…');
    await run('node', ['scripts/prepare.mjs'], { cwd: ROOT });
    const database = await createScratchDatabase(serverUrl, 'lighthouse');
    await migrate(database.url);
    const app = await startRunningApp({ database });
    const browser = await puppeteer.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS });
    const pages: Array<PageToMeasure & { runs: Measurement[] }> = [];
    try {
      const { washer, ticketId, pausedTicketId } = await seed(app);
      const targets: PageToMeasure[] = [
        { name: 'login (/login)', path: '/login' },
        { name: "customers' page (/code/{id})", path: `/code/${ticketId}` },
        { name: "customers' page, paused (/code/{id})", path: `/code/${pausedTicketId}` },
        { name: "washer's board (/home/board)", path: '/home/board', signedInAs: washer },
      ];
      for (const target of targets) {
        const runs: Measurement[] = [];
        for (let index = 0; index < RUNS; index += 1) {
          log(`  ${target.name}, run ${index + 1} of ${RUNS}…`);
          runs.push(await measurePage(browser, app.origin, target, log));
        }
        pages.push({ ...target, runs });
      }
    } finally {
      await browser.close();
      await app.close();
    }
    const reported = pages.map((page) => ({ name: page.name, path: page.path, runs: page.runs, median: median(page.runs) }));
    const table = formatTable(
      ['page (median run)', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP s', 'TBT ms', 'transferred', 'benchmark index'],
      reported.map(({ name, median: m }) => [
        name,
        String(m.performance),
        String(m.accessibility),
        String(m.bestPractices),
        String(m.seo),
        (m.lcpMs / 1000).toFixed(1),
        m.tbtMs.toFixed(0),
        kib(m.transferBytes),
        m.benchmarkIndex.toFixed(0),
      ]),
    );
    const why = (m: Measurement) =>
      m.failedAudits.length > 0
        ? `audits not passed: ${m.failedAudits.join(', ')}; busiest scripts on the main thread: ${m.busiestScripts.join(', ')}`
        : undefined;
    const verdicts: Verdict[] = reported.flatMap(({ name, median: m }) => [
      {
        target: `${name} Performance ≥ ${TARGETS.performance}`,
        measured: String(m.performance),
        met: m.performance >= TARGETS.performance,
        why: why(m),
      },
      {
        target: `${name} Accessibility ${TARGETS.accessibility}`,
        measured: String(m.accessibility),
        met: m.accessibility >= TARGETS.accessibility,
        why: why(m),
      },
      {
        target: `${name} Best Practices ≥ ${TARGETS.bestPractices}`,
        measured: String(m.bestPractices),
        met: m.bestPractices >= TARGETS.bestPractices,
        why: why(m),
      },
    ]);
    const robots = reported[0]!.median.robotsTxtValid;
    verdicts.push({
      target: 'a valid robots.txt',
      measured: robots === null ? 'not checked' : robots ? 'valid' : 'invalid',
      met: robots === true,
    });
    return {
      table: [
        table,
        '',
        `Lighthouse's mobile profile (simulated slow 4G and 4× CPU slowdown), empty cache; ${RUNS} runs per page, the median by Performance shown.`,
        'Transferred: every request of the load (total-byte-weight), KiB = 1,024 bytes.',
      ].join('\n'),
      verdicts,
      results: { generatedAt: new Date().toISOString(), runsPerPage: RUNS, pages: reported },
    };
  },
};
