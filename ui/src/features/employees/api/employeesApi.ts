import { employeeApi } from '@lavado/shared/identity/employee.contract';
import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type employeeInputSchema } from '@lavado/shared/identity/employee.schemas';
import { type Enable } from '@lavado/shared/organizations/organization.schemas';
import { z } from 'zod';
import { call } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';

/** What `employee/createEmployee` takes once the form's values went through the shared schema. */
export type NewEmployee = z.output<typeof employeeInputSchema>;

export const employeesQueryKey = ['employees'] as const;
const employeeListQueryKey = (organizationId: string) => [...employeesQueryKey, 'list', organizationId] as const;
const organizationChoicesQueryKey = [...employeesQueryKey, 'organizations'] as const;

/** The employees of `organizationId`; none is asked for until an organization is known (the SA picks one). */
export function useEmployees(organizationId: string | null) {
  return useQuery({
    queryKey: employeeListQueryKey(organizationId ?? ''),
    queryFn: () => call(employeeApi.listEmployees, { organizationId }),
    enabled: organizationId !== null,
  });
}

/** The organizations the super admin can manage employees of. */
export function useOrganizationChoices() {
  return useQuery({
    queryKey: organizationChoicesQueryKey,
    queryFn: () => call(organizationApi.listOrganizations, {}),
  });
}

/** A command's values and the `Idempotency-Key` of the user's action that sends them. */
type Keyed<Values> = Values & { idempotencyKey: string };

/** Every employee command names its organization and refreshes the list in place once it succeeded. */
function useEmployeeCommand<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}

export function useCreateEmployee(organizationId: string | null) {
  return useEmployeeCommand(({ employee, idempotencyKey }: Keyed<{ employee: NewEmployee }>) =>
    call(employeeApi.createEmployee, { organizationId, employee }, idempotencyHeaders(idempotencyKey)),
  );
}

/** Sends the employee's current state; the server flips it. */
export function useSetEmployeeState(organizationId: string | null) {
  return useEmployeeCommand(({ id, enable, idempotencyKey }: Keyed<{ id: string; enable: Enable }>) =>
    call(employeeApi.setEmployeeState, { organizationId, id, enable }, idempotencyHeaders(idempotencyKey)),
  );
}

/** Gives an employee created without a RUT their RUT (or corrects it). */
export function useUpdateEmployee(organizationId: string | null) {
  return useEmployeeCommand(({ id, identification, idempotencyKey }: Keyed<{ id: string; identification: string }>) =>
    call(employeeApi.setEmployeeIdentification, { organizationId, id, identification }, idempotencyHeaders(idempotencyKey)),
  );
}

export function useDeleteEmployee(organizationId: string | null) {
  return useEmployeeCommand(({ id, idempotencyKey }: Keyed<{ id: string }>) =>
    call(employeeApi.deleteEmployee, { organizationId, id }, idempotencyHeaders(idempotencyKey)),
  );
}
