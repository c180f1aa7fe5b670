import { Button, Group } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages } from '@lavado/shared/messages/common';
import { formatRut } from '@lavado/shared/validation/rut';
import { IconLockOpen } from '@tabler/icons-react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { useUnblockClient } from '../api/clientsApi';
import { EraseClientButton } from './ClientActions';
import { lastServiceText } from './clientDisplay';

const texts = clientsMessages;

/**
 * The AD's "Bloqueados": who is blocked, since when and why; "Desbloquear", which restores
 * everything, and "Eliminar datos", since a person who asked for a block may then ask for erasure.
 */
export function BlockedClientsTable({ clients, onErase }: { clients: Client[]; onErase: (client: Client) => void }) {
  const columns: ListColumn<Client>[] = [
    { header: texts.columns.name, cellProps: { fw: 500 }, cell: (client) => client.name },
    { header: texts.columns.rut, cell: (client) => formatRut(client.identification) },
    { header: texts.block.since, cell: (client) => lastServiceText(client.blocked?.at ?? null) },
    { header: texts.block.reason, cell: (client) => client.blocked?.reason ?? '' },
    {
      header: texts.columns.actions,
      align: 'right',
      card: 'actions',
      cell: (client) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <UnblockButton client={client} />
          <EraseClientButton client={client} onErase={onErase} />
        </Group>
      ),
    },
  ];
  return <ListTable rows={clients} columns={columns} emptyText={texts.noBlocked} />;
}

function UnblockButton({ client }: { client: Client }) {
  const unblock = useUnblockClient();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconLockOpen size={16} />}
      loading={unblock.isPending}
      // Unblocked, the client leaves this list and the button with it: a callback given to `mutate`
      // would be dropped with the button, so the answer is awaited as a promise, which still settles.
      onClick={() =>
        unblock.mutateAsync({ id: client.id }).then(
          ({ msg }) => showDialog({ kind: 'success', title: texts.block.unblocked, message: msg }),
          (error: unknown) => reportApiFailure(error, commonMessages.errorTitle),
        )
      }
    >
      {texts.block.unblock}
    </Button>
  );
}
