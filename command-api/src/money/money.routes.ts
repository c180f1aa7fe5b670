import type { TokenClaims } from '@lavado/shared/auth/token';
import { serverMessages } from '@lavado/shared/messages/server';
import { billingDecider, type BillingCommand } from '@lavado/shared/money/billing.decider';
import { billingStreamId } from '@lavado/shared/money/billing.events';
import { cashDayDecider, cashDayMessages } from '@lavado/shared/money/cash-day.decider';
import { cashDayStreamId } from '@lavado/shared/money/cash-day.events';
import { moneyApi } from '@lavado/shared/money/money.contract';
import { ticketBillingMessages } from '@lavado/shared/money/ticket-billing.decider';
import { localDate } from '@lavado/shared/time/zone';
import { conflict, notFound } from '@lavado/shared/domain/errors';
import {
  hasPricedTickets,
  listUnpaidTickets,
  paymentsToCount,
  readBillingSetup,
  readCashDay,
  readCloseWarnings,
  readCommissionReport,
  readRevenueReport,
  readTicketMoney,
} from '@lavado/projections/read/money';
import { listWasherChoices } from '@lavado/projections/read/users';
import type { App } from '../http/app-types';
import { callerOrganization } from '../http/auth';
import { command } from '../http/command';
import { post } from '../http/route';
import type { CommandRunner } from '../commands/run';
import { changeTicketMoney, priceTicketByHand, recordPayment, setWashers } from './ticket-money.command';

/** How long a close waits for the payments already stored to reach the read model before it refuses. */
const CLOSE_WAIT_MS = 5_000;

type WithoutOrganization<Command> = Command extends unknown ? Omit<Command, 'organizationId'> : never;

export function moneyRoutes(app: App): void {
  const { pool, store, waiter } = app.deps;
  const today = () => localDate(app.deps.now());
  /** The caller with the organization the call acts on. */
  const member = ({ caller, organizationId }: { caller: TokenClaims; organizationId: string }) => ({ ...caller, organizationId });

  // The price list and the organization's money settings (AD).
  const changeSetup = (commands: CommandRunner, organizationId: string, change: WithoutOrganization<BillingCommand>) =>
    commands.run(billingStreamId(organizationId), billingDecider, { ...change, organizationId } as BillingCommand);
  const setupAnswer =
    (msg: string) =>
    async (_: unknown, { organizationId }: { organizationId: string }) => ({
      status: true as const,
      msg,
      setup: await readBillingSetup(pool, organizationId, today()),
    });
  post(app, moneyApi.getBillingSetup, async (request) =>
    readBillingSetup(pool, callerOrganization(request, request.body.organizationId), today()),
  );
  command(app, moneyApi.setCurrency, {
    run: async ({ commands, organizationId, body }) =>
      changeSetup(commands, organizationId, {
        type: 'SetCurrency',
        currency: body.currency,
        // Tickets priced before the billing stream recorded its lock (docs/money.md); later ones are on the stream.
        pricedTicketsOnRecord: await hasPricedTickets(pool, organizationId),
      }),
    answer: setupAnswer(serverMessages.billingSaved.currency),
  });
  command(app, moneyApi.addService, {
    run: ({ commands, organizationId, body }) => changeSetup(commands, organizationId, { type: 'AddService', name: body.name }),
    answer: setupAnswer(serverMessages.billingSaved.service),
  });
  command(app, moneyApi.setPrice, {
    run: ({ commands, organizationId, body: { serviceCode, vehicleGroup, amount, effectiveFrom } }) =>
      changeSetup(commands, organizationId, { type: 'SetPrice', serviceCode, vehicleGroup, amount, effectiveFrom }),
    answer: setupAnswer(serverMessages.billingSaved.price),
  });
  command(app, moneyApi.setPrices, {
    run: ({ commands, organizationId, body: { effectiveFrom, prices } }) =>
      changeSetup(commands, organizationId, { type: 'SetPrices', effectiveFrom, prices }),
    answer: setupAnswer(serverMessages.billingSaved.prices),
  });
  command(app, moneyApi.setCommissionRule, {
    run: ({ commands, organizationId, body }) => changeSetup(commands, organizationId, { type: 'SetCommissionRule', rule: body.rule }),
    answer: setupAnswer(serverMessages.billingSaved.commission),
  });
  command(app, moneyApi.setPaymentPolicy, {
    run: ({ commands, organizationId, body }) =>
      changeSetup(commands, organizationId, { type: 'SetPaymentPolicy', employeesMayRecordPayments: body.employeesMayRecordPayments }),
    answer: setupAnswer(serverMessages.billingSaved.policy),
  });

  // One ticket's money.
  const ticketMoneyOf = async (organizationId: string, ticketId: string) => {
    const money = await readTicketMoney(pool, organizationId, ticketId);
    if (!money) throw notFound(ticketBillingMessages.notFound);
    return money;
  };
  /** The answer of a change to a ticket's money: the ticket's money as the read model has it now. */
  const ticketMoneyAnswer =
    (msg: string) =>
    async (_: unknown, { organizationId, body }: { organizationId: string; body: { id: string } }) => ({
      status: true as const,
      msg,
      money: await ticketMoneyOf(organizationId, body.id),
    });
  post(app, moneyApi.getTicketMoney, async (request) =>
    ticketMoneyOf(callerOrganization(request, request.body.organizationId), request.body.id),
  );
  command(app, moneyApi.recordPayment, {
    run: async (call) => {
      const { id: ticketId, paymentId, method, amount, boleta } = call.body;
      await recordPayment(call.commands, member(call), { ticketId, paymentId, method, amount, boleta });
    },
    answer: ticketMoneyAnswer(serverMessages.paymentRecorded),
  });
  command(app, moneyApi.priceTicket, {
    run: async (call) => {
      const { id, amount, reason } = call.body;
      await priceTicketByHand(call.commands, member(call), id, { amount, reason });
    },
    answer: ticketMoneyAnswer(serverMessages.ticketPriced),
  });
  command(app, moneyApi.discountTicket, {
    run: async (call) => {
      const { id, amount, reason } = call.body;
      await changeTicketMoney(call.commands, member(call), id, { type: 'DiscountTicket', amount, reason });
    },
    answer: ticketMoneyAnswer(serverMessages.discountApplied),
  });
  command(app, moneyApi.markCourtesy, {
    run: async (call) => {
      await changeTicketMoney(call.commands, member(call), call.body.id, { type: 'MarkCourtesy', reason: call.body.reason });
    },
    answer: ticketMoneyAnswer(serverMessages.courtesyMarked),
  });
  command(app, moneyApi.voidTicket, {
    run: async (call) => {
      const { commands, body } = call;
      await changeTicketMoney(commands, member(call), body.id, { type: 'VoidTicket', reason: body.reason, now: commands.now });
    },
    answer: ticketMoneyAnswer(serverMessages.ticketVoided),
  });
  command(app, moneyApi.setWashers, {
    run: async (call) => {
      const { id, washers, reason } = call.body;
      await setWashers(call.commands, member(call), id, { washers, reason: reason ?? null });
    },
    answer: ticketMoneyAnswer(serverMessages.washersSaved),
  });
  post(app, moneyApi.listWasherChoices, async (request) =>
    listWasherChoices(pool, callerOrganization(request, request.body.organizationId)),
  );
  post(app, moneyApi.listUnpaidTickets, async (request) =>
    listUnpaidTickets(pool, callerOrganization(request, request.body.organizationId)),
  );

  // The business day's cash (AD).
  const cashDayAnswer =
    (msg: string) =>
    async (_: unknown, { organizationId, body }: { organizationId: string; body: { day: string } }) => ({
      status: true as const,
      msg,
      day: await readCashDay(pool, organizationId, body.day),
    });
  post(app, moneyApi.getCashDay, async (request) =>
    readCashDay(pool, callerOrganization(request, request.body.organizationId), request.body.day),
  );
  post(app, moneyApi.getCloseWarnings, async (request) =>
    readCloseWarnings(pool, callerOrganization(request, request.body.organizationId), request.body.day),
  );
  command(app, moneyApi.openCashDay, {
    run: async ({ commands, organizationId, caller, body: { day, openingCash } }) => {
      await commands.run(cashDayStreamId(organizationId, day), cashDayDecider, {
        type: 'OpenDay',
        organizationId,
        day,
        today: today(),
        actor: { userId: caller.id, role: caller.role },
        openingCash,
        now: commands.now,
      });
    },
    answer: cashDayAnswer(serverMessages.cashDayOpened),
  });
  command(app, moneyApi.closeCashDay, {
    run: async ({ commands, organizationId, caller, body: { day, counted, note, cashCount } }) => {
      // Every payment stored so far must be in the read model before the close takes the payments it counts from it.
      // One stored later (even if decided while the day was open) is not in the close: the close names what it
      // counted, and the projector shows every other payment of the day after the close (docs/money.md).
      const head = await store.lastPosition();
      if (head && !(await waiter.waitFor(['money'], head, CLOSE_WAIT_MS))) throw conflict(cashDayMessages.paymentsPending);
      const { currency } = await commands.load(billingStreamId(organizationId), billingDecider);
      await commands.run(cashDayStreamId(organizationId, day), cashDayDecider, {
        type: 'CloseDay',
        organizationId,
        day,
        today: today(),
        actor: { userId: caller.id, role: caller.role },
        payments: await paymentsToCount(pool, organizationId, day),
        currency,
        counted,
        cashCount: cashCount ?? null,
        note,
        now: commands.now,
      });
    },
    answer: cashDayAnswer(serverMessages.cashDayClosed),
  });

  // Reports (AD).
  post(app, moneyApi.getCommissionReport, async (request) =>
    readCommissionReport(pool, callerOrganization(request, request.body.organizationId), request.body.from, request.body.to),
  );
  post(app, moneyApi.getRevenueReport, async (request) =>
    readRevenueReport(pool, callerOrganization(request, request.body.organizationId), request.body.from, request.body.to),
  );
}
