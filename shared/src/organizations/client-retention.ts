import { z } from 'zod';

/** How many months after their last service (or their registration, if none) an inactive client is kept, unless the AD says otherwise. */
export const CLIENT_RETENTION_DEFAULT_MONTHS = 24;
/** Half a year at least (a customer who comes back twice a year is not inactive), ten years at most. */
export const CLIENT_RETENTION_MIN_MONTHS = 6;
export const CLIENT_RETENTION_MAX_MONTHS = 120;

export const clientRetentionMessages = {
  range: `Entre ${CLIENT_RETENTION_MIN_MONTHS} y ${CLIENT_RETENTION_MAX_MONTHS} meses.`,
  saved: 'Plazo de conservación guardado.',
} as const;

/** The organization's retention of inactive clients (docs/privacy.md, "Plazo de conservación"). */
export const clientRetentionSchema = z.strictObject({
  months: z
    .number()
    .int(clientRetentionMessages.range)
    .min(CLIENT_RETENTION_MIN_MONTHS, clientRetentionMessages.range)
    .max(CLIENT_RETENTION_MAX_MONTHS, clientRetentionMessages.range),
});
export type ClientRetention = z.infer<typeof clientRetentionSchema>;

export const setClientRetentionBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  months: clientRetentionSchema.shape.months,
});
