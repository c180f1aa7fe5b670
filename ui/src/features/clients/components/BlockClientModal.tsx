import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { blockClientBody, type Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages } from '@lavado/shared/messages/common';
import { formatRut } from '@lavado/shared/validation/rut';
import { useState } from 'react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useBlockClient } from '../api/clientsApi';
import { useShownWhileClosing } from '../../../lib/dialogs/useShownWhileClosing';

const texts = clientsMessages.block;
const reasonSchema = blockClientBody.shape.reason;

interface BlockClientModalProps {
  /** The client to block; null while the modal is closed. */
  client: Client | null;
  onClose: () => void;
}

/** "Bloquear": says what a block does, asks why, and blocks the client (bloqueo temporal: the AD unblocks them later). */
export function BlockClientModal({ client, onClose }: BlockClientModalProps) {
  const shown = useShownWhileClosing(client);
  return (
    <Modal opened={client !== null} onClose={onClose} title={texts.title} centered>
      {shown && <BlockClientForm key={shown.id} client={shown} onDone={onClose} />}
    </Modal>
  );
}

function BlockClientForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blockClient = useBlockClient();

  const block = () => {
    const checked = reasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    blockClient.mutate(
      { id: client.id, reason: checked.data },
      {
        onSuccess: ({ msg }) => {
          showDialog({ kind: 'success', title: texts.done, message: msg });
          onDone();
        },
        onError: (failure) => reportApiFailure(failure, commonMessages.errorTitle),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fw={600}>
        {client.name} · {formatRut(client.identification)}
      </Text>
      <Text size="sm">{texts.explanation}</Text>
      <Textarea
        label={texts.reason}
        required
        rows={3}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button color="orange" loading={blockClient.isPending} onClick={block}>
          {texts.submit}
        </Button>
      </Group>
    </Stack>
  );
}
