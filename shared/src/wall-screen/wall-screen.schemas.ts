import { z } from 'zod';
import { statusMessageResponse } from '../identity/auth.schemas';
import { wallScreenMessages } from './wall-screen.decider';

/** 256 random bits in base64url: exactly 43 characters. */
export const WALL_SCREEN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const organizationIdField = z.uuid().nullable().optional();

export const wallScreenOrganizationBody = z.strictObject({ organizationId: organizationIdField });

export const wallScreenLinkSchema = z.object({ id: z.uuid(), createdAt: z.string() });
export type WallScreenLink = z.infer<typeof wallScreenLinkSchema>;

/** The token is shown once, in this answer; only its SHA-256 is kept. */
export const createWallScreenLinkResponse = statusMessageResponse.extend({ link: wallScreenLinkSchema, token: z.string() });

export const revokeWallScreenLinkBody = z.strictObject({ organizationId: organizationIdField, id: z.uuid() });

export const openWallScreenBody = z.strictObject({
  token: z.string().regex(WALL_SCREEN_TOKEN_PATTERN, wallScreenMessages.invalidLink),
});

/** A session that may read the organization's board and nothing else. */
export const openWallScreenResponse = z.object({
  status: z.literal(true),
  token: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string(),
});
export type OpenWallScreenResponse = z.infer<typeof openWallScreenResponse>;
