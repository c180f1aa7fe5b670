import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { bayMessages } from '@lavado/shared/messages/board';
import { formatInZone } from '@lavado/shared/time/zone';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useShallow } from 'zustand/react/shallow';
import { dismissTap, useOutboxStore } from '../api/boardOutbox';

const texts = bayMessages;

/**
 * What this phone still holds for the card: each tap not yet sent ("Pendiente de enviar", with the
 * time it was made), and each tap the server refused, named until the washer dismisses it.
 */
export function CardOutboxNotes({ ticketId }: { ticketId: string }) {
  const taps = useOutboxStore(useShallow((state) => state.taps.filter((tap) => tap.ticketId === ticketId)));
  if (taps.length === 0) return null;
  return (
    <Stack gap={6}>
      {taps.map((tap) => {
        const time = formatInZone(tap.tappedAt, 'H:mm');
        return tap.state === 'pending' ? (
          <Badge
            key={tap.key}
            color="orange"
            variant="light"
            size="lg"
            tt="none"
            leftSection={<IconCloudUpload size={16} />}
            data-testid="pending-tap"
            styles={{ root: { height: 'auto', minHeight: 28 }, label: { whiteSpace: 'normal' } }}
          >
            {texts.pending}: {texts.tapAt(texts.taps[tap.kind], time)}
          </Badge>
        ) : (
          <Alert
            key={tap.key}
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={18} />}
            title={texts.refusedTitle}
            role="alert"
          >
            <Text fz="sm">{texts.refused(texts.taps[tap.kind], tap.ppu, time, tap.refusal ?? '')}</Text>
            <Button size="xs" mt={6} variant="light" color="red" onClick={() => void dismissTap(tap.key)}>
              {texts.dismiss}
            </Button>
          </Alert>
        );
      })}
    </Stack>
  );
}
