import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { boardMessages } from '@lavado/shared/messages/board';
import { pauseReasonMessages } from '@lavado/shared/messages/tickets';
import { PAUSE_REASON_PRESETS, PAUSE_REASON_TEXT_MAX, pauseReasonSchema, type PauseReason } from '@lavado/shared/wash/pause-reason';
import { useState } from 'react';
import { useOpenedOnce } from '../../../lib/dialogs/useOpenedOnce';

const texts = boardMessages.pauseReason;
/** Finger-sized, as the card's own buttons (CardActionButtons' TOUCH_TARGET_PX). */
const TOUCH_TARGET_PX = 44;

interface PauseReasonPickerProps {
  opened: boolean;
  plate: string;
  busy: boolean;
  onClose: () => void;
  onPick: (reason: PauseReason) => void;
}

/**
 * Pausar's one extra tap: a preset pauses at once ("Esperando repuesto", "Secando", "Esperando al
 * cliente"); "Otro" asks for the washer's own words (at most 80 characters) and a second Pausar.
 */
export function PauseReasonPicker({ opened, plate, busy, onClose, onPick }: PauseReasonPickerProps) {
  const drawn = useOpenedOnce(opened);
  // The body unmounts with the closed dialog: it opens again with nothing typed.
  return (
    drawn && (
      <Modal opened={opened} onClose={onClose} title={texts.title(plate)} centered size="sm">
        <PickerBody busy={busy} onClose={onClose} onPick={onPick} />
      </Modal>
    )
  );
}

function PickerBody({ busy, onClose: close, onPick }: Omit<PauseReasonPickerProps, 'opened' | 'plate'>) {
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sendOther = () => {
    const parsed = pauseReasonSchema.safeParse({ preset: 'other', text });
    if (parsed.success) onPick(parsed.data);
    else setError(parsed.error.issues[0]?.message ?? pauseReasonMessages.textRequired);
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={1} spacing="xs">
        {PAUSE_REASON_PRESETS.map((preset) => (
          <Button
            key={preset}
            h={TOUCH_TARGET_PX}
            variant={preset === 'other' && writing ? 'filled' : 'light'}
            color="orange"
            disabled={busy}
            aria-expanded={preset === 'other' ? writing : undefined}
            onClick={() => (preset === 'other' ? setWriting(true) : onPick({ preset }))}
          >
            {pauseReasonMessages.presets[preset]}
          </Button>
        ))}
      </SimpleGrid>
      {writing && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sendOther();
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={texts.other}
              placeholder={texts.otherPlaceholder}
              value={text}
              maxLength={PAUSE_REASON_TEXT_MAX}
              data-autofocus
              error={error}
              description={`${text.length}/${PAUSE_REASON_TEXT_MAX}`}
              // The count under the field, where the thumb is not.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" h={TOUCH_TARGET_PX} onClick={close}>
                {texts.cancel}
              </Button>
              <Button type="submit" color="orange" h={TOUCH_TARGET_PX} loading={busy}>
                {texts.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
