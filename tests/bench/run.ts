/**
 * `npm run bench [-- <name filter>]`: runs every `tests/bench/*.bench.ts` module in turn, prints
 * its table, writes its results to `tests/bench/results/<name>.json` and its section of
 * `tests/bench/RESULTS.md`.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { positiveNumberSetting, resolveBenchServer, serverVersion, type Benchmark, type BenchContext } from './harness';
import { describeCode, describeMachine, writeResultsSection } from './results-file';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(benchDir, 'results');
const resultsFile = path.join(benchDir, 'RESULTS.md');
const benchName = (file: string) => file.replace(/\.bench\.ts$/, '');

async function benchmarkFiles(filter: string | undefined): Promise<string[]> {
  const files = (await readdir(benchDir)).filter((file) => file.endsWith('.bench.ts')).sort();
  return filter ? files.filter((file) => file.includes(filter)) : files;
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  // The apps under load log their errors: a benchmark that meets a 500 then says why.
  process.env.TEST_LOG_LEVEL ??= 'error';
  const files = await benchmarkFiles(process.argv[2]);
  if (files.length === 0) throw new Error(`No benchmark in ${benchDir} matches "${process.argv[2] ?? ''}"`);
  // Before anything starts: the load average then says how busy the machine was without us.
  const machine = describeMachine();
  const code = describeCode();
  const server = await resolveBenchServer(log);
  const postgres = await serverVersion(server.serverUrl);
  const order = (await benchmarkFiles(undefined)).map(benchName);
  const context: BenchContext = {
    serverUrl: server.serverUrl,
    seconds: positiveNumberSetting('BENCH_SECONDS', 4),
    rounds: positiveNumberSetting('BENCH_ROUNDS', 4, true),
    warmupSeconds: positiveNumberSetting('BENCH_WARMUP_SECONDS', 0.5),
    log,
  };
  log(
    `Benchmarks on ${server.description}: ${context.seconds} s measured per cell in ${context.rounds} rounds, ` +
      `each after ${context.warmupSeconds} s of warm-up\n`,
  );
  await mkdir(resultsDir, { recursive: true });
  const failed: string[] = [];
  try {
    for (const file of files) {
      log(`== ${file}`);
      try {
        await runBenchmark(file, context, { machine, code, postgres, serverDescription: server.description, order });
      } catch (error) {
        // One broken module must not cost the results of the others.
        console.error(error);
        failed.push(file);
      }
    }
  } finally {
    await server.stop();
  }
  if (failed.length > 0) throw new Error(`Benchmarks failed: ${failed.join(', ')}`);
}

async function runBenchmark(
  file: string,
  context: BenchContext,
  run: { machine: string; code: string; postgres: string; serverDescription: string; order: readonly string[] },
): Promise<void> {
  const { benchmark } = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { benchmark: Benchmark };
  const startedAt = new Date();
  const report = await benchmark.run(context);
  const seconds = (Date.now() - startedAt.getTime()) / 1_000;
  context.log(`\n${report.table}\n`);
  for (const verdict of report.verdicts ?? []) {
    context.log(
      `${verdict.met ? 'met   ' : 'MISSED'} ${verdict.target}: ${verdict.measured}${verdict.met || !verdict.why ? '' : ` (${verdict.why})`}`,
    );
  }
  const output = path.join(resultsDir, `${benchmark.name}.json`);
  await writeFile(output, `${JSON.stringify({ ...(report.results as object), verdicts: report.verdicts ?? [] }, null, 2)}\n`);
  await writeResultsSection(
    resultsFile,
    {
      name: benchName(file),
      code: run.code,
      settings: benchmark.settings,
      postgres: run.postgres,
      serverDescription: run.serverDescription,
      startedAt,
      seconds,
    },
    run.machine,
    report,
    run.order,
  );
  context.log(`Results written to ${path.relative(process.cwd(), output)} and ${path.relative(process.cwd(), resultsFile)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
