import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { wallScreenLinkDecider, wallScreenMessages } from './wall-screen.decider';
import type { WallScreenLinkEvent } from './wall-screen.events';

const now = new Date('2026-11-21T13:00:00.000Z');
const linkId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const otherOrganizationId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const created: WallScreenLinkEvent = { type: 'WallScreenLinkCreated', data: { linkId, organizationId, createdAt: now.toISOString() } };
const revoked: WallScreenLinkEvent = { type: 'WallScreenLinkRevoked', data: { linkId, organizationId, revokedAt: now.toISOString() } };

describe('wall-screen link decider', () => {
  it('creates a link once', () => {
    expect(given(wallScreenLinkDecider, []).when({ type: 'CreateWallScreenLink', linkId, organizationId, now })).toEqual([created]);
    expect(() => given(wallScreenLinkDecider, [created]).when({ type: 'CreateWallScreenLink', linkId, organizationId, now })).toThrow(
      wallScreenMessages.alreadyExists,
    );
  });

  it("revokes an active link of the caller's organization", () => {
    expect(given(wallScreenLinkDecider, [created]).when({ type: 'RevokeWallScreenLink', organizationId, now })).toEqual([revoked]);
  });

  it("answers a nonexistent, revoked or other organization's link alike: not found", () => {
    for (const [history, caller] of [
      [[], organizationId],
      [[created, revoked], organizationId],
      [[created], otherOrganizationId],
    ] as const) {
      expect(() => given(wallScreenLinkDecider, history).when({ type: 'RevokeWallScreenLink', organizationId: caller, now })).toThrow(
        wallScreenMessages.notFound,
      );
    }
  });
});
