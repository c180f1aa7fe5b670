import { z } from 'zod';
import { roleSchema } from '../auth/roles';

/** `auth/login`: `email` holds the identification or the e-mail, as the original client sends it (docs/specification.md#calls). */
export const loginBody = z.strictObject({
  email: z.string().trim().min(1, 'Ingrese Identificacion!').max(254, 'Identificación demasiado larga.'),
  password: z.string().min(1, 'Ingrese Contraseña!').max(1024, 'Contraseña demasiado larga.'),
});

export const loginResponse = z.object({
  status: z.literal(true),
  token: z.string(),
  onBoard: z.boolean(),
  usuario: z.object({ nombre: z.string(), role: roleSchema, organizationId: z.uuid().nullable() }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const emptyBody = z.strictObject({}).optional();

export const statusMessageResponse = z.object({ status: z.literal(true), msg: z.string() });
