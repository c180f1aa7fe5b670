import type { FastifyRequest } from 'fastify';
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
  readCommissionReport,
  readMoneyToday,
  readRevenueReport,
  readTicketMoney,
} from '@lavado/projections/read/money';
import { listWasherChoices } from '@lavado/projections/read/users';
import type { App } from '../http/app-types';
import { caller, callerOrganization } from '../http/auth';
import { post } from '../http/route';
import { changeTicketMoney, priceTicketByHand, recordPayment, setWashers } from './ticket-money.command';

/** How long a close waits for the payments already stored to reach the read model before it refuses. */
const CLOSE_WAIT_MS = 5_000;

type WithoutOrganization<Command> = Command extends unknown ? Omit<Command, 'organizationId'> : never;

export function moneyRoutes(app: App): void {
  const { pool, store, waiter } = app.deps;
  const today = () => localDate(app.deps.now());
  /** The caller with the organization the call acts on (from the token; a differing body organization is refused). */
  const member = (request: FastifyRequest, bodyOrganizationId?: string | null) => {
    const organizationId = callerOrganization(request, bodyOrganizationId);
    return { ...caller(request), organizationId };
  };

  // The price list and the organization's money settings (AD).
  const changeSetup = async (
    request: FastifyRequest<{ Body: { organizationId?: string | null } }>,
    command: WithoutOrganization<BillingCommand>,
  ) => {
    const organizationId = callerOrganization(request, request.body.organizationId);
    const commands = app.commandsFor(request);
    await commands.run(billingStreamId(organizationId), billingDecider, { ...command, organizationId } as BillingCommand);
    await commands.settle(['money']);
    return { status: true as const, msg: serverMessages.billingSaved, setup: await readBillingSetup(pool, organizationId, today()) };
  };
  post(app, moneyApi.getBillingSetup, async (request) =>
    readBillingSetup(pool, callerOrganization(request, request.body.organizationId), today()),
  );
  post(app, moneyApi.setCurrency, async (request) =>
    changeSetup(request, {
      type: 'SetCurrency',
      currency: request.body.currency,
      // Tickets priced before the billing stream recorded its lock (docs/money.md); later ones are on the stream.
      pricedTicketsOnRecord: await hasPricedTickets(pool, callerOrganization(request, request.body.organizationId)),
    }),
  );
  post(app, moneyApi.addService, (request) => changeSetup(request, { type: 'AddService', name: request.body.name }));
  post(app, moneyApi.setPrice, (request) => {
    const { serviceCode, vehicleGroup, amount, effectiveFrom } = request.body;
    return changeSetup(request, { type: 'SetPrice', serviceCode, vehicleGroup, amount, effectiveFrom });
  });
  post(app, moneyApi.setCommissionRule, (request) => changeSetup(request, { type: 'SetCommissionRule', rule: request.body.rule }));
  post(app, moneyApi.setPaymentPolicy, (request) =>
    changeSetup(request, { type: 'SetPaymentPolicy', employeesMayRecordPayments: request.body.employeesMayRecordPayments }),
  );

  // One ticket's money.
  post(app, moneyApi.getTicketMoney, async (request) => {
    const money = await readTicketMoney(pool, callerOrganization(request, request.body.organizationId), request.body.id);
    if (!money) throw notFound(ticketBillingMessages.notFound);
    return money;
  });
  post(app, moneyApi.recordPayment, async (request) => {
    const { organizationId, id: ticketId, ...payment } = request.body;
    const money = await recordPayment(app.commandsFor(request), pool, member(request, organizationId), { ticketId, ...payment });
    return { status: true as const, msg: serverMessages.paymentRecorded, money };
  });
  post(app, moneyApi.priceTicket, async (request) => {
    const { organizationId, id, amount, reason } = request.body;
    const money = await priceTicketByHand(app.commandsFor(request), pool, member(request, organizationId), id, { amount, reason });
    return { status: true as const, msg: serverMessages.ticketPriced, money };
  });
  post(app, moneyApi.discountTicket, async (request) => {
    const { organizationId, id, amount, reason } = request.body;
    const money = await changeTicketMoney(app.commandsFor(request), pool, member(request, organizationId), id, {
      type: 'DiscountTicket',
      amount,
      reason,
    });
    return { status: true as const, msg: serverMessages.discountApplied, money };
  });
  post(app, moneyApi.markCourtesy, async (request) => {
    const { organizationId, id, reason } = request.body;
    const money = await changeTicketMoney(app.commandsFor(request), pool, member(request, organizationId), id, {
      type: 'MarkCourtesy',
      reason,
    });
    return { status: true as const, msg: serverMessages.courtesyMarked, money };
  });
  post(app, moneyApi.voidTicket, async (request) => {
    const { organizationId, id, reason } = request.body;
    const commands = app.commandsFor(request);
    const money = await changeTicketMoney(commands, pool, member(request, organizationId), id, {
      type: 'VoidTicket',
      reason,
      now: commands.now,
    });
    return { status: true as const, msg: serverMessages.ticketVoided, money };
  });
  post(app, moneyApi.setWashers, async (request) => {
    const { organizationId, id, washers, reason } = request.body;
    const money = await setWashers(app.commandsFor(request), pool, member(request, organizationId), id, {
      washers,
      reason: reason ?? null,
    });
    return { status: true as const, msg: serverMessages.washersSaved, money };
  });
  post(app, moneyApi.listWasherChoices, async (request) =>
    listWasherChoices(pool, callerOrganization(request, request.body.organizationId)),
  );
  post(app, moneyApi.listUnpaidTickets, async (request) =>
    listUnpaidTickets(pool, callerOrganization(request, request.body.organizationId)),
  );

  // The business day's cash (AD).
  post(app, moneyApi.getCashDay, async (request) =>
    readCashDay(pool, callerOrganization(request, request.body.organizationId), request.body.day),
  );
  post(app, moneyApi.openCashDay, async (request) => {
    const { organizationId, day, openingCash } = request.body;
    const who = member(request, organizationId);
    const commands = app.commandsFor(request);
    await commands.run(cashDayStreamId(who.organizationId, day), cashDayDecider, {
      type: 'OpenDay',
      organizationId: who.organizationId,
      day,
      today: today(),
      actor: { userId: who.id, role: who.role },
      openingCash,
      now: commands.now,
    });
    await commands.settle(['money']);
    return { status: true as const, msg: serverMessages.cashDayOpened, day: await readCashDay(pool, who.organizationId, day) };
  });
  post(app, moneyApi.closeCashDay, async (request) => {
    const { organizationId, day, counted, note } = request.body;
    const who = member(request, organizationId);
    const commands = app.commandsFor(request);
    // Every payment stored so far must be in the read model before the close takes the payments it counts from it.
    // One stored later (even if decided while the day was open) is not in the close: the close names what it
    // counted, and the projector shows every other payment of the day after the close (docs/money.md).
    const head = await store.lastPosition();
    if (head && !(await waiter.waitFor(['money'], head, CLOSE_WAIT_MS))) throw conflict(cashDayMessages.paymentsPending);
    const { currency } = await commands.load(billingStreamId(who.organizationId), billingDecider);
    await commands.run(cashDayStreamId(who.organizationId, day), cashDayDecider, {
      type: 'CloseDay',
      organizationId: who.organizationId,
      day,
      today: today(),
      actor: { userId: who.id, role: who.role },
      payments: await paymentsToCount(pool, who.organizationId, day),
      currency,
      counted,
      note,
      now: commands.now,
    });
    await commands.settle(['money']);
    return { status: true as const, msg: serverMessages.cashDayClosed, day: await readCashDay(pool, who.organizationId, day) };
  });

  // Reports (AD).
  post(app, moneyApi.getCommissionReport, async (request) =>
    readCommissionReport(pool, callerOrganization(request, request.body.organizationId), request.body.from, request.body.to),
  );
  post(app, moneyApi.getRevenueReport, async (request) =>
    readRevenueReport(pool, callerOrganization(request, request.body.organizationId), request.body.from, request.body.to),
  );
  post(app, moneyApi.getMoneyToday, async (request) =>
    readMoneyToday(pool, callerOrganization(request, request.body.organizationId), today()),
  );
}
