import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { PhoneChatLink } from '../../../lib/contact/PhoneChatLink';
import { EnabledBadge } from '../../../lib/table/EnabledBadge';
import { stateLabel } from './userLabels';

/** The user's phone as a chat link; nothing when the user left none. */
export function UserPhone({ user }: { user: UserProfile }) {
  return user.phone === null ? null : <PhoneChatLink phone={user.phone} firstName={user.firstName} />;
}

export function StateBadge({ user }: { user: UserProfile }) {
  return <EnabledBadge enabled={user.enable === 1} label={stateLabel(user.enable)} />;
}
