import type { TokenClaims } from '@lavado/shared/auth/token';
import { billingDecider, type BillingState } from '@lavado/shared/money/billing.decider';
import { billingStreamId } from '@lavado/shared/money/billing.events';
import { cashDayDecider } from '@lavado/shared/money/cash-day.decider';
import { cashDayStreamId } from '@lavado/shared/money/cash-day.events';
import {
  ticketBillingDecider,
  ticketBillingMessages,
  type BillingActor,
  type TicketBillingCommand,
  type WasherCandidate,
} from '@lavado/shared/money/ticket-billing.decider';
import type { PaymentMethod } from '@lavado/shared/money/money';
import { localDate } from '@lavado/shared/time/zone';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { userDecider } from '@lavado/shared/identity/user.decider';
import { userStreamId } from '@lavado/shared/identity/user.events';
import { fullName } from '@lavado/shared/identity/full-name';
import type { CommandRunner } from '../commands/run';
import { withReservations } from '../commands/reservations';

type WithoutScope<Command> = Command extends unknown ? Omit<Command, 'organizationId' | 'actor'> : never;

const scoped = (command: WithoutScope<TicketBillingCommand>, caller: TokenClaims & { organizationId: string }) =>
  ({ ...command, organizationId: caller.organizationId, actor: { userId: caller.id, role: caller.role } }) as TicketBillingCommand;

/** Decides a change to a ticket's money on its stream. */
export async function changeTicketMoney(
  commands: CommandRunner,
  caller: TokenClaims & { organizationId: string },
  ticketId: string,
  command: WithoutScope<TicketBillingCommand>,
): Promise<void> {
  await commands.run(ticketStreamId(ticketId), ticketBillingDecider, scoped(command, caller));
}

type Price = { amount: number; source: 'list' | 'manual'; reason: string | null };

/**
 * Prices a ticket in the organization's currency, which its first priced ticket fixes for good
 * (docs/money.md): the lock is decided on the billing stream before the ticket's price is appended,
 * so a change of currency decided meanwhile either comes first (and `price` is asked again, in the
 * new currency) or fails its append. `price` gives what to charge under a billing state, or null for
 * nothing. Answers whether the ticket was priced.
 */
export async function priceTicket(
  commands: CommandRunner,
  organizationId: string,
  actor: BillingActor,
  ticketId: string,
  price: (billing: BillingState) => Price | null,
): Promise<boolean> {
  const command = (billing: BillingState, { amount, source, reason }: Price): TicketBillingCommand => ({
    type: 'PriceTicket',
    organizationId,
    actor,
    amount,
    currency: billing.currency,
    source,
    reason,
  });
  const billing = await commands.load(billingStreamId(organizationId), billingDecider);
  const first = price(billing);
  if (!first) return false;
  // A price the ticket refuses (another organization's ticket, a void, one already priced) must not fix the currency.
  if (!billing.currencyLocked)
    ticketBillingDecider.decide(command(billing, first), await commands.load(ticketStreamId(ticketId), ticketBillingDecider));
  const { state: locked } = await commands.run(billingStreamId(organizationId), billingDecider, {
    type: 'LockCurrency',
    organizationId,
    ticketId,
  });
  const decided = price(locked);
  if (!decided) return false;
  await commands.run(ticketStreamId(ticketId), ticketBillingDecider, command(locked, decided));
  return true;
}

/** An AD's price for a ticket the list did not price, with the reason. */
export async function priceTicketByHand(
  commands: CommandRunner,
  caller: TokenClaims & { organizationId: string },
  ticketId: string,
  price: { amount: number; reason: string },
): Promise<void> {
  await priceTicket(commands, caller.organizationId, { userId: caller.id, role: caller.role }, ticketId, () => ({
    amount: price.amount,
    source: 'manual',
    reason: price.reason,
  }));
}

/**
 * A payment belongs to today's cash (the organization's day). Whether employees may take it and
 * whether today's cash is already closed are read from their own streams, not from a read model.
 * Its id is claimed for the ticket within the organization first: the same id on another ticket is
 * refused, so every payment the close and the reports count is one payment of one ticket.
 */
export async function recordPayment(
  commands: CommandRunner,
  caller: TokenClaims & { organizationId: string },
  payment: { ticketId: string; paymentId: string; method: PaymentMethod; amount: number; boleta: string },
): Promise<void> {
  const businessDay = localDate(commands.now);
  const [setup, day] = await Promise.all([
    commands.load(billingStreamId(caller.organizationId), billingDecider),
    commands.load(cashDayStreamId(caller.organizationId, businessDay), cashDayDecider),
  ]);
  const command: WithoutScope<TicketBillingCommand> = {
    type: 'RecordPayment',
    paymentId: payment.paymentId,
    method: payment.method,
    amount: payment.amount,
    boleta: payment.boleta,
    businessDay,
    dayClosed: day.phase === 'closed',
    employeesMayRecordPayments: setup.employeesMayRecordPayments,
    now: commands.now,
  };
  // A payment the ticket refuses is refused before its id is claimed, so a refusal appends nothing.
  const ticket = await commands.load(ticketStreamId(payment.ticketId), ticketBillingDecider);
  ticketBillingDecider.decide(scoped(command, caller), ticket);
  const claim = {
    kind: 'payment' as const,
    value: `${caller.organizationId}/${payment.paymentId}`,
    ownerId: payment.ticketId,
    conflictMessage: ticketBillingMessages.paymentOnOtherTicket,
  };
  await withReservations(commands, [claim], () => changeTicketMoney(commands, caller, payment.ticketId, command));
}

/**
 * New washers for a ticket. Whether the cash of the day it was finished is closed, and who each
 * person is (role, organization, active), are read from their own streams, not from a read model;
 * the decider says who may be a washer and who may change them (docs/money.md).
 */
export async function setWashers(
  commands: CommandRunner,
  caller: TokenClaims & { organizationId: string },
  ticketId: string,
  change: { washers: readonly { userId: string; percent: number }[]; reason: string | null },
): Promise<void> {
  const ticket = await commands.load(ticketStreamId(ticketId), ticketBillingDecider);
  const finishedAt = ticket.exists && ticket.organizationId === caller.organizationId ? ticket.life.finishedAt : null;
  const finishedDay = finishedAt ? localDate(new Date(finishedAt)) : null;
  const finishedDayClosed =
    finishedDay !== null && (await commands.load(cashDayStreamId(caller.organizationId, finishedDay), cashDayDecider)).phase === 'closed';
  await changeTicketMoney(commands, caller, ticketId, {
    type: 'SetWashers',
    washers: await washerCandidates(commands, change.washers),
    reason: change.reason,
    finishedDayClosed,
  });
}

/** Each person named as a washer as their own stream tells it: nobody, or their name, role, organization and state. */
async function washerCandidates(
  commands: CommandRunner,
  washers: readonly { userId: string; percent: number }[],
): Promise<WasherCandidate[]> {
  return Promise.all(
    washers.map(async ({ userId, percent }) => {
      const user = await commands.load(userStreamId(userId), userDecider);
      const person =
        // An erased person is nobody: they can no longer be named as a washer.
        user.status === 'none' || user.status === 'erased'
          ? null
          : { name: fullName(user), role: user.role, organizationId: user.organizationId, active: user.status === 'active' };
      return { userId, percent, person };
    }),
  );
}
