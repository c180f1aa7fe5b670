/**
 * tests/bench/RESULTS.md: one section per benchmark, rewritten each time that benchmark runs and
 * left alone otherwise, so that `npm run bench -- <name>` updates only its own figures. Each section
 * says when, on what machine, with which command and settings it was measured, and ends with a
 * notes block for people that later runs keep.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { settingDefault, type BenchReport } from './harness';

const TITLE = '# Benchmark results';
const INTRO = [
  TITLE,
  '',
  'Written by `npm run bench` (see README.md in this folder): each section is replaced when its benchmark runs again.',
  'Figures from a shared machine are only comparable within one section; a run with settings changed from the',
  'defaults is a reduced run, not the measurement the targets are about.',
].join('\n');

const begin = (name: string) => `<!-- bench:${name} -->`;
const end = (name: string) => `<!-- /bench:${name} -->`;
const notesBegin = (name: string) => `<!-- notes:${name} (kept across runs) -->`;
const notesEnd = (name: string) => `<!-- /notes:${name} -->`;

export interface RunDescription {
  /** From describeCode(). */
  code: string;
  /** The benchmark's name (its JSON file and section). */
  name: string;
  /** The BENCH_* variables the benchmark reads. */
  settings: readonly string[];
  postgres: string;
  serverDescription: string;
  startedAt: Date;
  seconds: number;
}

/** What a reader needs to know about the machine to weigh the figures. */
export function describeMachine(): string {
  const [load1, load5] = os.loadavg();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return (
    `${os.availableParallelism()} CPUs (${cpu}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory, ` +
    `load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min) at the start, Node.js ${process.version}, ${os.type()} ${os.release()}`
  );
}

/** The commit measured, and whether the checkout had changes on top of it. */
export function describeCode(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return `commit ${commit}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

/** Settings that say where or with what to measure, not how much: changing them does not make a run smaller. */
const NEUTRAL_SETTINGS = new Set(['BENCH_BUNDLE_DIST', 'BENCH_PGBENCH', 'BENCH_EMBEDDED_PG_PORT', 'BENCH_CLIENTS_PER_PROCESS']);

/** The benchmark's settings this run set, and those of them that change a size or duration from its default. */
function runSettings(names: readonly string[]): { set: string[]; reduced: string[] } {
  const set = names.filter((name) => process.env[name] !== undefined).sort();
  const reduced = set.filter((name) => {
    if (NEUTRAL_SETTINGS.has(name)) return false;
    const fallback = settingDefault(name);
    const value = process.env[name]!;
    return fallback === undefined || (value !== fallback && Number(value) !== Number(fallback));
  });
  return {
    set: set.map((name) => `${name}=${process.env[name]}`),
    reduced: reduced.map((name) => `${name}=${process.env[name]} (default ${settingDefault(name)})`),
  };
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function section(run: RunDescription, machine: string, report: BenchReport, notes: string): string {
  const { set, reduced } = runSettings(run.settings);
  const command = `${set.length > 0 ? `${set.join(' ')} ` : ''}npm run bench -- ${run.name}`;
  const lines = [
    begin(run.name),
    `## ${run.name}`,
    '',
    reduced.length > 0
      ? `**Reduced run** (sizes or durations changed from the defaults: ${reduced.map((setting) => `\`${setting}\``).join(', ')}): a validation of the benchmark, not the measurement the targets are about.`
      : 'Full-size run (every size and duration at its default).',
    '',
    `- Date: ${run.startedAt.toISOString()} (took ${Math.round(run.seconds)} s)`,
    `- Code: ${run.code}`,
    `- Machine: ${machine}`,
    `- PostgreSQL: ${run.postgres} (${run.serverDescription})`,
    `- Command: \`${command}\``,
    '',
    '```text',
    report.table,
    '```',
    '',
  ];
  if (report.verdicts && report.verdicts.length > 0) {
    lines.push('| Target | Measured | Verdict | Why (for a miss) |', '| --- | --- | --- | --- |');
    for (const verdict of report.verdicts) {
      lines.push(
        `| ${escapeCell(verdict.target)} | ${escapeCell(verdict.measured)} | ${verdict.met ? 'met' : '**missed**'} | ${verdict.met ? '' : escapeCell(verdict.why ?? 'not known')} |`,
      );
    }
    lines.push('');
  }
  lines.push(notesBegin(run.name), notes, notesEnd(run.name), end(run.name));
  return lines.join('\n');
}

function between(text: string, from: string, to: string): { start: number; stop: number } | null {
  const start = text.indexOf(from);
  if (start < 0) return null;
  const stop = text.indexOf(to, start);
  return stop < 0 ? null : { start, stop: stop + to.length };
}

/** Replaces (or adds, in `order`) the benchmark's section of RESULTS.md, keeping its notes. */
export async function writeResultsSection(
  file: string,
  run: RunDescription,
  machine: string,
  report: BenchReport,
  order: readonly string[],
): Promise<void> {
  let text = await readFile(file, 'utf8').catch(() => `${INTRO}\n`);
  const existing = between(text, begin(run.name), end(run.name));
  let notes = '';
  if (existing) {
    const old = text.slice(existing.start, existing.stop);
    const kept = between(old, notesBegin(run.name), notesEnd(run.name));
    if (kept) notes = old.slice(kept.start + notesBegin(run.name).length, kept.stop - notesEnd(run.name).length).trim();
    text = text.slice(0, existing.start) + section(run, machine, report, notes) + text.slice(existing.stop);
  } else {
    // Before the first section of a benchmark that comes later in the order, else at the end.
    const later = order.slice(order.indexOf(run.name) + 1).map((name) => text.indexOf(begin(name)));
    const at = later.filter((index) => index >= 0).sort((a, b) => a - b)[0];
    const added = `${section(run, machine, report, notes)}\n\n`;
    text = at === undefined ? `${text.trimEnd()}\n\n${added}` : text.slice(0, at) + added + text.slice(at);
  }
  await writeFile(file, `${text.trimEnd()}\n`);
}
