import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { employeeSchema, type employeeInputSchema } from '@lavado/shared/identity/employee.schemas';
import { enableSchema, organizationSchema, type Enable } from '@lavado/shared/organizations/organization.schemas';
import { z } from 'zod';
import { apiPost } from '../../../lib/api/apiClient';
import { idempotencyHeaders } from '../../../lib/api/idempotencyKey';

/** What `employee/createEmployee` takes once the form's values went through the shared schema. */
export type NewEmployee = z.output<typeof employeeInputSchema>;

export const employeesQueryKey = ['employees'] as const;
const employeeListQueryKey = (organizationId: string) => [...employeesQueryKey, 'list', organizationId] as const;
const organizationChoicesQueryKey = [...employeesQueryKey, 'organizations'] as const;

const employeeListSchema = z.array(employeeSchema);
const organizationListSchema = z.array(organizationSchema);
const createdSchema = statusMessageResponse.extend({ employee: employeeSchema });
const stateChangedSchema = statusMessageResponse.extend({ enable: enableSchema });

/** The employees of `organizationId`; none is asked for until an organization is known (the SA picks one). */
export function useEmployees(organizationId: string | null) {
  return useQuery({
    queryKey: employeeListQueryKey(organizationId ?? ''),
    queryFn: () => apiPost('employee/getOrganizationEmployees', { organizationId }, employeeListSchema.parse),
    enabled: organizationId !== null,
  });
}

/** The organizations the super admin can manage employees of. */
export function useOrganizationChoices() {
  return useQuery({
    queryKey: organizationChoicesQueryKey,
    queryFn: () => apiPost('admin/getOrganization', {}, organizationListSchema.parse),
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
    apiPost('employee/createEmployee', { organizationId, employee }, createdSchema.parse, idempotencyHeaders(idempotencyKey)),
  );
}

/** Sends the employee's current state; the server flips it. */
export function useSetEmployeeState(organizationId: string | null) {
  return useEmployeeCommand(({ id, enable, idempotencyKey }: Keyed<{ id: string; enable: Enable }>) =>
    apiPost('employee/setEmployeeState', { organizationId, id, enable }, stateChangedSchema.parse, idempotencyHeaders(idempotencyKey)),
  );
}

/** Gives an employee created without a RUT their RUT (or corrects it). */
export function useUpdateEmployee(organizationId: string | null) {
  return useEmployeeCommand(({ id, identification, idempotencyKey }: Keyed<{ id: string; identification: string }>) =>
    apiPost('employee/updateEmployee', { organizationId, id, identification }, createdSchema.parse, idempotencyHeaders(idempotencyKey)),
  );
}

export function useDeleteEmployee(organizationId: string | null) {
  return useEmployeeCommand(({ id, idempotencyKey }: Keyed<{ id: string }>) =>
    apiPost('employee/deleteEmployee', { organizationId, id }, statusMessageResponse.parse, idempotencyHeaders(idempotencyKey)),
  );
}
