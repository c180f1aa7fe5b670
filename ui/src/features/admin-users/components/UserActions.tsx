import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { BlockAndDeleteActions, type BlockAndDeleteHandlers } from '../../../lib/table/BlockAndDeleteActions';

/** A card's actions on narrow screens: the table's actions column, for one user. */
export function UserActions({ user, onToggleState, onDelete }: BlockAndDeleteHandlers<UserProfile> & { user: UserProfile }) {
  return <BlockAndDeleteActions enabled={user.enable === 1} onToggleState={() => onToggleState(user)} onDelete={() => onDelete(user)} />;
}
