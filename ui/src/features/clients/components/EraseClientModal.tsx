import type { Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages } from '@lavado/shared/messages/common';
import { formatRut } from '@lavado/shared/validation/rut';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { EraseDataModal } from '../../../lib/privacy/EraseDataModal';
import { useEraseClient } from '../api/clientsApi';

const texts = clientsMessages.erase;

interface EraseClientModalProps {
  /** The client to erase; null while the modal is closed. */
  client: Client | null;
  onClose: () => void;
}

/** "Eliminar datos" of a client (the AD's): what is lost is theirs and their vehicles' and tickets' details. */
export function EraseClientModal({ client, onClose }: EraseClientModalProps) {
  const eraseClient = useEraseClient();
  return (
    <EraseDataModal
      person={client && { id: client.id, heading: `${client.name} · ${formatRut(client.identification)}` }}
      lostItems={texts.lostItems}
      kept={texts.kept}
      pending={eraseClient.isPending}
      erase={(reason, onErased) => {
        if (!client) return;
        eraseClient.mutate(
          { id: client.id, reason },
          { onSuccess: ({ msg }) => onErased(msg), onError: (error) => reportApiFailure(error, commonMessages.errorTitle) },
        );
      }}
      onClose={onClose}
    />
  );
}
