import { Table } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { uiMessages } from '@lavado/shared/messages/ui';
import { formatRut } from '@lavado/shared/validation/rut';
import { ClientActions, type ClientActionHandlers } from './ClientActions';
import { clientTypeText, lastServiceText } from './clientDisplay';

const columns = uiMessages.clients.columns;

export function ClientsTable({ clients, ...actions }: { clients: Client[] } & ClientActionHandlers) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{columns.name}</Table.Th>
          <Table.Th>{columns.type}</Table.Th>
          <Table.Th>{columns.rut}</Table.Th>
          <Table.Th ta="center">{columns.vehicles}</Table.Th>
          <Table.Th>{columns.lastService}</Table.Th>
          <Table.Th ta="right">{columns.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {clients.map((client) => (
          <Table.Tr key={client.id}>
            <Table.Td fw={500}>{client.name}</Table.Td>
            <Table.Td>{clientTypeText(client.type)}</Table.Td>
            <Table.Td>{formatRut(client.identification)}</Table.Td>
            <Table.Td ta="center">{client.vehicles}</Table.Td>
            <Table.Td>{lastServiceText(client.lastService)}</Table.Td>
            <Table.Td>
              <ClientActions client={client} {...actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
