import { z } from 'zod';
import { serviceTypeSchema } from '../wash/wash.catalog';

/** Answers of the dashboard calls (server response schemas and UI parsers alike). */
export const countSchema = z.number();
export const washCountsSchema = z.array(z.object({ serviceType: serviceTypeSchema, count: z.number() }));
export type WashCount = z.infer<typeof washCountsSchema>[number];
export const clientsCountSchema = z.object({ nuevos: z.number(), total: z.number() });
/** `menu/getOrganizationsMenu`: the organization's modules; only CarWash (Lavados) is active. */
export const menuSchema = z.array(z.object({ module: z.string(), name: z.string(), state: z.string(), active: z.boolean() }));
