import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { formatRut } from '@lavado/shared/validation/rut';
import { IconCarGarage, IconClipboardPlus } from '@tabler/icons-react';
import { clientTypeText, lastServiceText } from './clientDisplay';

const texts = uiMessages.clients;

interface ClientActions {
  onNewService: (client: Client) => void;
  onNewVehicle: (client: Client) => void;
}

interface ClientsTableProps extends ClientActions {
  clients: Client[];
  filter: string;
}

export function ClientsTable({ clients, filter, onNewService, onNewVehicle }: ClientsTableProps) {
  if (clients.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {filter ? texts.noMatches(filter) : texts.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.name}</Table.Th>
            <Table.Th>{texts.columns.type}</Table.Th>
            <Table.Th>{texts.columns.rut}</Table.Th>
            <Table.Th ta="center">{texts.columns.vehicles}</Table.Th>
            <Table.Th>{texts.columns.lastService}</Table.Th>
            <Table.Th ta="right">{texts.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <ClientRow key={client.id} client={client} onNewService={onNewService} onNewVehicle={onNewVehicle} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ClientRow({ client, onNewService, onNewVehicle }: { client: Client } & ClientActions) {
  // A service is for one of the client's vehicles: none registered, nothing to choose from.
  const withoutVehicles = client.vehicles === 0;
  return (
    <Table.Tr>
      <Table.Td fw={500}>{client.name}</Table.Td>
      <Table.Td>{clientTypeText(client.type)}</Table.Td>
      <Table.Td>{formatRut(client.identification)}</Table.Td>
      <Table.Td ta="center">{client.vehicles}</Table.Td>
      <Table.Td>{lastServiceText(client.lastService)}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Tooltip label={texts.newService}>
            <ActionIcon variant="light" aria-label={texts.newService} disabled={withoutVehicles} onClick={() => onNewService(client)}>
              <IconClipboardPlus size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={texts.newVehicle}>
            <ActionIcon variant="light" color="teal" aria-label={texts.newVehicle} onClick={() => onNewVehicle(client)}>
              <IconCarGarage size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
