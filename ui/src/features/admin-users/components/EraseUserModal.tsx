import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { fullName } from '@lavado/shared/identity/full-name';
import { adminMessages } from '@lavado/shared/messages/admin';
import { commonMessages } from '@lavado/shared/messages/common';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { EraseDataModal } from '../../../lib/privacy/EraseDataModal';
import { useEraseUser } from '../api/usersApi';

const texts = adminMessages.users.erase;

interface EraseUserModalProps {
  /** The user to erase; null while the modal is closed. */
  user: UserProfile | null;
  onClose: () => void;
}

/** "Eliminar datos" of a user (the SA's): their account goes, what they did stays under their id. */
export function EraseUserModal({ user, onClose }: EraseUserModalProps) {
  const eraseUser = useEraseUser();
  return (
    <EraseDataModal
      person={user && { id: user.id, heading: `${fullName(user)} · ${user.email}` }}
      lostItems={texts.lostItems}
      kept={texts.kept}
      pending={eraseUser.isPending}
      erase={(reason, onErased) => {
        if (!user) return;
        eraseUser.mutate(
          { id: user.id, reason },
          { onSuccess: ({ msg }) => onErased(msg), onError: (error) => reportApiFailure(error, commonMessages.errorTitle) },
        );
      }}
      onClose={onClose}
    />
  );
}
