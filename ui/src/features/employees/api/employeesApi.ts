import { employeeApi } from '@lavado/shared/identity/employee.contract';
import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/apiClient';
import { useCommand } from '../../../lib/query/useCommand';

const employeeKeys = {
  all: ['employees'] as const,
  list: (organizationId: string) => [...employeeKeys.all, 'list', organizationId] as const,
  invitations: (organizationId: string) => [...employeeKeys.all, 'invitations', organizationId] as const,
  organizationChoices: ['employees', 'organizations'] as const,
};

/** The employees of `organizationId`; none is asked for until an organization is known (the SA picks one). */
export function useEmployees(organizationId: string | null) {
  return useQuery({
    queryKey: employeeKeys.list(organizationId ?? ''),
    queryFn: () => call(employeeApi.listEmployees, { organizationId }),
    enabled: organizationId !== null,
  });
}

/** Each employee's invitation state (pendiente, aceptada, vencida), by employee id. */
export function useInvitations(organizationId: string) {
  return useQuery({
    queryKey: employeeKeys.invitations(organizationId),
    queryFn: () => call(employeeApi.listInvitations, { organizationId }),
    select: (invitations) => new Map(invitations.map(({ id, state }) => [id, state])),
  });
}

/** The organizations the super admin can manage employees of. */
export function useOrganizationChoices() {
  return useQuery({
    queryKey: employeeKeys.organizationChoices,
    queryFn: () => call(organizationApi.listOrganizations, {}),
  });
}

/**
 * Every employee command names its organization (the one the super admin picked, or the session's)
 * and refreshes the list in place once it succeeded.
 */
const employeeCommand = { invalidates: [employeeKeys.all] };

export const useCreateEmployee = () => useCommand(employeeApi.createEmployee, employeeCommand);

/** Sends the employee's current state; the server flips it. */
export const useSetEmployeeState = () => useCommand(employeeApi.setEmployeeState, employeeCommand);

/** Gives an employee created without a RUT their RUT (or corrects it). */
export const useUpdateEmployee = () => useCommand(employeeApi.setEmployeeIdentification, employeeCommand);

export const useDeleteEmployee = () => useCommand(employeeApi.deleteEmployee, employeeCommand);

/** A fresh invitation link for an employee who has not opened their account; the states are read again. */
export const useResendInvitation = () => useCommand(employeeApi.resendInvitation, employeeCommand);
