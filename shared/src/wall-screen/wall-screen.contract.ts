import { z } from 'zod';
import { apiRoute } from '../api/route';
import { organizationScopedBody } from '../clients/client.schemas';
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
  createLink: apiRoute('wallScreen/createLink', wallScreenOrganizationBody, createWallScreenLinkResponse),
  listLinks: apiRoute('wallScreen/listLinks', wallScreenOrganizationBody, z.array(wallScreenLinkSchema)),
  revokeLink: apiRoute('wallScreen/revokeLink', revokeWallScreenLinkBody, statusMessageResponse),
  /** Public: the link's token is the credential, exchanged for a board-only session. */
  openScreen: apiRoute('wallScreen/openScreen', openWallScreenBody, openWallScreenResponse),
  /** Today's board as a wall screen shows it: each card reduced to `wallScreenCardSchema`, bounded per lane like the board. */
  getBoard: apiRoute('wallScreen/getBoard', organizationScopedBody, wallScreenBoardSchema),
} as const;
