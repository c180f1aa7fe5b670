import { deliveryIsPast, ticketMessages } from '@lavado/shared/wash/ticket.decider';
import { newServiceSchema, OBSERVATIONS_MAX } from '@lavado/shared/wash/wash.schemas';
import type { ServiceTransfer } from '../../../lib/lavados/serviceTransfer';
import type { NewService } from '../api/newServiceApi';

export type NewServiceField = keyof typeof newServiceSchema.shape;

/** Every field as the inputs hold it ('' when empty); the client is known only from a search or a transfer. */
export type NewServiceFormValues = Record<Exclude<NewServiceField, 'clientId'>, string> & { clientId: string | null };

export const emptyNewServiceForm: NewServiceFormValues = {
  ppu: '',
  propietario: '',
  driver: '',
  vehicleType: '',
  brand: '',
  model: '',
  color: '',
  endDate: '',
  endTime: '',
  servicio: '',
  observaciones: '',
  clientId: null,
};

/** The vehicle chosen on the clients screen; the owner's name is looked up separately. */
export function formFromTransfer({ clientId, vehicle }: ServiceTransfer): NewServiceFormValues {
  return {
    ...emptyNewServiceForm,
    ppu: vehicle.ppu,
    vehicleType: vehicle.type,
    brand: vehicle.brand,
    model: vehicle.model,
    color: vehicle.color,
    clientId,
  };
}

export type NewServiceCheck = { ok: true; service: NewService } | { ok: false; field: NewServiceField; message: string };

/**
 * docs/specification.md#validation checks the fields one by one in a fixed order and stops at the first missing one. The
 * shared schema lists its keys in that order and zod reports issues in key order, so the first
 * issue is that field.
 */
export function checkNewService(values: NewServiceFormValues): NewServiceCheck {
  const parsed = newServiceSchema.safeParse(values);
  if (parsed.success) return { ok: true, service: parsed.data };
  const [first] = parsed.error.issues;
  if (!first) throw new Error('zod reported a failure without issues');
  return { ok: false, field: first.path[0] as NewServiceField, message: first.message };
}

/** Every field the schema refuses, each with its first message: the form marks them all at once (the dialog names the first). */
export function fieldProblems(values: NewServiceFormValues): Partial<Record<NewServiceField, string>> {
  const parsed = newServiceSchema.safeParse(values);
  const problems: Partial<Record<NewServiceField, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as NewServiceField;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The server refuses a delivery already past on the car wash's clock (America/Santiago); the form says so first. */
export function deliveryProblem(values: Pick<NewServiceFormValues, 'endDate' | 'endTime'>, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.endDate) || !/^\d{2}:\d{2}$/.test(values.endTime)) return null;
  return deliveryIsPast(values, now) ? ticketMessages.deliveryInPast : null;
}

/** Goes below zero when too much was typed: the counter shows it in red and the schema refuses it. */
export function remainingCharacters(observations: string): number {
  return OBSERVATIONS_MAX - observations.length;
}

/** Typed delivery dates, day first (d/M/yy or d/M/yyyy, docs/specification.md#locale) → `YYYY-MM-DD`; null when not a date. */
export function parseDeliveryDate(typed: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const fullYear = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCFullYear() !== fullYear || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
