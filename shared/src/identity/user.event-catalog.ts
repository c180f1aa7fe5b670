import { at, organizationId, userId } from '../events/example-values';
import { ROLE_LABELS } from '../auth/roles';
import { LOG_SUBJECT, type DataSubject, type EventDeclarations, type LogSubject } from '../events/declaration';
import { formatRut } from '../validation/rut';
import { fullName } from './full-name';
import type { EmployeeNumberEvent, PasswordChangeReason, UserEvent } from './user.events';

const userSubject = (data: { userId: string }): LogSubject & DataSubject => ({ kind: 'user', id: data.userId });
/** Log sentences that name the user by the users read model. */
const aboutUser = { subject: userSubject };

const PASSWORD_CHANGE_REASONS: Record<PasswordChangeReason, string> = {
  invitation: 'invitación',
  reset: 'recuperación',
  change: 'cambio con la contraseña actual',
};

/** A user's or employee's life (`user.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
export const userEventCatalog = {
  UserRegistered: {
    readModels: ['users'],
    log: {
      describe: (data) => `registró al usuario ${fullName(data)} (${ROLE_LABELS[data.role]})`,
      example: 'registró al usuario Ana Rojas (Empleado)',
    },
    personal: {
      subject: userSubject,
      fields: {
        identification: 'identification',
        email: 'email',
        firstName: 'name',
        secondName: 'name',
        phone: 'phone',
        gender: 'gender',
      },
    },
    example: {
      userId,
      identification: '12345678-5',
      email: 'ana@lavado.cl',
      firstName: 'Ana',
      secondName: 'Rojas',
      phone: 912345678,
      role: 'EM',
      gender: 'F',
      organizationId,
      employeeNumber: 3,
      registeredAt: at,
    },
  },
  UserEnabled: {
    readModels: ['users'],
    log: { describe: () => `activó al usuario ${LOG_SUBJECT}`, ...aboutUser, example: 'activó al usuario {sujeto}' },
    personal: null,
    example: { userId },
  },
  UserDisabled: {
    readModels: ['users'],
    log: { describe: () => `desactivó al usuario ${LOG_SUBJECT}`, ...aboutUser, example: 'desactivó al usuario {sujeto}' },
    personal: null,
    example: { userId },
  },
  UserDeleted: {
    readModels: ['users'],
    log: { describe: () => `eliminó al usuario ${LOG_SUBJECT}`, ...aboutUser, example: 'eliminó al usuario {sujeto}' },
    personal: null,
    example: { userId },
  },
  UserPasswordChanged: {
    readModels: ['users'],
    log: {
      describe: (data) => `cambió la contraseña del usuario ${LOG_SUBJECT} (${PASSWORD_CHANGE_REASONS[data.reason]})`,
      ...aboutUser,
      example: 'cambió la contraseña del usuario {sujeto} (recuperación)',
    },
    personal: null,
    notPersonal: { reason: 'how the password was set (invitation, reset or change): one of three codes, never typed text' },
    example: { userId, reason: 'reset', changedAt: at },
  },
  UserProfileUpdated: {
    readModels: ['users'],
    log: {
      describe: (data) => `actualizó el perfil del usuario ${fullName(data)}`,
      example: 'actualizó el perfil del usuario Ana María Rojas',
    },
    personal: { subject: userSubject, fields: { firstName: 'name', secondName: 'name', email: 'email', phone: 'phone' } },
    example: { userId, firstName: 'Ana María', secondName: 'Rojas', email: 'ana@lavado.cl', phone: 912345678 },
  },
  UserOnboardingCompleted: {
    readModels: ['users'],
    log: {
      describe: () => `completó la bienvenida del usuario ${LOG_SUBJECT}`,
      ...aboutUser,
      example: 'completó la bienvenida del usuario {sujeto}',
    },
    personal: null,
    example: { userId },
  },
  UserIdentificationSet: {
    readModels: ['users'],
    log: {
      describe: (data) => `registró el RUT ${formatRut(data.identification)} del usuario ${LOG_SUBJECT}`,
      ...aboutUser,
      example: 'registró el RUT 12.345.678-5 del usuario {sujeto}',
    },
    personal: { subject: userSubject, fields: { identification: 'identification' } },
    example: { userId, identification: '12345678-5' },
  },
} as const satisfies EventDeclarations<UserEvent>;

/** An organization's employee numbers (`employee-numbers-<organizationId>`). */
export const employeeNumberEventCatalog = {
  // Bookkeeping: the employee's registration, which the log tells, carries the same number.
  EmployeeNumberAssigned: { readModels: [], log: null, personal: null, example: { organizationId, userId, employeeNumber: 3 } },
} as const satisfies EventDeclarations<EmployeeNumberEvent>;
