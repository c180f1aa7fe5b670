import type { NewUserInput } from '@lavado/shared/identity/user.schemas';

/** The roles the SA may give here (docs/specification.md#admin-users): AD Administrador, SU Supervisor, US Usuario. */
export const assignableRoles = ['AD', 'SU', 'US'] as const satisfies readonly NewUserInput['role'][];

export const emptyNewUser: Partial<NewUserInput> = {
  firstName: '',
  secondName: '',
  identification: '',
  email: '',
  phone: '',
  organizationId: '',
};
