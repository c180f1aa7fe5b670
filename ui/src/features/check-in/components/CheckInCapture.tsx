import { ActionIcon, Alert, Box, Button, Group, Image, Loader, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { checkInUiMessages as texts } from '@lavado/shared/messages/check-in';
import { CHECK_IN_DAMAGE_MAX, CHECK_IN_NOTE_MAX_LENGTH, CHECK_IN_SIDES, type CheckInPosition } from '@lavado/shared/wash/check-in';
import { IconCamera, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useRecordCheckIn } from '../api/checkInApi';
import { base64OfBlob, shrinkPhoto } from './shrinkPhoto';
import { SignaturePad } from './SignaturePad';

interface Shot {
  key: string;
  position: CheckInPosition;
  note: string;
  /** The shrunk photo, its preview address and its base64; null until taken (or while it is being shrunk). */
  photo: { preview: string; base64: string; bytes: number } | null;
  preparing: boolean;
}

let shots = 0;
const emptyShot = (position: CheckInPosition): Shot => ({ key: `shot-${(shots += 1)}`, position, note: '', photo: null, preparing: false });

/**
 * The washer's capture: one camera button per side, close-ups of existing damage each with a note,
 * and the customer's signature under the line saying what the photos record. Each photo is shrunk
 * here before it is sent (shrinkPhoto.ts); the server checks every file again on its bytes.
 */
export function CheckInCapture({ ticketId, onDone, onCancel }: { ticketId: string; onDone: () => void; onCancel: () => void }) {
  const [list, setList] = useState<Shot[]>(() => CHECK_IN_SIDES.map(emptyShot));
  const [signature, setSignature] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordCheckIn(ticketId);

  const update = (key: string, change: Partial<Shot>) =>
    setList((current) => current.map((shot) => (shot.key === key ? { ...shot, ...change } : shot)));
  const take = async (key: string, file: File | undefined) => {
    if (!file) return;
    update(key, { preparing: true });
    try {
      const shrunk = await shrinkPhoto(file);
      const base64 = await base64OfBlob(shrunk);
      // A data: address, as the logo's: the app's content policy allows data: images, not blob: ones.
      update(key, {
        preparing: false,
        photo: { preview: `data:${shrunk.type || 'image/jpeg'};base64,${base64}`, base64, bytes: shrunk.size },
      });
    } catch {
      update(key, { preparing: false });
      setProblem(texts.unreadable);
    }
  };

  const save = () => {
    const missing = list.filter((shot) => shot.position !== 'damage' && !shot.photo).map((shot) => texts.positions[shot.position]);
    const damages = list.filter((shot) => shot.position === 'damage' && shot.photo);
    if (missing.length > 0) return setProblem(texts.photosMissing(missing.join(', ')));
    if (damages.some((shot) => shot.note.trim() === '')) return setProblem(texts.damageNoteMissing);
    if (!signature) return setProblem(texts.signatureMissing);
    setProblem(null);
    const photos = list.flatMap((shot) =>
      shot.photo ? [{ position: shot.position, note: shot.note.trim(), image: shot.photo.base64 }] : [],
    );
    record.mutate(
      { id: ticketId, photos, signature },
      commandOutcome({ successTitle: texts.savedTitle, successMessage: ({ msg }: { msg: string }) => msg, afterSuccess: onDone }),
    );
  };

  const damageCount = list.filter((shot) => shot.position === 'damage').length;
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="xs">
        {list
          .filter((shot) => shot.position !== 'damage')
          .map((shot) => (
            <PhotoSlot key={shot.key} shot={shot} onFile={(file) => void take(shot.key, file)} />
          ))}
      </SimpleGrid>
      {list
        .filter((shot) => shot.position === 'damage')
        .map((shot, index) => (
          <Group key={shot.key} align="flex-end" gap="xs" wrap="nowrap">
            <Box w={112} style={{ flexShrink: 0 }}>
              <PhotoSlot shot={shot} label={`${texts.positions.damage} ${index + 1}`} onFile={(file) => void take(shot.key, file)} />
            </Box>
            <TextInput
              style={{ flex: 1 }}
              label={texts.damageNote}
              placeholder={texts.damageNotePlaceholder}
              maxLength={CHECK_IN_NOTE_MAX_LENGTH}
              value={shot.note}
              onChange={(event) => update(shot.key, { note: event.currentTarget.value })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={texts.removeDamage}
              onClick={() => setList((current) => current.filter((other) => other.key !== shot.key))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
      {damageCount < CHECK_IN_DAMAGE_MAX && (
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => setList((current) => [...current, emptyShot('damage')])}
        >
          {texts.addDamage}
        </Button>
      )}
      <Text size="sm" fw={600} data-testid="signature-line">
        {texts.signatureLine}
      </Text>
      <SignaturePad onChange={setSignature} />
      {problem && (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={record.isPending}>
          {texts.cancel}
        </Button>
        <Button onClick={save} loading={record.isPending} disabled={list.some((shot) => shot.preparing)}>
          {texts.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** A camera button that becomes the photo's thumbnail once taken (tapping it again retakes it). */
function PhotoSlot({ shot, label, onFile }: { shot: Shot; label?: string; onFile: (file: File | undefined) => void }) {
  const name = label ?? texts.positions[shot.position];
  const input = useRef<HTMLInputElement>(null);
  return (
    <UnstyledButton
      onClick={() => input.current?.click()}
      aria-label={shot.photo ? `${name}: ${texts.retake}` : texts.takePhoto(name)}
      style={{
        border: shot.photo ? '2px solid var(--mantine-color-teal-6)' : '2px dashed var(--mantine-color-gray-5)',
        borderRadius: 8,
        aspectRatio: '4 / 3',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        position: 'relative',
        width: '100%',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-position={shot.position}
        onChange={(event) => {
          onFile(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      {shot.preparing ? (
        <Loader size="sm" aria-label={texts.preparing} />
      ) : shot.photo ? (
        <Image src={shot.photo.preview} alt={name} h="100%" w="100%" fit="cover" />
      ) : (
        <IconCamera size={28} aria-hidden />
      )}
      <Text
        size="xs"
        fw={600}
        style={{
          position: 'absolute',
          bottom: 0,
          left: 0,
          right: 0,
          background: 'rgba(255,255,255,0.85)',
          textAlign: 'center',
          padding: 2,
        }}
      >
        {name}
      </Text>
    </UnstyledButton>
  );
}
