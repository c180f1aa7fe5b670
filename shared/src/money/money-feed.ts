import { z } from 'zod';

/**
 * Feed topic of a change to an organization's money (what tickets are charged and paid, cash days,
 * commissions), pushed to its members' room by the money projector. It carries ids only, never an
 * amount or a name: each screen reads again what the ids touch, through the calls its role may make.
 */
export const MONEY_CHANGED = 'money.changed';

export const moneyChangedPayload = z.strictObject({
  /** The tickets whose money changed (price, discount, courtesy, void, washers, a payment, the finish). */
  ticketIds: z.array(z.uuid()),
  /** The business days (YYYY-MM-DD) whose cash changed: opened, closed, paid on, tickets finished or corrected on. */
  days: z.array(z.iso.date()),
});
export type MoneyChangedPayload = z.infer<typeof moneyChangedPayload>;
