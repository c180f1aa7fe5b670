/**
 * `npm run bench [-- <name filter>]`: runs every `tests/bench/*.bench.ts` module in turn, prints
 * its table and writes its results to `tests/bench/results/<name>.json`.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { positiveNumberSetting, resolveBenchServer, type Benchmark, type BenchContext } from './harness';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(benchDir, 'results');

async function benchmarkFiles(filter: string | undefined): Promise<string[]> {
  const files = (await readdir(benchDir)).filter((file) => file.endsWith('.bench.ts')).sort();
  return filter ? files.filter((file) => file.includes(filter)) : files;
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const files = await benchmarkFiles(process.argv[2]);
  if (files.length === 0) throw new Error(`No benchmark in ${benchDir} matches "${process.argv[2] ?? ''}"`);
  const server = await resolveBenchServer(log);
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
        await runBenchmark(file, context);
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

async function runBenchmark(file: string, context: BenchContext): Promise<void> {
  const { benchmark } = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { benchmark: Benchmark };
  const report = await benchmark.run(context);
  context.log(`\n${report.table}\n`);
  const output = path.join(resultsDir, `${benchmark.name}.json`);
  await writeFile(output, `${JSON.stringify(report.results, null, 2)}\n`);
  context.log(`Results written to ${path.relative(process.cwd(), output)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
