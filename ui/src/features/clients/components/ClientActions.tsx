import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { IconCarGarage, IconClipboardPlus, IconFileDownload, IconUserX } from '@tabler/icons-react';
import { commonMessages } from '@lavado/shared/messages/common';
import { call } from '../../../lib/api/apiClient';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { saveBlob } from '../../../lib/export/saveFile';
import { clientApi } from '@lavado/shared/clients/client.contract';
import { useSessionStore } from '../../../lib/session/sessionStore';

const texts = clientsMessages;

export interface ClientActionHandlers {
  onNewService: (client: Client) => void;
  onNewVehicle: (client: Client) => void;
  onErase: (client: Client) => void;
}

/** Whether `role` may erase a client's data: the roles of `client/eraseClient` (the API refuses everyone else). */
const canErase = (role: string | undefined) => (clientApi.eraseClient.access as readonly string[]).includes(role ?? '');

/** Downloads everything held about the client, with the register of why, as a JSON file the person can take elsewhere. */
async function exportClient(client: Client): Promise<void> {
  try {
    const held = await call(clientApi.exportClientData, { organizationId: client.organizationId, id: client.id });
    saveBlob(new Blob([JSON.stringify(held, null, 2)], { type: 'application/json' }), texts.exportFileName(client.name));
  } catch (error) {
    reportApiFailure(error, commonMessages.errorTitle);
  }
}

/** A client's actions; a service is for one of its vehicles, so none registered disables it. Erasing is the AD's. */
export function ClientActions({ client, onNewService, onNewVehicle, onErase }: { client: Client } & ClientActionHandlers) {
  const role = useSessionStore((state) => state.session?.role);
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Tooltip label={texts.newService}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={texts.newService}
          disabled={client.vehicles === 0}
          onClick={() => onNewService(client)}
        >
          <IconClipboardPlus size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={texts.newVehicle}>
        <ActionIcon variant="light" size="lg" color="teal" aria-label={texts.newVehicle} onClick={() => onNewVehicle(client)}>
          <IconCarGarage size={18} />
        </ActionIcon>
      </Tooltip>
      {canErase(role) && (
        <Tooltip label={texts.exportData}>
          <ActionIcon variant="light" size="lg" color="gray" aria-label={texts.exportData} onClick={() => void exportClient(client)}>
            <IconFileDownload size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {canErase(role) && (
        <Tooltip label={texts.erase.action}>
          <ActionIcon variant="light" size="lg" color="red" aria-label={texts.erase.action} onClick={() => onErase(client)}>
            <IconUserX size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
