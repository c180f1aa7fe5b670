import { z } from 'zod';
import { apiRoute } from '../api/route';
import { enableSchema } from '../organizations/organization.schemas';
import { emptyBody, statusMessageResponse } from './auth.schemas';
import {
  createUsersBody,
  deleteUserBody,
  getUsersBody,
  onBoardStatusResponse,
  ownProfileBody,
  setOnBoardStatusBody,
  setUserStateBody,
  statusResponse,
  updateUserBody,
  userProfileSchema,
} from './user.schemas';

/** The signed-in user's own profile and onboarding. */
export const profileApi = {
  getUserById: apiRoute('user/getUserById', ownProfileBody, userProfileSchema),
  updateUser: apiRoute('user/updateUser', updateUserBody, statusMessageResponse),
  getOnBoardStatus: apiRoute('onBoard/getOnBoardStatus', emptyBody, onBoardStatusResponse),
  setOnBoardStatus: apiRoute('onBoard/setOnBoardStatus', setOnBoardStatusBody, statusResponse),
} as const;

/** The SA's users registry. */
export const usersApi = {
  getUsers: apiRoute('admin/getUsers', getUsersBody, z.array(userProfileSchema)),
  createUsers: apiRoute('admin/createUsers', createUsersBody, statusMessageResponse),
  setUserState: apiRoute('admin/setUserState', setUserStateBody, statusMessageResponse.extend({ enable: enableSchema })),
  deleteUser: apiRoute('admin/deleteUser', deleteUserBody, statusMessageResponse),
} as const;
