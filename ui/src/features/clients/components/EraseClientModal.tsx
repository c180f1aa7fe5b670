import { Alert, Button, Checkbox, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import type { ErasureReason } from '@lavado/shared/clients/client.events';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages } from '@lavado/shared/messages/common';
import { formatRut } from '@lavado/shared/validation/rut';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useCardLayout } from '../../../lib/table/ListCards';
import { useEraseClient } from '../api/clientsApi';

const texts = clientsMessages.erase;

interface EraseClientModalProps {
  /** The client to erase; null while the modal is closed. */
  client: Client | null;
  onClose: () => void;
}

/** "Eliminar datos": names what will be lost and what stays, asks why, and erases only once the AD confirms. */
export function EraseClientModal({ client, onClose }: EraseClientModalProps) {
  // On a phone the list of what is lost is long: the whole screen holds it, and the button stays in reach.
  const phone = useCardLayout();
  return (
    <Modal opened={client !== null} onClose={onClose} title={texts.title} centered size="lg" fullScreen={phone}>
      {client && <EraseClientForm key={client.id} client={client} onDone={onClose} />}
    </Modal>
  );
}

function EraseClientForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const [reason, setReason] = useState<ErasureReason>('request');
  const [understood, setUnderstood] = useState(false);
  const eraseClient = useEraseClient();

  const erase = () =>
    eraseClient.mutate(
      { id: client.id, reason },
      {
        onSuccess: ({ msg }) => {
          showDialog({ kind: 'success', title: texts.done, message: msg });
          onDone();
        },
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    );

  return (
    <Stack gap="md">
      <Text fw={600}>
        {client.name} · {formatRut(client.identification)}
      </Text>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={texts.lost}>
        <List size="sm" spacing={4}>
          {texts.lostItems.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Alert>
      <Text size="sm" c="dimmed">
        {texts.kept}
      </Text>
      <Radio.Group label={texts.reason} value={reason} onChange={(value) => setReason(value as ErasureReason)}>
        <Group mt="xs">
          <Radio value="request" label={texts.reasons.request} />
          <Radio value="retention" label={texts.reasons.retention} />
        </Group>
      </Radio.Group>
      <Checkbox label={texts.confirm} checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button color="red" disabled={!understood} loading={eraseClient.isPending} onClick={erase}>
          {texts.submit}
        </Button>
      </Group>
    </Stack>
  );
}
