/**
 * The day's money at scale: `cash/getCashDay` (a day's close) and `reports/getCommissionReport` (a
 * week's payout per washer) over HTTP for an organization holding 200,000 tickets. Target: p99 ≤ 100 ms.
 *
 * The read models are seeded straight into the money projector's tables (the shape its projector
 * writes: a ticket charged and paid in one or two payments, split between one or two washers), so the
 * figure measures the queries, not a rebuild. 200,000 tickets over 400 days is 500 a day.
 */
import pg from 'pg';
import { migrate } from '../../shared/src/db/migrate';
import { ADMIN, startTestApp } from '../support/test-app';
import { createScratchDatabase, formatTable, percentile, positiveNumberSetting, type Benchmark, type Verdict } from './harness';

const TICKETS = positiveNumberSetting('BENCH_MONEY_TICKETS', 200_000, true);
const DAYS = 400;
const REQUESTS = positiveNumberSetting('BENCH_MONEY_REQUESTS', 400, true);
const WARM_UP = 20;
const TARGET_P99_MS = 100;
const FIRST_DAY = '2025-10-01';

const washer = (index: number) => `00000000-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`;

async function seed(databaseUrl: string, organizationId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `create or replace function lavado_bench_uuid(seed text) returns uuid language sql immutable as $$
         select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18))::uuid from md5(seed) as h
       $$`,
    );
    await client.query(
      `insert into billing_setups (organization_id, currency, commission_rule) values ($1, 'CLP', '{"kind":"percent","percent":30}')`,
      [organizationId],
    );
    // Ticket i is finished on day i % DAYS, charged 8.990–24.990, paid in full.
    await client.query(
      `insert into ticket_charges (ticket_id, organization_id, ppu, owner_name, client_id, service_code, created_at, finished_at,
         finished_day, responsible_id, responsible_name, currency, price, price_source, charged, paid, commission_rule)
       select lavado_bench_uuid('t' || i), $1::uuid, 'AB' || lpad((i % 10000)::text, 4, '0'), 'Cliente ' || (i % 5000), null,
              (array['BA','FL','EM'])[1 + i % 3],
              ($2::date + (i % $3::int)) + time '09:00' + (i % 480) * interval '1 minute',
              ($2::date + (i % $3::int)) + time '10:00' + (i % 480) * interval '1 minute',
              $2::date + (i % $3::int), $4::uuid, 'Lavador 0', 'CLP', 8990 + (i % 17) * 1000, 'list',
              8990 + (i % 17) * 1000, 8990 + (i % 17) * 1000, '{"kind":"percent","percent":30}'
       from generate_series(0, $5::int - 1) as i`,
      [organizationId, FIRST_DAY, DAYS, washer(0), TICKETS],
    );
    // One payment per ticket, a second (by card) for one in three.
    await client.query(
      `insert into payments (payment_id, organization_id, ticket_id, business_day, method, amount, boleta, correction, recorded_at)
       select lavado_bench_uuid('p' || i), organization_id, ticket_id, finished_day,
              (array['cash','debit','credit','transfer','other'])[1 + i % 5],
              case when i % 3 = 0 then charged - 5000 else charged end, 'B-' || i, false, finished_at
       from (select row_number() over () as i, * from ticket_charges) t
       union all
       select lavado_bench_uuid('q' || i), organization_id, ticket_id, finished_day, 'debit', 5000, 'V-' || i, false, finished_at
       from (select row_number() over () as i, * from ticket_charges) t where i % 3 = 0`,
    );
    // Each ticket's commission (30%), split between two of twelve washers for one ticket in two.
    await client.query(
      `insert into commission_lines (ticket_id, user_id, organization_id, day, name, percent, amount)
       select ticket_id, (array[$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13]::text[])[1 + n % 12]::uuid, organization_id, finished_day,
              'Lavador ' || (n % 12), case when n % 2 = 0 then 50 else 100 end,
              case when n % 2 = 0 then round(charged * 0.15) else round(charged * 0.3) end
       from (select row_number() over () as n, * from ticket_charges where organization_id = $1::uuid) t
       union all
       select ticket_id, (array[$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13]::text[])[1 + (n + 1) % 12]::uuid, organization_id, finished_day,
              'Lavador ' || ((n + 1) % 12), 50, round(charged * 0.15)
       from (select row_number() over () as n, * from ticket_charges where organization_id = $1::uuid) t where n % 2 = 0`,
      [organizationId, ...Array.from({ length: 12 }, (_, index) => washer(index))],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

const dayAfter = (offset: number) => new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

export const benchmark: Benchmark = {
  name: 'money',
  settings: ['BENCH_MONEY_TICKETS', 'BENCH_MONEY_REQUESTS'],
  async run({ serverUrl, log }) {
    const database = await createScratchDatabase(serverUrl, 'money');
    try {
      await migrate(database.url);
      const app = await startTestApp({ database });
      const origin = (await app.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
      const organization = await app.createOrganization(await app.login(ADMIN.identification, ADMIN.password));
      const admin = await app.createUser('AD', organization.id);
      log(`  seeding ${TICKETS.toLocaleString('en')} tickets over ${DAYS} days…`);
      await seed(database.url, organization.id);
      const calls = [
        { name: 'cash close of a day', path: 'cash/getCashDay', body: (n: number) => ({ day: dayAfter((n * 37) % DAYS) }) },
        {
          name: "a week's commissions",
          path: 'reports/getCommissionReport',
          body: (n: number) => ({ from: dayAfter((n * 37) % (DAYS - 7)), to: dayAfter(((n * 37) % (DAYS - 7)) + 6) }),
        },
      ];
      const rows: Array<{ name: string; requests: number; p50Ms: number; p99Ms: number }> = [];
      try {
        for (const call of calls) {
          const latencies: number[] = [];
          for (let request = 0; request < REQUESTS + WARM_UP; request += 1) {
            const began = performance.now();
            const response = await fetch(`${origin}/api/${call.path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
              body: JSON.stringify(call.body(request)),
            });
            const answer = await response.json();
            const elapsed = performance.now() - began;
            if (!response.ok) throw new Error(`${call.path} failed: ${JSON.stringify(answer)}`);
            if (request >= WARM_UP) latencies.push(elapsed);
          }
          latencies.sort((a, b) => a - b);
          rows.push({ name: call.name, requests: latencies.length, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) });
        }
      } finally {
        await app.close();
      }
      const table = formatTable(
        [`${TICKETS.toLocaleString('en')} tickets, one organization`, 'requests', 'p50 ms', 'p99 ms', `target p99 ≤ ${TARGET_P99_MS}`],
        rows.map((row) => [
          row.name,
          String(row.requests),
          row.p50Ms.toFixed(1),
          row.p99Ms.toFixed(1),
          row.p99Ms <= TARGET_P99_MS ? 'met' : 'missed',
        ]),
      );
      const verdicts: Verdict[] = rows.map((row) => ({
        target: `${row.name}: p99 ≤ ${TARGET_P99_MS} ms`,
        measured: `${row.p99Ms.toFixed(1)} ms`,
        met: row.p99Ms <= TARGET_P99_MS,
      }));
      return { table, verdicts, results: { tickets: TICKETS, days: DAYS, rows } };
    } finally {
      await database.drop();
    }
  },
};
