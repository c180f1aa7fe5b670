import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { IconCarGarage, IconClipboardPlus } from '@tabler/icons-react';

const texts = clientsMessages;

export interface ClientActionHandlers {
  onNewService: (client: Client) => void;
  onNewVehicle: (client: Client) => void;
}

/** A client's two actions; a service is for one of its vehicles, so none registered disables it. */
export function ClientActions({ client, onNewService, onNewVehicle }: { client: Client } & ClientActionHandlers) {
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
    </Group>
  );
}
