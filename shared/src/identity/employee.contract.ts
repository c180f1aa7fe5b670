import { z } from 'zod';
import { apiRoute } from '../api/route';
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
  listEmployees: apiRoute('employee/getOrganizationEmployees', employeeScopeBody, z.array(employeeSchema)),
  createEmployee: apiRoute('employee/createEmployee', createEmployeeBody, statusMessageResponse.extend({ employee: employeeSchema })),
  setEmployeeState: apiRoute('employee/setEmployeeState', setEmployeeStateBody, statusMessageResponse.extend({ enable: enableSchema })),
  deleteEmployee: apiRoute('employee/deleteEmployee', deleteEmployeeBody, statusMessageResponse),
  setEmployeeIdentification: apiRoute(
    'employee/updateEmployee',
    updateEmployeeBody,
    statusMessageResponse.extend({ employee: employeeSchema }),
  ),
} as const;
