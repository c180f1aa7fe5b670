import { notFound } from '@lavado/shared/domain/errors';
import type { Pool } from '@lavado/shared/db/pool';
import type { TokenClaims } from '@lavado/shared/auth/token';
import { billingDecider } from '@lavado/shared/money/billing.decider';
import { billingStreamId } from '@lavado/shared/money/billing.events';
import { cashDayDecider } from '@lavado/shared/money/cash-day.decider';
import { cashDayStreamId } from '@lavado/shared/money/cash-day.events';
import { ticketBillingDecider, ticketBillingMessages, type TicketBillingCommand } from '@lavado/shared/money/ticket-billing.decider';
import type { TicketMoney } from '@lavado/shared/money/money.schemas';
import type { PaymentMethod } from '@lavado/shared/money/money';
import { localDate } from '@lavado/shared/time/zone';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { findBoardActor } from '@lavado/projections/read/users';
import { readTicketMoney } from '@lavado/projections/read/money';
import { fullName } from '@lavado/shared/identity/full-name';
import type { CommandRunner } from '../commands/run';
import { withReservations } from '../commands/reservations';

type WithoutScope<Command> = Command extends unknown ? Omit<Command, 'organizationId' | 'actor'> : never;

const scoped = (command: WithoutScope<TicketBillingCommand>, caller: TokenClaims & { organizationId: string }) =>
  ({ ...command, organizationId: caller.organizationId, actor: { userId: caller.id, role: caller.role } }) as TicketBillingCommand;

/** Decides a change to a ticket's money on its stream, then answers the ticket's money once the read model has it. */
export async function changeTicketMoney(
  commands: CommandRunner,
  pool: Pool,
  caller: TokenClaims & { organizationId: string },
  ticketId: string,
  command: WithoutScope<TicketBillingCommand>,
): Promise<TicketMoney> {
  const organizationId = caller.organizationId;
  await commands.run(ticketStreamId(ticketId), ticketBillingDecider, scoped(command, caller));
  await commands.settle(['money', 'wash-records']);
  const money = await readTicketMoney(pool, organizationId, ticketId);
  if (!money) throw notFound(ticketBillingMessages.notFound);
  return money;
}

/**
 * A payment belongs to today's cash (the organization's day). Whether employees may take it and
 * whether today's cash is already closed are read from their own streams, not from a read model.
 * Its id is claimed for the ticket within the organization first: the same id on another ticket is
 * refused, so every payment the close and the reports count is one payment of one ticket.
 */
export async function recordPayment(
  commands: CommandRunner,
  pool: Pool,
  caller: TokenClaims & { organizationId: string },
  payment: { ticketId: string; paymentId: string; method: PaymentMethod; amount: number; boleta: string },
): Promise<TicketMoney> {
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
  return withReservations(commands, [claim], () => changeTicketMoney(commands, pool, caller, payment.ticketId, command));
}

/** The washers of a ticket, named from the organization's own people: anyone else's id is as unknown as a random one. */
export async function namedWashers(pool: Pool, organizationId: string, washers: readonly { userId: string; percent: number }[]) {
  return Promise.all(
    washers.map(async ({ userId, percent }) => {
      const person = await findBoardActor(pool, userId, organizationId);
      if (!person) throw notFound('El lavador indicado no existe.');
      return { userId, name: fullName(person), percent };
    }),
  );
}
