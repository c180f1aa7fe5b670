import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { BOARD_READERS, ORGANIZATION_ADMINS } from '../auth/roles';
import { organizationScopedBody } from '../organizations/organization.schemas';
import { statusMessageResponse } from '../identity/auth.schemas';
import { wallScreenBoardSchema } from '../wash/board';
import {
  createWallScreenLinkResponse,
  openWallScreenBody,
  openWallScreenResponse,
  revokeWallScreenLinkBody,
  wallScreenLinkSchema,
  wallScreenOrganizationBody,
} from './wall-screen.schemas';

/** Read-only wall-screen links: an AD creates, lists and revokes them; a TV opens one without a personal login. */
export const wallScreenApi = {
  createLink: apiCommand({
    path: 'wallScreen/createLink',
    action: 'Crear enlace de pantalla del tablero',
    access: ORGANIZATION_ADMINS,
    body: wallScreenOrganizationBody,
    response: createWallScreenLinkResponse,
    waitsFor: [],
  }),
  listLinks: apiRead({
    path: 'wallScreen/listLinks',
    action: 'Ver enlaces de pantalla del tablero',
    access: ORGANIZATION_ADMINS,
    body: wallScreenOrganizationBody,
    response: z.array(wallScreenLinkSchema),
  }),
  revokeLink: apiCommand({
    path: 'wallScreen/revokeLink',
    action: 'Revocar enlace de pantalla del tablero',
    access: ORGANIZATION_ADMINS,
    body: revokeWallScreenLinkBody,
    response: statusMessageResponse,
    waitsFor: [],
  }),
  /** Public: the link's token, in the body, is the credential, exchanged for a board-only session; rate-limited like login. */
  openScreen: apiCommand({
    path: 'wallScreen/openScreen',
    action: 'Abrir pantalla del tablero',
    access: 'public',
    body: openWallScreenBody,
    response: openWallScreenResponse,
    waitsFor: [],
  }),
  /** Today's board as a wall screen shows it: each card reduced to `wallScreenCardSchema`, bounded per lane like the board. */
  getBoard: apiRead({
    path: 'wallScreen/getBoard',
    action: 'Ver pantalla del tablero',
    access: BOARD_READERS,
    body: organizationScopedBody,
    response: wallScreenBoardSchema,
  }),
} as const;
