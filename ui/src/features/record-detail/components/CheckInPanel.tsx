import { Button, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { checkInUiMessages as texts } from '@lavado/shared/messages/check-in';
import type { ShownCheckIn } from '@lavado/shared/wash/check-in';
import { IconCamera, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { shortDateTime } from '../../../lib/format/instants';
import { useCheckIn, useOpenClaim } from '../api/checkInApi';
import { Link, generatePath } from 'react-router-dom';
import { paths } from '../../../app/paths';

/**
 * The record's photo check-in: its photos, notes and the customer's signature while they are kept;
 * otherwise the way to take them. The AD opens a claim here, which keeps them past their retention.
 */
export function CheckInPanel({ ticketId, canTake, canClaim }: { ticketId: string; canTake: boolean; canClaim: boolean }) {
  const { data: checkIn, isPending } = useCheckIn(ticketId);
  if (isPending) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={texts.title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {texts.title}
          </Title>
          {checkIn && canClaim && !checkIn.claimOpen && <ClaimButton ticketId={ticketId} />}
        </Group>
        {checkIn ? (
          <ShownPhotos checkIn={checkIn} />
        ) : (
          <>
            <Text c="dimmed" size="sm">
              {texts.deleted}
            </Text>
            {canTake && (
              <Button
                leftSection={<IconCamera size={18} />}
                component={Link}
                to={generatePath(paths.home.checkIn, { id: ticketId })}
                w="fit-content"
              >
                {texts.take}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ShownPhotos({ checkIn }: { checkIn: ShownCheckIn }) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {checkIn.photos.map((photo) => (
          <Stack key={photo.src + photo.position} gap={2}>
            <a href={photo.src} target="_blank" rel="noreferrer">
              <Image
                src={photo.src}
                alt={texts.photoAlt(texts.positions[photo.position], photo.note)}
                radius="sm"
                fit="cover"
                h={110}
                loading="lazy"
              />
            </a>
            <Text size="xs" fw={600}>
              {texts.positions[photo.position]}
            </Text>
            {photo.note && <Text size="xs">{photo.note}</Text>}
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" fs="italic">
        {checkIn.signatureLine}
      </Text>
      {checkIn.signatureSrc && (
        <Image src={checkIn.signatureSrc} alt={texts.signatureAlt} h={80} w="auto" fit="contain" style={{ alignSelf: 'flex-start' }} />
      )}
      <Text size="xs" c="dimmed">
        {texts.signedAt(shortDateTime(checkIn.signedAt))}{' '}
        {checkIn.deleteAfter ? texts.deleteAfter(shortDateTime(checkIn.deleteAfter)) : texts.heldByClaim}
      </Text>
    </Stack>
  );
}

function ClaimButton({ ticketId }: { ticketId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const openClaim = useOpenClaim(ticketId);
  return (
    <>
      <Button variant="light" color="orange" size="xs" leftSection={<IconAlertTriangle size={16} />} onClick={open}>
        {texts.openClaim}
      </Button>
      <Modal opened={opened} onClose={close} title={texts.openClaim}>
        <Stack>
          <Textarea
            label={texts.claimReason}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button
            loading={openClaim.isPending}
            onClick={() =>
              openClaim.mutate(
                { id: ticketId, reason },
                commandOutcome({ successTitle: texts.openClaim, successMessage: ({ msg }: { msg: string }) => msg, afterSuccess: close }),
              )
            }
          >
            {texts.claimSave}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
