import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { PEOPLE_MANAGERS } from '../auth/roles';
import { enableSchema } from '../organizations/organization.schemas';
import { statusMessageResponse } from './auth.schemas';
import {
  createEmployeeBody,
  deleteEmployeeBody,
  employeeSchema,
  employeeScopeBody,
  setEmployeeStateBody,
  updateEmployeeBody,
} from './employee.schemas';

export const employeeApi = {
  listEmployees: apiRead({
    path: 'employee/getOrganizationEmployees',
    action: 'Ver empleados',
    access: PEOPLE_MANAGERS,
    body: employeeScopeBody,
    response: z.array(employeeSchema),
  }),
  createEmployee: apiCommand({
    path: 'employee/createEmployee',
    action: 'Crear empleado',
    access: PEOPLE_MANAGERS,
    body: createEmployeeBody,
    response: statusMessageResponse.extend({ employee: employeeSchema }),
    waitsFor: ['users'],
  }),
  setEmployeeState: apiCommand({
    path: 'employee/setEmployeeState',
    action: 'Activar o desactivar empleado',
    access: PEOPLE_MANAGERS,
    body: setEmployeeStateBody,
    response: statusMessageResponse.extend({ enable: enableSchema }),
    waitsFor: ['users'],
  }),
  deleteEmployee: apiCommand({
    path: 'employee/deleteEmployee',
    action: 'Eliminar empleado',
    access: PEOPLE_MANAGERS,
    body: deleteEmployeeBody,
    response: statusMessageResponse,
    waitsFor: ['users'],
  }),
  setEmployeeIdentification: apiCommand({
    path: 'employee/updateEmployee',
    action: 'Actualizar empleado',
    access: PEOPLE_MANAGERS,
    body: updateEmployeeBody,
    response: statusMessageResponse.extend({ employee: employeeSchema }),
    waitsFor: ['users'],
  }),
} as const;
