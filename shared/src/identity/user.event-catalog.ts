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
    log: { describe: (data) => `registró al usuario ${fullName(data)} (${ROLE_LABELS[data.role]})` },
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
  },
  UserEnabled: {
    readModels: ['users'],
    log: { describe: () => `activó al usuario ${LOG_SUBJECT}`, ...aboutUser },
    personal: null,
  },
  UserDisabled: {
    readModels: ['users'],
    log: { describe: () => `desactivó al usuario ${LOG_SUBJECT}`, ...aboutUser },
    personal: null,
  },
  UserDeleted: {
    readModels: ['users'],
    log: { describe: () => `eliminó al usuario ${LOG_SUBJECT}`, ...aboutUser },
    personal: null,
  },
  UserPasswordChanged: {
    readModels: ['users'],
    log: {
      describe: (data) => `cambió la contraseña del usuario ${LOG_SUBJECT} (${PASSWORD_CHANGE_REASONS[data.reason]})`,
      ...aboutUser,
    },
    personal: null,
    notPersonal: { reason: 'how the password was set (invitation, reset or change): one of three codes, never typed text' },
  },
  UserProfileUpdated: {
    readModels: ['users'],
    log: { describe: (data) => `actualizó el perfil del usuario ${fullName(data)}` },
    personal: { subject: userSubject, fields: { firstName: 'name', secondName: 'name', email: 'email', phone: 'phone' } },
  },
  UserOnboardingCompleted: {
    readModels: ['users'],
    log: { describe: () => `completó la bienvenida del usuario ${LOG_SUBJECT}`, ...aboutUser },
    personal: null,
  },
  UserIdentificationSet: {
    readModels: ['users'],
    log: { describe: (data) => `registró el RUT ${formatRut(data.identification)} del usuario ${LOG_SUBJECT}`, ...aboutUser },
    personal: { subject: userSubject, fields: { identification: 'identification' } },
  },
} as const satisfies EventDeclarations<UserEvent>;

/** An organization's employee numbers (`employee-numbers-<organizationId>`). */
export const employeeNumberEventCatalog = {
  // Bookkeeping: the employee's registration, which the log tells, carries the same number.
  EmployeeNumberAssigned: { readModels: [], log: null, personal: null },
} as const satisfies EventDeclarations<EmployeeNumberEvent>;
