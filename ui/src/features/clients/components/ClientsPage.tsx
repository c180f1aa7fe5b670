import { Button, CloseButton, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TitledPage } from '../../../lib/components/TitledPage';
import { ListPanel } from '../../../lib/table/ListPanel';
import { QueryState } from '../../../lib/query/QueryState';
import { useBlockedClients, useClients } from '../api/clientsApi';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { BlockClientModal } from './BlockClientModal';
import { BlockedClientsTable } from './BlockedClientsTable';
import { canBlock } from './ClientActions';
import { ClientsTable } from './ClientsTable';
import { EraseClientModal } from './EraseClientModal';
import { NewClientModal } from './NewClientModal';
import { NewServiceModal } from './NewServiceModal';
import { NewVehicleModal } from './NewVehicleModal';

const texts = clientsMessages;
/** Waits for a pause in typing before asking the server again. */
const FILTER_DEBOUNCE_MS = 300;

export function ClientsPage() {
  const [filter, setFilter] = useState('');
  const [search] = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  const role = useSessionStore((state) => state.session?.role);
  const [view, setView] = useState<'active' | 'blocked'>('active');
  const showingBlocked = view === 'blocked' && canBlock(role);
  const clientsQuery = useClients(search);
  const blockedQuery = useBlockedClients(search, showingBlocked);
  const [blocking, setBlocking] = useState<Client | null>(null);
  const [creatingClient, { open: openNewClient, close: closeNewClient }] = useDisclosure(false);
  const [vehicleFor, setVehicleFor] = useState<Client | null>(null);
  const [serviceFor, setServiceFor] = useState<Client | null>(null);
  const [erasing, setErasing] = useState<Client | null>(null);
  const [editing, setEditing] = useState<Client | null>(null);

  return (
    <TitledPage title={texts.title}>
      <Group justify="space-between" align="flex-end" gap="sm">
        {canBlock(role) && (
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value as 'active' | 'blocked')}
            data={[
              { value: 'active', label: texts.views.active },
              { value: 'blocked', label: texts.views.blocked },
            ]}
          />
        )}
        <TextInput
          label={texts.filterLabel}
          placeholder={texts.filterPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          rightSection={filter && <CloseButton aria-label={texts.clearFilter} onClick={() => setFilter('')} />}
          w={{ base: '100%', xs: 320 }}
        />
        <Button leftSection={<IconUserPlus size={18} />} onClick={openNewClient}>
          {texts.newClient}
        </Button>
      </Group>
      <ListPanel>
        {showingBlocked ? (
          <QueryState query={blockedQuery} failureText={texts.loadFailed}>
            {(clients) => <BlockedClientsTable clients={clients} onErase={setErasing} />}
          </QueryState>
        ) : (
          <QueryState query={clientsQuery} failureText={texts.loadFailed}>
            {(clients) =>
              clients.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl">
                  {search ? texts.noMatches(search) : texts.empty}
                </Text>
              ) : (
                <ClientsTable
                  clients={clients}
                  onNewService={setServiceFor}
                  onNewVehicle={setVehicleFor}
                  onErase={setErasing}
                  onEdit={setEditing}
                  onBlock={setBlocking}
                />
              )
            }
          </QueryState>
        )}
      </ListPanel>
      <NewClientModal opened={creatingClient} onClose={closeNewClient} />
      <NewVehicleModal client={vehicleFor} onClose={() => setVehicleFor(null)} />
      <NewServiceModal client={serviceFor} onClose={() => setServiceFor(null)} />
      <EraseClientModal client={erasing} onClose={() => setErasing(null)} />
      {editing && <NewClientModal key={editing.id} opened client={editing} onClose={() => setEditing(null)} />}
      <BlockClientModal client={blocking} onClose={() => setBlocking(null)} />
    </TitledPage>
  );
}
