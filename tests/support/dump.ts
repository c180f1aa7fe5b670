import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** pg_dump on PATH, or the newest of the machine's PostgreSQL installs. */
function pgDumpBinary(): string {
  const installs = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of installs) {
    const binary = `/usr/lib/postgresql/${version}/bin/pg_dump`;
    if (existsSync(binary)) return binary;
  }
  return 'pg_dump';
}

/**
 * The whole database as text: `pg_dump` (schema and every row of every table), or, where no pg_dump
 * matching the server can run, every row of every table in the database's own text form.
 */
export async function dumpDatabase(url: string): Promise<string> {
  try {
    const { stdout } = await run(pgDumpBinary(), ['--no-owner', url], { maxBuffer: 512 * 1024 * 1024 });
    return stdout;
  } catch {
    return dumpEveryRow(url);
  }
}

async function dumpEveryRow(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const parts: string[] = [];
    for (const table of tables) {
      const name = `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;
      const { rows } = await client.query<{ row: string }>(`select t::text as row from ${name} t`);
      parts.push(`-- ${name}`, ...rows.map((row) => row.row));
    }
    return parts.join('\n');
  } finally {
    await client.end();
  }
}

/** Which of `values` a text holds, in any case: what an erasure proof looks for in a dump, a log or an answer. */
export function valuesFoundIn(values: readonly string[], text: string): string[] {
  const lower = text.toLowerCase();
  return values.filter((value) => lower.includes(value.toLowerCase()));
}

/** Keeps the app's log output, every line every part wrote, for a logger given `sink`. */
export function capturedLog(): { output: string[]; sink: Writable } {
  const output: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output.push(chunk.toString());
      done();
    },
  });
  return { output, sink };
}
