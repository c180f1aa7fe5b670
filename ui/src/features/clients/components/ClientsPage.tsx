import { Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useClients } from '../api/clientsApi';
import { ClientsTable } from './ClientsTable';
import { NewClientModal } from './NewClientModal';
import { NewServiceModal } from './NewServiceModal';
import { NewVehicleModal } from './NewVehicleModal';

const texts = uiMessages.clients;
/** Waits for a pause in typing before asking the server again. */
const FILTER_DEBOUNCE_MS = 300;

export function ClientsPage() {
  const [filter, setFilter] = useState('');
  const [search] = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  const { data: clients = [], isPending, isError, refetch } = useClients(search);
  const [creatingClient, { open: openNewClient, close: closeNewClient }] = useDisclosure(false);
  const [vehicleFor, setVehicleFor] = useState<Client | null>(null);
  const [serviceFor, setServiceFor] = useState<Client | null>(null);

  return (
    <TitledPage title={texts.title}>
      <Group justify="space-between" align="flex-end" gap="sm">
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
      <Paper withBorder radius="md" p="xs">
        {isPending && <PageLoader />}
        {isError && (
          <Stack align="center" py="xl" gap="sm">
            <Text c="dimmed">{texts.loadFailed}</Text>
            <Button variant="light" onClick={() => void refetch()}>
              {uiMessages.common.retry}
            </Button>
          </Stack>
        )}
        {!isPending && !isError && (
          <ClientsTable clients={clients} filter={search} onNewService={setServiceFor} onNewVehicle={setVehicleFor} />
        )}
      </Paper>
      <NewClientModal opened={creatingClient} onClose={closeNewClient} />
      <NewVehicleModal client={vehicleFor} onClose={() => setVehicleFor(null)} />
      <NewServiceModal client={serviceFor} onClose={() => setServiceFor(null)} />
    </TitledPage>
  );
}
