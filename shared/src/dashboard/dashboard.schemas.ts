import { z } from 'zod';
import { currencySchema } from '../money/money';
import { serviceTypeSchema } from '../wash/wash.catalog';

/** Answers of the dashboard calls (server response schemas and UI parsers alike). */
export const countSchema = z.number();
export const washCountsSchema = z.array(z.object({ serviceType: serviceTypeSchema, count: z.number() }));
export type WashCount = z.infer<typeof washCountsSchema>[number];
export const clientsCountSchema = z.object({ nuevos: z.number(), total: z.number() });
/** `menu/getOrganizationsMenu`: the organization's modules; only CarWash (Lavados) is active. */
export const menuSchema = z.array(z.object({ module: z.string(), name: z.string(), state: z.string(), active: z.boolean() }));

/** `dashboard/getFeedback`: the week's score and today's low answers (plate and comment), for the AD's dashboard and board. */
export const feedbackSummarySchema = z.object({
  /** The answers of the last 7 days: their average (one decimal; null without answers) and how many. */
  week: z.object({ average: z.number().nullable(), count: z.number() }),
  lowScoresToday: z.array(z.object({ ticketId: z.uuid(), plate: z.string(), score: z.number(), comment: z.string(), givenAt: z.string() })),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
export type LowFeedback = FeedbackSummary['lowScoresToday'][number];

/** The steps of setting a car wash up, in the order the AD's checklist shows them. */
export const SETUP_STEPS = ['prices', 'employee', 'wallScreen', 'service'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
/** `dashboard/getSetupProgress`: which setup steps the organization has done (read from what exists, never stored). */
export const setupProgressSchema = z.object(
  Object.fromEntries(SETUP_STEPS.map((step) => [step, z.boolean()])) as Record<SetupStep, z.ZodBoolean>,
);
export type SetupProgress = z.infer<typeof setupProgressSchema>;

/** The dashboard's money card: today's payments, what today's finished tickets were charged, done and waiting. */
export const moneyTodaySchema = z.object({
  /** The organization's currency, always first in `byCurrency`. */
  currency: currencySchema,
  byCurrency: z.array(z.object({ currency: currencySchema, revenue: z.number(), charged: z.number() })),
  ticketsDone: z.number(),
  waiting: z.number(),
  /**
   * The same weekday a week before, up to the same time of day (a day under way is compared with as much of that
   * one): its finished tickets and what was collected in the organization's currency.
   */
  lastWeek: z.object({ day: z.string(), ticketsDone: z.number(), revenue: z.number() }),
});
