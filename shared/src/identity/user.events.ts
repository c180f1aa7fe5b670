import type { Role } from '../auth/roles';

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
  | { type: 'UserIdentificationSet'; data: { userId: string; identification: string } };

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
];

export const userStreamId = (userId: string) => `user-${userId}`;

/** Per-organization employee numbers: 1, 2, 3… handed out by one small stream. */
export type EmployeeNumberEvent = {
  type: 'EmployeeNumberAssigned';
  data: { organizationId: string; userId: string; employeeNumber: number };
};
export const employeeNumbersStreamId = (organizationId: string) => `employee-numbers-${organizationId}`;
