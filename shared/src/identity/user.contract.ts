import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { PLATFORM_ADMINS } from '../auth/roles';
import { enableSchema } from '../organizations/organization.schemas';
import { statusMessageResponse } from './auth.schemas';
import { passwordLinkField } from './employee.schemas';
import {
  createUsersBody,
  deleteUserBody,
  eraseUserBody,
  getUsersBody,
  ownProfileBody,
  setUserStateBody,
  updateUserBody,
  userProfileSchema,
} from './user.schemas';

/** The signed-in user's own profile. */
export const profileApi = {
  getOwnProfile: apiRead({
    path: 'user/getUserById',
    action: 'Ver perfil',
    access: 'authenticated',
    body: ownProfileBody,
    response: userProfileSchema,
  }),
  updateOwnProfile: apiCommand({
    path: 'user/updateUser',
    action: 'Actualizar perfil',
    access: 'authenticated',
    body: updateUserBody,
    response: statusMessageResponse,
    waitsFor: ['users'],
  }),
} as const;

/** The SA's users registry. */
export const usersApi = {
  listUsers: apiRead({
    path: 'admin/getUsers',
    action: 'Ver usuarios',
    access: PLATFORM_ADMINS,
    body: getUsersBody,
    response: z.array(userProfileSchema),
  }),
  createUser: apiCommand({
    path: 'admin/createUsers',
    action: 'Crear usuario',
    access: PLATFORM_ADMINS,
    body: createUsersBody,
    response: statusMessageResponse.extend({ link: passwordLinkField }),
    waitsFor: ['users'],
  }),
  setUserState: apiCommand({
    path: 'admin/setUserState',
    action: 'Activar o desactivar usuario',
    access: PLATFORM_ADMINS,
    body: setUserStateBody,
    response: statusMessageResponse.extend({ enable: enableSchema }),
    waitsFor: ['users'],
  }),
  deleteUser: apiCommand({
    path: 'admin/deleteUser',
    action: 'Eliminar usuario',
    access: PLATFORM_ADMINS,
    body: deleteUserBody,
    response: statusMessageResponse,
    waitsFor: ['users'],
  }),
  eraseUser: apiCommand({
    path: 'admin/eraseUser',
    action: 'Eliminar datos personales de usuario',
    access: PLATFORM_ADMINS,
    body: eraseUserBody,
    response: statusMessageResponse,
    waitsFor: ['users', 'wash-records', 'money', 'support-tickets'],
    audit: { what: 'erasure', subject: 'user' },
  }),
} as const;
