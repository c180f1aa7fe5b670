import type { Role } from '../auth/token';

export type Gender = 'M' | 'F';

export type UserRegisteredData = {
  userId: string;
  identification: string;
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

export type UserEvent = { type: 'UserRegistered'; data: UserRegisteredData };

export type UserEventType = UserEvent['type'];
export const userEventTypes: readonly UserEventType[] = ['UserRegistered'];

export const userStreamId = (userId: string) => `user-${userId}`;
