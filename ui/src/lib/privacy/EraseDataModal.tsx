import { Alert, Button, Checkbox, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import type { ErasureReason } from '@lavado/shared/clients/client.events';
import { erasureMessages } from '@lavado/shared/messages/erasure';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { showDialog } from '../dialogs/dialogs';
import { useShownWhileClosing } from '../dialogs/useShownWhileClosing';
import { useCardLayout } from '../table/ListCards';

const texts = erasureMessages;

/** Whose data the modal erases: `id` keeps one person's choices from leaking into the next one's. */
export interface ErasedPerson {
  id: string;
  /** How the modal names them, e.g. 'Ana Rojas · ana@lavado.cl'. */
  heading: string;
}

interface EraseDataModalProps {
  /** The person to erase; null while the modal is closed. */
  person: ErasedPerson | null;
  /** What will be lost, item by item, and what stays. */
  lostItems: readonly string[];
  kept: string;
  /** Sends the erasure; `onErased` is called with the server's message once it succeeded. */
  erase: (reason: ErasureReason, onErased: (message: string) => void) => void;
  pending: boolean;
  onClose: () => void;
}

/** "Eliminar datos": names what will be lost and what stays, asks why, and erases only once confirmed. */
export function EraseDataModal({ person, onClose, ...form }: EraseDataModalProps) {
  // On a phone the list of what is lost is long: the whole screen holds it, and the button stays in reach.
  const phone = useCardLayout();
  const shown = useShownWhileClosing(person);
  return (
    <Modal opened={person !== null} onClose={onClose} title={texts.title} centered size="lg" fullScreen={phone}>
      {shown && <EraseDataForm key={shown.id} heading={shown.heading} onDone={onClose} {...form} />}
    </Modal>
  );
}

function EraseDataForm({
  heading,
  lostItems,
  kept,
  erase,
  pending,
  onDone,
}: Omit<EraseDataModalProps, 'person' | 'onClose'> & { heading: string; onDone: () => void }) {
  const [reason, setReason] = useState<ErasureReason>('request');
  const [understood, setUnderstood] = useState(false);

  const submit = () =>
    erase(reason, (message) => {
      showDialog({ kind: 'success', title: texts.done, message });
      onDone();
    });

  return (
    <Stack gap="md">
      <Text fw={600}>{heading}</Text>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={texts.lost}>
        <List size="sm" spacing={4}>
          {lostItems.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Alert>
      <Text size="sm" c="dimmed">
        {kept}
      </Text>
      <Radio.Group label={texts.reason} value={reason} onChange={(value) => setReason(value as ErasureReason)}>
        <Group mt="xs">
          <Radio value="request" label={texts.reasons.request} />
          <Radio value="retention" label={texts.reasons.retention} />
        </Group>
      </Radio.Group>
      <Checkbox label={texts.confirm} checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button color="red" disabled={!understood} loading={pending} onClick={submit}>
          {texts.submit}
        </Button>
      </Group>
    </Stack>
  );
}
