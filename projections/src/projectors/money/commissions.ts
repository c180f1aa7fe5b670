import type { PoolClient } from '@lavado/shared/db/pool';
import type { CommissionRule } from '@lavado/shared/money/billing.events';
import { commissionLines, ticketCommission, type CommissionLine } from '@lavado/shared/money/commissions';
import type { WasherShare } from '@lavado/shared/money/ticket-billing.events';
import { jsonText, type Charge, type CommissionChange, type MoneyState } from './state';

/** With no rule set, nothing is earned. */
export const NO_COMMISSION: CommissionRule = { kind: 'percent', percent: 0 };

/** Who earns the ticket's commission: its washers, or, when nobody split it, whoever finished it did the wash. */
export const washersOf = (charge: Charge): WasherShare[] =>
  charge.washers ?? (charge.responsibleId ? [{ userId: charge.responsibleId, name: charge.responsibleName ?? '', percent: 100 }] : []);

function earnedLines(charge: Charge): CommissionLine[] {
  if (!charge.finishedDay || !charge.commissionRule || charge.voided) return [];
  return commissionLines(ticketCommission(charge.commissionRule, charge.serviceCode, charge.charged), washersOf(charge));
}

/** The ticket's commission lines as it now stands, written in place of the ones it had. */
export function refreshCommissionLines(state: MoneyState, charge: Charge): void {
  state.lines.set(charge.ticketId, {
    organizationId: charge.organizationId,
    day: charge.finishedDay,
    currency: charge.currency,
    lines: earnedLines(charge),
  });
}

export async function writeCommissions(client: PoolClient, state: MoneyState): Promise<void> {
  await writeLines(client, state.lines);
  await writeCommissionChanges(client, state.commissionChanges);
}

async function writeLines(client: PoolClient, lines: MoneyState['lines']): Promise<void> {
  if (lines.size === 0) return;
  await client.query('delete from commission_lines where ticket_id = any($1::uuid[])', [[...lines.keys()]]);
  const rows = [...lines].flatMap(([ticketId, ticket]) =>
    ticket.lines.map((line) => ({ ticketId, organizationId: ticket.organizationId, day: ticket.day, currency: ticket.currency, ...line })),
  );
  if (rows.length === 0) return;
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  await client.query(
    `insert into commission_lines (ticket_id, user_id, organization_id, day, name, percent, amount, currency)
     select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::text[], $6::smallint[], $7::bigint[], $8::text[])`,
    [
      column((r) => r.ticketId),
      column((r) => r.userId),
      column((r) => r.organizationId),
      column((r) => r.day),
      column((r) => r.name),
      column((r) => r.percent),
      column((r) => r.amount),
      column((r) => r.currency),
    ],
  );
}

async function writeCommissionChanges(client: PoolClient, changes: readonly CommissionChange[]): Promise<void> {
  if (changes.length === 0) return;
  const column = <T>(pick: (change: CommissionChange) => T) => changes.map(pick);
  await client.query(
    `insert into commission_changes (ticket_id, revision, organization_id, day, changed_at, changed_by, before, after, reason)
     select * from unnest($1::uuid[], $2::int[], $3::uuid[], $4::date[], $5::timestamptz[], $6::uuid[], $7::jsonb[], $8::jsonb[], $9::text[])
     on conflict do nothing`,
    [
      column((c) => c.ticketId),
      column((c) => c.revision),
      column((c) => c.organizationId),
      column((c) => c.day),
      column((c) => c.changedAt),
      column((c) => c.changedBy),
      column((c) => jsonText(c.before)),
      column((c) => jsonText(c.after)),
      column((c) => c.reason),
    ],
  );
}
