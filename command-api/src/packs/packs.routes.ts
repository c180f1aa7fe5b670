import type { TokenClaims } from '@lavado/shared/auth/token';
import { notFound } from '@lavado/shared/domain/errors';
import { billingDecider } from '@lavado/shared/money/billing.decider';
import { billingStreamId } from '@lavado/shared/money/billing.events';
import { cashDayDecider } from '@lavado/shared/money/cash-day.decider';
import { cashDayStreamId } from '@lavado/shared/money/cash-day.events';
import { ticketBillingDecider, ticketBillingMessages } from '@lavado/shared/money/ticket-billing.decider';
import { packDecider, packMessages, packOffersDecider, type PackCommand } from '@lavado/shared/packs/pack.decider';
import { packOffersStreamId, packStreamId } from '@lavado/shared/packs/pack.events';
import { packsApi } from '@lavado/shared/packs/packs.contract';
import { localDate } from '@lavado/shared/time/zone';
import { ticketStreamId } from '@lavado/shared/wash/ticket.events';
import { listSoldPacks, readPacksSetup, readPlatePacks, readSoldPack, washesOfPlate } from '@lavado/projections/read/packs';
import type { CommandRunner } from '../commands/run';
import type { App } from '../http/app-types';
import { callerOrganization } from '../http/auth';
import { command } from '../http/command';
import { post } from '../http/route';

type Caller = TokenClaims & { organizationId: string };
type WithoutScope<Command> = Command extends unknown ? Omit<Command, 'organizationId' | 'actor'> : never;

/** Prepaid packs and the loyalty rule (docs/money.md, Packs). The rules are the pack deciders' and the ticket's. */
export function packsRoutes(app: App): void {
  const { pool } = app.deps;
  const member = ({ caller, organizationId }: { caller: TokenClaims; organizationId: string }): Caller => ({ ...caller, organizationId });
  const actorOf = (caller: Caller) => ({ userId: caller.id, role: caller.role });

  const servicesOffered = async (commands: CommandRunner, organizationId: string) =>
    (await commands.load(billingStreamId(organizationId), billingDecider)).services.map((service) => service.code);
  const setupAnswer =
    (msg: string) =>
    async (_: unknown, { organizationId }: { organizationId: string }) => ({
      status: true as const,
      msg,
      setup: await readPacksSetup(pool, organizationId),
    });
  const packOf = async (organizationId: string, packId: string) => {
    const pack = await readSoldPack(pool, organizationId, packId, app.deps.now());
    if (!pack) throw notFound(packMessages.packNotFound);
    return pack;
  };
  const packAnswer =
    (msg: string) =>
    async (packId: string, { organizationId }: { organizationId: string }) => ({
      status: true as const,
      msg,
      pack: await packOf(organizationId, packId),
    });

  const runPack = (commands: CommandRunner, caller: Caller, packId: string, change: WithoutScope<PackCommand>) =>
    commands.run(packStreamId(packId), packDecider, {
      ...change,
      organizationId: caller.organizationId,
      actor: actorOf(caller),
    } as PackCommand);
  /** What a sale or a refund needs to know of the day's cash: its day, and whether it is closed (from the day's stream). */
  const cashOfToday = async (commands: CommandRunner, organizationId: string) => {
    const businessDay = localDate(commands.now);
    const day = await commands.load(cashDayStreamId(organizationId, businessDay), cashDayDecider);
    return { businessDay, dayClosed: day.phase === 'closed', now: commands.now };
  };

  post(app, packsApi.getPacksSetup, async (request) => readPacksSetup(pool, callerOrganization(request, request.body.organizationId)));
  post(app, packsApi.listPacks, async (request) =>
    listSoldPacks(pool, callerOrganization(request, request.body.organizationId), app.deps.now()),
  );
  post(app, packsApi.getPlatePacks, async (request) =>
    readPlatePacks(pool, callerOrganization(request, request.body.organizationId), request.body.plate, app.deps.now()),
  );

  command(app, packsApi.offerPack, {
    run: async ({ commands, organizationId, caller, body }) => {
      const billing = await commands.load(billingStreamId(organizationId), billingDecider);
      await commands.run(packOffersStreamId(organizationId), packOffersDecider, {
        type: 'OfferPack',
        organizationId,
        actor: { userId: caller.id, role: caller.role },
        offerId: commands.derivedId('pack-offer'),
        name: body.name,
        serviceCodes: body.serviceCodes,
        washes: body.washes,
        price: body.price,
        validDays: body.validDays,
        currency: billing.currency,
        servicesOffered: billing.services.map((service) => service.code),
        now: commands.now,
      });
    },
    answer: setupAnswer(packMessages.offerSaved),
  });
  command(app, packsApi.withdrawOffer, {
    run: async ({ commands, organizationId, caller, body }) => {
      await commands.run(packOffersStreamId(organizationId), packOffersDecider, {
        type: 'WithdrawPackOffer',
        organizationId,
        actor: { userId: caller.id, role: caller.role },
        offerId: body.offerId,
      });
    },
    answer: setupAnswer(packMessages.offerWithdrawn),
  });
  command(app, packsApi.setLoyaltyRule, {
    run: async ({ commands, organizationId, caller, body }) => {
      await commands.run(packOffersStreamId(organizationId), packOffersDecider, {
        type: 'SetLoyaltyRule',
        organizationId,
        actor: { userId: caller.id, role: caller.role },
        serviceCode: body.serviceCode,
        every: body.every,
        servicesOffered: await servicesOffered(commands, organizationId),
      });
    },
    answer: setupAnswer(packMessages.loyaltySaved),
  });

  command(app, packsApi.sellPack, {
    run: async (call) => {
      const { commands, organizationId, body } = call;
      const packId = commands.derivedId('pack');
      const [offers, billing, cash] = await Promise.all([
        commands.load(packOffersStreamId(organizationId), packOffersDecider),
        commands.load(billingStreamId(organizationId), billingDecider),
        cashOfToday(commands, organizationId),
      ]);
      const offer = offers.offers[body.offerId];
      await runPack(commands, member(call), packId, {
        type: 'SellPack',
        packId,
        offer: offer && !offer.withdrawn ? offer : null,
        plate: body.plate,
        paymentId: body.paymentId,
        method: body.method,
        boleta: body.boleta,
        employeesMayRecordPayments: billing.employeesMayRecordPayments,
        ...cash,
      });
      return packId;
    },
    answer: packAnswer(packMessages.sold),
  });

  command(app, packsApi.usePack, {
    run: async (call) => {
      const { commands, organizationId, body } = call;
      const caller = member(call);
      const ticket = await commands.load(ticketStreamId(body.ticketId), ticketBillingDecider);
      if (!ticket.exists || ticket.organizationId !== organizationId) throw notFound(ticketBillingMessages.notFound);
      const pack = await commands.load(packStreamId(body.packId), packDecider);
      if (!pack.exists || pack.organizationId !== organizationId) throw notFound(packMessages.packNotFound);
      const charge = { type: 'ChargeToPack' as const, organizationId, actor: actorOf(caller), packId: pack.packId, packName: pack.name };
      // A ticket that cannot be charged to the pack (voided, paid, already prepaid) takes no wash from it.
      ticketBillingDecider.decide(charge, ticket);
      // The wash is taken on the pack's stream, with its expected revision: two uses racing for its last wash
      // are decided one after the other, and the second finds it empty (docs/money.md, Packs).
      await runPack(commands, caller, body.packId, {
        type: 'UsePackWash',
        ticket: { ticketId: ticket.ticketId, plate: ticket.plate, serviceCode: ticket.serviceCode },
        now: commands.now,
      });
      await commands.run(ticketStreamId(body.ticketId), ticketBillingDecider, charge);
      return body.packId;
    },
    answer: packAnswer(packMessages.used),
  });

  command(app, packsApi.applyLoyalty, {
    run: async (call) => {
      const { commands, organizationId, body } = call;
      const ticket = await commands.load(ticketStreamId(body.ticketId), ticketBillingDecider);
      if (!ticket.exists || ticket.organizationId !== organizationId) throw notFound(ticketBillingMessages.notFound);
      const offers = await commands.load(packOffersStreamId(organizationId), packOffersDecider);
      await commands.run(ticketStreamId(body.ticketId), ticketBillingDecider, {
        type: 'MarkFreeByLoyalty',
        organizationId,
        actor: actorOf(member(call)),
        every: offers.loyalty[ticket.serviceCode] ?? 0,
        washNumber: await washesOfPlate(pool, organizationId, ticket.plate, ticket.serviceCode, ticket.ticketId),
      });
    },
    answer: () => ({ status: true as const, msg: packMessages.loyaltyApplied }),
  });

  command(app, packsApi.expirePack, {
    run: async (call) => {
      await runPack(call.commands, member(call), call.body.packId, {
        type: 'ExpirePack',
        reason: call.body.reason,
        now: call.commands.now,
      });
      return call.body.packId;
    },
    answer: packAnswer(packMessages.expiredDone),
  });
  command(app, packsApi.refundPack, {
    run: async (call) => {
      const { commands, organizationId, body } = call;
      await runPack(commands, member(call), body.packId, {
        type: 'RefundPack',
        paymentId: body.paymentId,
        method: body.method,
        amount: body.amount,
        reason: body.reason,
        ...(await cashOfToday(commands, organizationId)),
      });
      return body.packId;
    },
    answer: packAnswer(packMessages.refundedDone),
  });
}
