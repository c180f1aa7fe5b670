import { apiCommand, apiRead } from '../api/route';
import { emptyBody } from './auth.schemas';
import { onBoardStatusResponse, setOnBoardStatusBody, statusResponse } from './user.schemas';

/**
 * The welcome carousel's state for the signed-in user: a contract of its own, which the main layout
 * loads with the carousel, without the profile's and the users registry's calls.
 */
export const onboardingApi = {
  getOnboarding: apiRead({
    path: 'onBoard/getOnBoardStatus',
    action: 'Ver estado de la bienvenida',
    access: 'authenticated',
    body: emptyBody,
    response: onBoardStatusResponse,
  }),
  completeOnboarding: apiCommand({
    path: 'onBoard/setOnBoardStatus',
    action: 'Cerrar la bienvenida',
    access: 'authenticated',
    body: setOnBoardStatusBody,
    response: statusResponse,
    waitsFor: ['users'],
  }),
} as const;
