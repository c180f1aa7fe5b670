import { assertNever } from '@lavado/shared/domain/decider';
import type { PoolClient } from '@lavado/shared/db/pool';
import type { CommissionRule } from '@lavado/shared/money/billing.events';
import { jsonText, type MoneyEventOf, type MoneyState, type Setup } from './state';

/** What an organization charges with: its currency, commission rule and payment policy (billing_setups), services and price list. */
export type BillingSetupEvent = MoneyEventOf<
  'BillingCurrencySet' | 'BillingCurrencyLocked' | 'CommissionRuleSet' | 'PaymentPolicySet' | 'ServiceAdded' | 'PriceSet'
>;

export function evolveBillingSetup(state: MoneyState, event: BillingSetupEvent): void {
  switch (event.type) {
    case 'BillingCurrencySet':
      return changeSetup(state, event.data.organizationId, (setup) => (setup.currency = event.data.currency));
    case 'BillingCurrencyLocked':
      return changeSetup(state, event.data.organizationId, (setup) => (setup.currencyLocked = true));
    case 'CommissionRuleSet':
      return changeSetup(state, event.data.organizationId, (setup) => (setup.commissionRule = event.data.rule));
    case 'PaymentPolicySet':
      return changeSetup(state, event.data.organizationId, (setup) => {
        setup.employeesMayRecordPayments = event.data.employeesMayRecordPayments;
      });
    case 'ServiceAdded':
      state.services.push(event.data);
      return;
    case 'PriceSet': {
      const { organizationId, serviceCode, vehicleGroup, effectiveFrom, amount, currency } = event.data;
      state.prices.push({ organizationId, serviceCode, vehicleGroup, effectiveFrom, amount, currency, revision: event.revision });
      return;
    }
    default:
      assertNever(event);
  }
}

function changeSetup(state: MoneyState, organizationId: string, change: (setup: Setup) => void): void {
  change(state.setups.get(organizationId)!);
  state.changedSetups.add(organizationId);
}

/** The setups the batch changes (created now if new, as their first event would) and those its finished tickets read the rule from. */
export async function readSetups(
  client: PoolClient,
  changed: readonly string[],
  read: readonly string[],
  state: MoneyState,
): Promise<void> {
  if (read.length === 0) return;
  const { rows } = await client.query<{
    organization_id: string;
    currency: string;
    currency_locked: boolean;
    commission_rule: CommissionRule;
    employees_may_record_payments: boolean;
  }>(
    `with inserted as (
       insert into billing_setups (organization_id) select unnest($1::uuid[]) on conflict do nothing
       returning organization_id, currency, currency_locked, commission_rule, employees_may_record_payments)
     select organization_id, currency, currency_locked, commission_rule, employees_may_record_payments
       from billing_setups where organization_id = any($2::uuid[])
     union all
     select * from inserted`,
    [changed, read],
  );
  for (const row of rows)
    state.setups.set(row.organization_id, {
      organizationId: row.organization_id,
      currency: row.currency,
      currencyLocked: row.currency_locked,
      commissionRule: row.commission_rule,
      employeesMayRecordPayments: row.employees_may_record_payments,
    });
}

export async function writeBillingSetup(client: PoolClient, state: MoneyState): Promise<void> {
  await writeSetups(
    client,
    [...state.changedSetups].map((organizationId) => state.setups.get(organizationId)!),
  );
  if (state.services.length > 0)
    await client.query(
      `insert into billing_services (organization_id, code, name) select * from unnest($1::uuid[], $2::text[], $3::text[]) on conflict do nothing`,
      [state.services.map((s) => s.organizationId), state.services.map((s) => s.code), state.services.map((s) => s.name)],
    );
  if (state.prices.length > 0)
    await client.query(
      `insert into billing_prices (organization_id, service_code, vehicle_group, effective_from, amount, currency, revision)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::date[], $5::bigint[], $6::text[], $7::int[])
       on conflict do nothing`,
      [
        state.prices.map((p) => p.organizationId),
        state.prices.map((p) => p.serviceCode),
        state.prices.map((p) => p.vehicleGroup),
        state.prices.map((p) => p.effectiveFrom),
        state.prices.map((p) => p.amount),
        state.prices.map((p) => p.currency),
        state.prices.map((p) => p.revision),
      ],
    );
}

async function writeSetups(client: PoolClient, setups: readonly Setup[]): Promise<void> {
  if (setups.length === 0) return;
  await client.query(
    `update billing_setups s
        set currency = u.currency, currency_locked = u.currency_locked, commission_rule = u.commission_rule,
            employees_may_record_payments = u.employees_may_record_payments
       from unnest($1::uuid[], $2::text[], $3::jsonb[], $4::boolean[], $5::boolean[])
            as u(organization_id, currency, commission_rule, employees_may_record_payments, currency_locked)
      where s.organization_id = u.organization_id`,
    [
      setups.map((s) => s.organizationId),
      setups.map((s) => s.currency),
      setups.map((s) => jsonText(s.commissionRule)),
      setups.map((s) => s.employeesMayRecordPayments),
      setups.map((s) => s.currencyLocked),
    ],
  );
}
