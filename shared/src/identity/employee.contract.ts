import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { ORGANIZATION_MEMBERS, PEOPLE_MANAGERS } from '../auth/roles';
import { enableSchema } from '../organizations/organization.schemas';
import { statusMessageResponse } from './auth.schemas';
import {
  administratorNamesResponse,
  createEmployeeBody,
  deleteEmployeeBody,
  employeeInvitationSchema,
  employeeSchema,
  employeeScopeBody,
  passwordLinkField,
  resendInvitationBody,
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
    response: statusMessageResponse.extend({ employee: employeeSchema, link: passwordLinkField }),
    waitsFor: ['users'],
  }),
  listInvitations: apiRead({
    path: 'employee/getInvitations',
    action: 'Ver invitaciones de empleados',
    access: PEOPLE_MANAGERS,
    body: employeeScopeBody,
    response: z.array(employeeInvitationSchema),
  }),
  resendInvitation: apiCommand({
    path: 'employee/resendInvitation',
    action: 'Enviar invitación nueva a empleado',
    access: PEOPLE_MANAGERS,
    body: resendInvitationBody,
    response: statusMessageResponse.extend({ link: passwordLinkField }),
    waitsFor: [],
  }),
  listAdministrators: apiRead({
    path: 'employee/getAdministrators',
    action: 'Ver administradores de la organización',
    access: ORGANIZATION_MEMBERS,
    body: employeeScopeBody,
    response: administratorNamesResponse,
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
