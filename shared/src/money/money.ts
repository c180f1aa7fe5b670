import { z } from 'zod';
import { VEHICLE_TYPES, type VehicleType } from '../wash/wash.catalog';

/**
 * Money is an integer count of the currency's minor unit, never a float: whole pesos for CLP,
 * cents for EUR. Chilean pesos are the default; the spec's EUR stays available per organization.
 */
export const CURRENCIES = {
  CLP: { label: 'Peso chileno', minorDigits: 0, locale: 'es-CL' },
  EUR: { label: 'Euro', minorDigits: 2, locale: 'es-ES' },
} as const;
export const currencySchema = z.enum(['CLP', 'EUR'], { error: 'Moneda inválida.' });
export type Currency = z.infer<typeof currencySchema>;
export const DEFAULT_CURRENCY: Currency = 'CLP';

/** A thousand million pesos: far above any car-wash ticket, far below what an integer column holds. */
export const MAX_AMOUNT = 1_000_000_000;
/** Washers who may share one ticket's commission. */
export const MAX_WASHERS = 6;
export const amountSchema = z
  .number({ error: 'Ingrese un monto.' })
  .int('El monto debe ser un número entero (en la unidad menor de la moneda).')
  .min(0, 'El monto no puede ser negativo.')
  .max(MAX_AMOUNT, 'El monto es demasiado alto.');
export const positiveAmountSchema = z
  .number({ error: 'Ingrese un monto.' })
  .int('El monto debe ser un número entero (en la unidad menor de la moneda).')
  .min(1, 'El monto debe ser mayor que cero.')
  .max(MAX_AMOUNT, 'El monto es demasiado alto.');

export function formatMoney(amount: number, currency: Currency): string {
  const { locale, minorDigits } = CURRENCIES[currency];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minorDigits,
    maximumFractionDigits: minorDigits,
  }).format(amount / 10 ** minorDigits);
}

/** Prices are set per group of vehicle types, not per type. */
export const VEHICLE_GROUPS = { AUT: 'Automóvil', CAM: 'Camioneta', OTR: 'Otros' } as const;
export const vehicleGroupSchema = z.enum(['AUT', 'CAM', 'OTR'], { error: 'Seleccione un grupo de vehículos.' });
export type VehicleGroup = z.infer<typeof vehicleGroupSchema>;

const GROUP_BY_LABEL = Object.fromEntries(Object.entries(VEHICLE_GROUPS).map(([code, label]) => [label, code])) as Record<
  (typeof VEHICLE_GROUPS)[VehicleGroup],
  VehicleGroup
>;
export const vehicleGroupOf = (type: VehicleType): VehicleGroup => GROUP_BY_LABEL[VEHICLE_TYPES[type].group];

export const PAYMENT_METHODS = {
  cash: 'Efectivo',
  debit: 'Débito',
  credit: 'Crédito',
  transfer: 'Transferencia',
  other: 'Otro',
} as const;
export const paymentMethodSchema = z.enum(['cash', 'debit', 'credit', 'transfer', 'other'], { error: 'Seleccione un medio de pago.' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethods = paymentMethodSchema.options;

export type AmountsByMethod = Record<PaymentMethod, number>;

/** Chilean notes and coins in circulation, largest first: what a drawer in pesos is counted in (docs/money.md, Cash close). */
export const CLP_NOTES = [20000, 10000, 5000, 2000, 1000] as const;
export const CLP_COINS = [500, 100, 50, 10] as const;
export const CLP_DENOMINATIONS = [...CLP_NOTES, ...CLP_COINS] as const;
export type ClpDenomination = (typeof CLP_DENOMINATIONS)[number];
/** How many of one note or coin were counted in the drawer. */
export interface DenominationCount {
  denomination: ClpDenomination;
  quantity: number;
}
/** At most this many of one note or coin: far above any drawer, far below an amount's maximum. */
export const MAX_DENOMINATION_QUANTITY = 100_000;
export const denominationCountSchema = z.strictObject({
  denomination: z.literal(CLP_DENOMINATIONS, { error: 'Billete o moneda inválido.' }),
  quantity: z
    .number({ error: 'Ingrese una cantidad.' })
    .int('La cantidad debe ser un número entero.')
    .min(0, 'La cantidad no puede ser negativa.')
    .max(MAX_DENOMINATION_QUANTITY, 'La cantidad es demasiado alta.'),
});
/** What a count by notes and coins adds up to, in pesos. */
export const denominationsTotal = (counts: readonly DenominationCount[]): number =>
  counts.reduce((sum, { denomination, quantity }) => sum + denomination * quantity, 0);
export const zeroByMethod = (): AmountsByMethod => ({ cash: 0, debit: 0, credit: 0, transfer: 0, other: 0 });

/**
 * Splits `total` into integer parts proportional to `weights` that add up to exactly `total`
 * (largest remainder; ties go to the earlier weight), so no peso is created or lost by rounding.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / weightSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
