import { z } from 'zod';
import { enableSchema } from '../organizations/organization.schemas';
import { emailSchema, phoneSchema } from '../validation/contact';
import { rutSchema } from '../validation/rut';

const uuid = z.uuid('Identificador inválido.');

/**
 * The create-employee modal (docs/specification.md#employees): first name, last name, e-mail and phone, and optionally the
 * RUT. Without one the employee signs in with the e-mail and cannot start tickets on the board
 * (Iniciar needs an identification).
 */
export const employeeInputSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'Ingrese el nombre.').max(60, 'Máximo 60 caracteres.'),
  secondName: z.string().trim().min(1, 'Ingrese el apellido.').max(60, 'Máximo 60 caracteres.'),
  identification: z.preprocess((rut) => (rut === '' ? null : rut), rutSchema.nullish()).transform((rut) => rut ?? null),
  email: emailSchema,
  phone: phoneSchema,
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;

/** Employees are managed by an AD (own organization) or the SA (naming the organization). */
export const employeeScopeBody = z.strictObject({ organizationId: uuid.nullish() });
export const createEmployeeBody = z.strictObject({ organizationId: uuid.nullish(), employee: employeeInputSchema });
export const setEmployeeStateBody = z.strictObject({ organizationId: uuid.nullish(), id: uuid, enable: enableSchema });
export const deleteEmployeeBody = z.strictObject({ organizationId: uuid.nullish(), id: uuid });
/** `employee/updateEmployee`: an AD gives an employee their RUT (or corrects it). */
export const employeeRutSchema = z.strictObject({ identification: rutSchema });
export type EmployeeRutInput = z.input<typeof employeeRutSchema>;
export const updateEmployeeBody = z.strictObject({ organizationId: uuid.nullish(), id: uuid, identification: rutSchema });

export const employeeSchema = z.object({
  id: z.uuid(),
  enable: enableSchema,
  employeeNumber: z.number().nullable(),
  firstName: z.string(),
  secondName: z.string(),
  email: z.string(),
  phone: z.number().nullable(),
  identification: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** Where an employee's invitation stands: its link waiting, the account opened (a link used), or the link gone unused. */
export const INVITATION_STATES = ['pending', 'accepted', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
/** `employee/getInvitations`: each employee's invitation state (an employee created before invitations has none). */
export const employeeInvitationSchema = z.object({ id: z.uuid(), state: z.enum(INVITATION_STATES) });
export type EmployeeInvitation = z.infer<typeof employeeInvitationSchema>;
/** `employee/resendInvitation`: a fresh invitation link for an employee who has not opened their account yet. */
export const resendInvitationBody = z.strictObject({ organizationId: uuid.nullish(), id: uuid });
/**
 * `link`: the set-password link, only when no mail leaves the platform (no SMTP server, or the mail
 * service off), for the AD or SA to hand over; null when it was mailed.
 */
export const passwordLinkField = z.string().nullable();
/** `employee/getAdministrators`: the caller's organization's active administrators, by name. */
export const administratorNamesResponse = z.array(z.object({ name: z.string() }));
