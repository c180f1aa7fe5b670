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
  getOwnProfile: apiRoute('user/getUserById', ownProfileBody, userProfileSchema),
  updateOwnProfile: apiRoute('user/updateUser', updateUserBody, statusMessageResponse),
  getOnboarding: apiRoute('onBoard/getOnBoardStatus', emptyBody, onBoardStatusResponse),
  completeOnboarding: apiRoute('onBoard/setOnBoardStatus', setOnBoardStatusBody, statusResponse),
} as const;

/** The SA's users registry. */
export const usersApi = {
  listUsers: apiRoute('admin/getUsers', getUsersBody, z.array(userProfileSchema)),
  createUser: apiRoute('admin/createUsers', createUsersBody, statusMessageResponse),
  setUserState: apiRoute('admin/setUserState', setUserStateBody, statusMessageResponse.extend({ enable: enableSchema })),
  deleteUser: apiRoute('admin/deleteUser', deleteUserBody, statusMessageResponse),
} as const;
