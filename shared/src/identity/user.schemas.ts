import { z } from 'zod';
import { isoDateInRange } from '../validation/dates';
import { roleSchema } from '../auth/roles';
import { enableSchema } from '../organizations/organization.schemas';
import { emailSchema, phoneSchema } from '../validation/contact';
import { rutSchema } from '../validation/rut';
import { isCommonPassword } from './common-passwords';

const uuid = z.uuid('Identificador inválido.');
const name = (missing: string) => z.string().trim().min(1, missing).max(60, 'Máximo 60 caracteres.');

export const PASSWORD_MIN_CHARACTERS = 6;
export const PASSWORD_MAX_CHARACTERS = 1024;

/**
 * A new password (reset and profile change). Length counts characters, not UTF-16 units, so any
 * Unicode is welcome; the value is hashed exactly as typed, never trimmed or truncated.
 */
export const newPasswordSchema = z
  .string('Ingrese la nueva contraseña.')
  .refine((password) => [...password].length >= PASSWORD_MIN_CHARACTERS, 'Debe tener más de 6 caracteres.')
  .refine((password) => [...password].length <= PASSWORD_MAX_CHARACTERS, 'La contraseña no puede superar los 1024 caracteres.')
  .refine((password) => !isCommonPassword(password), 'Esa contraseña es demasiado común, elija otra.');

/** `auth/recovery`: `user` holds the identification or the e-mail. */
export const recoveryBody = z.strictObject({
  user: z.string().trim().min(1, 'Ingrese Identificacion!').max(254, 'Identificación demasiado larga.'),
});
/** `auth/reset`: the token travels as `Authorization: Bearer <token from the link>`. */
export const resetBody = z.strictObject({ password: newPasswordSchema });
/** `ingreso` says what the person signs in with (their RUT or identification, or the e-mail). */
export const resetResponse = z.object({ status: z.literal(true), user: z.object({ nombre: z.string(), ingreso: z.string() }) });
export const setPasswordBody = z.strictObject({
  organizationId: uuid.nullish(),
  current: z.string().min(1, 'Ingrese la contraseña actual.').max(PASSWORD_MAX_CHARACTERS, 'Contraseña demasiado larga.'),
  newPass: newPasswordSchema,
});

export const genderSchema = z.enum(['M', 'F'], { error: 'Seleccione el género.' });
export const GENDER_LABELS: Record<z.infer<typeof genderSchema>, string> = { M: 'Masculino', F: 'Femenino' };

/** The profile of docs/specification.md#entities, plus the organization's name for the registry and the top bar. */
export const userProfileSchema = z.object({
  id: z.uuid(),
  employeeNumber: z.number().nullable(),
  firstName: z.string(),
  secondName: z.string(),
  identification: z.string().nullable(),
  email: z.string(),
  phone: z.number().nullable(),
  role: roleSchema,
  gender: genderSchema.nullable(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  enable: enableSchema,
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The modules a registry search can ask for; every organization runs Lavados (CarWash) today. */
export const USER_MODULES = ['CarWash', 'Agenda', 'Inventory'] as const;
export const userModuleSchema = z.enum(USER_MODULES, { error: 'Seleccione un módulo válido.' });
export type UserModule = z.infer<typeof userModuleSchema>;

export const DEFAULT_REGISTRY_FROM = '2025-01-01';

/** `admin/getUsers`: every filter optional; registrations from 2025-01-01 unless told otherwise. */
export const getUsersBody = z
  .strictObject({
    organizationId: uuid.optional(),
    from: isoDateInRange('Fecha inválida (AAAA-MM-DD).').default(DEFAULT_REGISTRY_FROM),
    module: userModuleSchema.optional(),
    state: enableSchema.optional(),
  })
  .optional();
export type UsersFilter = z.output<typeof getUsersBody>;

/**
 * The SA's new-user modal. The RUT is optional, as for employees: without one the user signs in with
 * the e-mail and cannot start tickets on the board until one is given.
 */
export const newUserSchema = z.strictObject({
  firstName: name('Ingrese el nombre.'),
  secondName: name('Ingrese el apellido.'),
  identification: z.preprocess((rut) => (rut === '' ? null : rut), rutSchema.nullish()).transform((rut) => rut ?? null),
  email: emailSchema,
  phone: phoneSchema,
  organizationId: uuid,
  role: z.enum(['AD', 'SU', 'US'], { error: 'Seleccione el rol (AD, SU o US).' }),
  gender: genderSchema.optional(),
});
export type NewUserInput = z.input<typeof newUserSchema>;

export const createUsersBody = z.strictObject({ user: newUserSchema });
export const setUserStateBody = z.strictObject({ id: uuid, enable: enableSchema });
export const deleteUserBody = z.strictObject({ id: uuid });
/** Why the SA erases a user's personal data: as for a client (the person asked, or the retention period ran out). */
export const eraseUserBody = z.strictObject({
  id: uuid,
  reason: z.enum(['request', 'retention'], { error: 'Seleccione el motivo de la eliminación.' }),
});

/** `user/getUserById` and `user/updateUser` act on the caller; `organizationId`, if sent, must be the token's. */
export const ownProfileBody = z.strictObject({ organizationId: uuid.nullish() });
export const profileInputSchema = z.strictObject({
  firstName: name('Ingrese el nombre.'),
  secondName: name('Ingrese el apellido.'),
  email: emailSchema,
  phone: phoneSchema,
  /** The user's RUT, to add one they were created without or to correct it; left out, it stays as it is. */
  identification: z.preprocess((rut) => (rut === '' || rut === null ? undefined : rut), rutSchema.optional()),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
/** `current`: the caller's password, required only when the e-mail (a way to sign in) changes. */
export const updateUserBody = z.strictObject({
  organizationId: uuid.nullish(),
  user: profileInputSchema,
  current: z.string().max(200, 'Máximo 200 caracteres.').optional(),
});

export const onBoardStatusResponse = z.object({ status: z.literal(true), onBoard: z.boolean() });
export const setOnBoardStatusBody = z.strictObject({ state: z.literal(1, 'El estado debe ser 1.') });
export const statusResponse = z.object({ status: z.literal(true) });
