import { type Role, ROLE_LABELS } from '../auth/roles';
import type { ErasureReason } from '../clients/client.events';
import { at, organizationId, ticketId, userId } from '../events/example-values';
import { LOG_SUBJECT, type DataSubject, type EventDeclarations, type LogSubject } from '../events/declaration';
import { formatRut } from '../validation/rut';
import { fullName } from './full-name';

export type Gender = 'M' | 'F';

export type UserRegisteredData = {
  userId: string;
  /** RUT or login name; null for people created without one (they sign in with their e-mail). */
  identification: string | null;
  email: string;
  firstName: string;
  secondName: string;
  phone: number | null;
  role: Role;
  gender: Gender | null;
  organizationId: string | null;
  employeeNumber: number | null;
  registeredAt: string;
};

/** How a password was set: through an invitation link, a recovery link, or by its owner knowing the current one. */
export type PasswordChangeReason = 'invitation' | 'reset' | 'change';

/**
 * A user's personal data erased (docs/privacy.md, "Borrar a un usuario"): every read model rewrites
 * what it keeps of them to the erased forms, their data keys are deleted and their RUT and e-mails no
 * longer find the streams that reserved them. It names, by id only, what is theirs beyond their own
 * stream: the support tickets they wrote, the streams that reserved their RUT and e-mails, and the
 * events whose log lines name them by name, RUT or what they typed (`loggedEventIds`). What they did
 * (tickets, payments, commissions) stays, under their id.
 */
export type UserErasedData = {
  userId: string;
  organizationId: string | null;
  reason: ErasureReason;
  supportTicketIds: string[];
  reservationStreamIds: string[];
  loggedEventIds: string[];
  erasedAt: string;
};

export type ProfileFields = { firstName: string; secondName: string; email: string; phone: number };

export type UserEvent =
  | { type: 'UserRegistered'; data: UserRegisteredData }
  | { type: 'UserEnabled'; data: { userId: string } }
  | { type: 'UserDisabled'; data: { userId: string } }
  | { type: 'UserDeleted'; data: { userId: string } }
  /** Says only that the password changed: the hash lives in the write-side `credentials` table. */
  | { type: 'UserPasswordChanged'; data: { userId: string; reason: PasswordChangeReason; changedAt: string } }
  | { type: 'UserProfileUpdated'; data: { userId: string } & ProfileFields }
  | { type: 'UserOnboardingCompleted'; data: { userId: string } }
  /** An identification (RUT) given after registration, by the user or their administrator. */
  | { type: 'UserIdentificationSet'; data: { userId: string; identification: string } }
  | { type: 'UserErased'; data: UserErasedData };

export type UserEventType = UserEvent['type'];
export const userEventTypes: readonly UserEventType[] = [
  'UserRegistered',
  'UserEnabled',
  'UserDisabled',
  'UserDeleted',
  'UserPasswordChanged',
  'UserProfileUpdated',
  'UserOnboardingCompleted',
  'UserIdentificationSet',
  'UserErased',
];

export const userStreamId = (userId: string) => `user-${userId}`;

/** Per-organization employee numbers: 1, 2, 3… handed out by one small stream. */
export type EmployeeNumberEvent = {
  type: 'EmployeeNumberAssigned';
  data: { organizationId: string; userId: string; employeeNumber: number };
};
export const employeeNumbersStreamId = (organizationId: string) => `employee-numbers-${organizationId}`;

const userSubject = (data: { userId: string }): LogSubject & DataSubject => ({ kind: 'user', id: data.userId });
/** Log sentences that name the user by the users read model. */
const aboutUser = { subject: userSubject };

const PASSWORD_CHANGE_REASONS: Record<PasswordChangeReason, string> = {
  invitation: 'invitación',
  reset: 'recuperación',
  change: 'cambio con la contraseña actual',
};

/** A user's or employee's life: one declaration per event above (docs/conventions.md, "Declaring an event"). */
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
  UserErased: {
    readModels: ['users', 'wash-records', 'money', 'support-tickets'],
    log: {
      describe: (data) =>
        `eliminó los datos personales del usuario ${LOG_SUBJECT} (${data.reason === 'request' ? 'a solicitud del titular' : 'plazo de conservación cumplido'})`,
      ...aboutUser,
      example: 'eliminó los datos personales del usuario {sujeto} (a solicitud del titular)',
    },
    // Ids only: what was erased is named, never what it said.
    personal: null,
    notPersonal: {
      reason: 'why the data was erased: one of two fixed choices (the person asked, or the retention period ran out), never typed',
    },
    example: {
      userId,
      organizationId,
      reason: 'request',
      supportTicketIds: [ticketId],
      reservationStreamIds: ['reservation-user-email-4e3d2c1b-0a9f-4e8d-8c7b-6a5f4e3d2c1b'],
      loggedEventIds: ['9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'],
      erasedAt: at,
    },
  },
} as const satisfies EventDeclarations<UserEvent>;

/** An organization's employee numbers (`employee-numbers-<organizationId>`). */
export const employeeNumberEventCatalog = {
  // Bookkeeping: the employee's registration, which the log tells, carries the same number.
  EmployeeNumberAssigned: { readModels: [], log: null, personal: null, example: { organizationId, userId, employeeNumber: 3 } },
} as const satisfies EventDeclarations<EmployeeNumberEvent>;
