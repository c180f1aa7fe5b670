import { z } from 'zod';
import { currencySchema, paymentMethodSchema, positiveAmountSchema } from '../money/money';
import { serviceCodeSchema } from '../money/money.schemas';
import { plateSchema } from '../validation/plate';
import { MAX_LOYALTY_EVERY, MAX_PACK_VALID_DAYS, MAX_PACK_WASHES } from './pack.decider';

const uuid = z.uuid('Identificador inválido.');
const organizationId = uuid.nullish();
const reason = z.string().trim().min(1, 'Debe ingresar un motivo.').max(200, 'Máximo 200 caracteres.');
const boleta = z.string().trim().min(1, 'Ingrese el número de boleta o comprobante.').max(40, 'Máximo 40 caracteres.');

/** At most this many packs a screen lists (the latest sold first). */
export const PACKS_LISTED = 200;

export const packsSetupBody = z.strictObject({ organizationId });
export const offerPackBody = z.strictObject({
  organizationId,
  name: z.string().trim().min(1, 'Ingrese el nombre del pack.').max(60, 'Máximo 60 caracteres.'),
  serviceCodes: z.array(serviceCodeSchema).min(1, 'Seleccione al menos un servicio.').max(20, 'Máximo 20 servicios.'),
  washes: z
    .number('Ingrese el número de lavados.')
    .int('Ingrese un número entero de lavados.')
    .min(1, 'El pack debe tener al menos 1 lavado.')
    .max(MAX_PACK_WASHES, `Máximo ${MAX_PACK_WASHES} lavados.`),
  price: positiveAmountSchema,
  validDays: z
    .number('Ingrese la vigencia en días.')
    .int('Ingrese un número entero de días.')
    .min(1, 'La vigencia debe ser de al menos 1 día.')
    .max(MAX_PACK_VALID_DAYS, `Máximo ${MAX_PACK_VALID_DAYS} días.`),
});
export const withdrawOfferBody = z.strictObject({ organizationId, offerId: uuid });
export const setLoyaltyRuleBody = z.strictObject({
  organizationId,
  serviceCode: serviceCodeSchema,
  every: z
    .number('Ingrese cada cuántos lavados.')
    .int('Ingrese un número entero.')
    .min(0, 'Ingrese 0 o un número entre 2 y 50.')
    .max(MAX_LOYALTY_EVERY, `Máximo ${MAX_LOYALTY_EVERY}.`),
});
export const sellPackBody = z.strictObject({
  organizationId,
  offerId: uuid,
  plate: plateSchema,
  /** Chosen by the client, so a sale sent twice is one sale. */
  paymentId: uuid,
  method: paymentMethodSchema,
  boleta,
});
export const platePacksBody = z.strictObject({ organizationId, plate: plateSchema });
export const usePackBody = z.strictObject({ organizationId, packId: uuid, ticketId: uuid });
export const applyLoyaltyBody = z.strictObject({ organizationId, ticketId: uuid });
export const expirePackBody = z.strictObject({ organizationId, packId: uuid, reason });
export const refundPackBody = z.strictObject({
  organizationId,
  packId: uuid,
  paymentId: uuid,
  method: paymentMethodSchema,
  amount: positiveAmountSchema,
  reason,
});

export const packOfferSchema = z.object({
  offerId: z.uuid(),
  name: z.string(),
  serviceCodes: z.array(z.string()),
  washes: z.number(),
  price: z.number(),
  currency: currencySchema,
  validDays: z.number(),
  withdrawn: z.boolean(),
});
export const packsSetupSchema = z.object({
  offers: z.array(packOfferSchema),
  loyalty: z.array(z.object({ serviceCode: z.string(), every: z.number() })),
});
export type PacksSetup = z.infer<typeof packsSetupSchema>;

export const packStatusSchema = z.enum(['active', 'empty', 'expired', 'refunded']);
export type PackStatus = z.infer<typeof packStatusSchema>;
export const soldPackSchema = z.object({
  packId: z.uuid(),
  name: z.string(),
  plate: z.string(),
  serviceCodes: z.array(z.string()),
  washes: z.number(),
  used: z.number(),
  /** Washes still available: none once it is expired or refunded. */
  left: z.number(),
  amount: z.number(),
  currency: currencySchema,
  soldAt: z.string(),
  expiresAt: z.string(),
  status: packStatusSchema,
  expireReason: z.string().nullable(),
  refundAmount: z.number().nullable(),
  refundReason: z.string().nullable(),
});
export type SoldPack = z.infer<typeof soldPackSchema>;

/** What the counter sees for a plate: its packs, and for each service with a loyalty rule which wash comes next. */
export const platePacksSchema = z.object({
  packs: z.array(soldPackSchema),
  loyalty: z.array(z.object({ serviceCode: z.string(), every: z.number(), nextWash: z.number(), nextIsFree: z.boolean() })),
});
export type PlatePacks = z.infer<typeof platePacksSchema>;
