import { describe, expect, it } from 'vitest';
import { SUPER_ADMINS_FEED_ID } from '@lavado/shared/realtime/feed';
import { roomsFor } from './rooms';

const ids = { id: '0b7e0a57-0000-4000-8000-000000000001', sid: '0b7e0a57-0000-4000-8000-000000000002' };

describe('rooms from the token', () => {
  it('puts an organization member in its organization, user and session rooms', () => {
    const organizationId = '0b7e0a57-0000-4000-8000-0000000000aa';
    expect(roomsFor({ ...ids, identification: '1-9', role: 'AD', organizationId })).toEqual([
      `org:${organizationId}`,
      `user:${ids.id}`,
      `session:${ids.sid}`,
    ]);
  });

  it("puts a super admin in no organization's room, only in the super admins' one", () => {
    expect(roomsFor({ ...ids, identification: 'admin', role: 'SA', organizationId: null })).toEqual([
      `org:${SUPER_ADMINS_FEED_ID}`,
      `user:${ids.id}`,
      `session:${ids.sid}`,
    ]);
  });

  it("puts a wall screen's session in its organization's room and its session's only, never a user's or the super admins'", () => {
    const organizationId = '0b7e0a57-0000-4000-8000-0000000000aa';
    // Its organization's wall-screen room, not the people's `org:` room: it is sent reduced cards only.
    expect(roomsFor({ ...ids, identification: null, role: 'PA', organizationId })).toEqual([
      `wall:${organizationId}`,
      'wall-screens',
      `session:${ids.sid}`,
    ]);
    expect(roomsFor({ ...ids, identification: null, role: 'PA', organizationId: null })).toEqual(['wall-screens', `session:${ids.sid}`]);
  });
});
