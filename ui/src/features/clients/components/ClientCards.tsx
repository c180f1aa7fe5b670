import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { uiMessages } from '@lavado/shared/messages/ui';
import { formatRut } from '@lavado/shared/validation/rut';
import { ClientActions, type ClientActionHandlers } from './ClientActions';
import { clientTypeText, lastServiceText } from './clientDisplay';

const columns = uiMessages.clients.columns;

/** The table's content for a phone: one card per client, the actions within thumb's reach. */
export function ClientCards({ clients, ...actions }: { clients: Client[] } & ClientActionHandlers) {
  return (
    <Stack gap="xs">
      {clients.map((client) => (
        <Paper key={client.id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{client.name}</Text>
                <Badge variant="light" tt="none">
                  {clientTypeText(client.type)}
                </Badge>
              </Group>
              <Text size="sm">
                {columns.rut}: {formatRut(client.identification)}
              </Text>
              <Text size="sm" c="dimmed">
                {columns.vehicles}: {client.vehicles} · {columns.lastService}: {lastServiceText(client.lastService)}
              </Text>
            </Stack>
            <ClientActions client={client} {...actions} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
