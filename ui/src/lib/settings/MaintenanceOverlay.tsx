import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { layoutMessages } from '@lavado/shared/messages/layout';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/default-zone';
import { IconTool } from '@tabler/icons-react';
import type { Role } from '../session/roles';
import { useApplicationParameters } from './applicationParameters';

const texts = layoutMessages.maintenance;

/** Above every other layer of the app, wall screen and dialogs included. */
const MAINTENANCE_Z_INDEX = 1000;

const endFormat = new Intl.DateTimeFormat('es', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' });

/** 'domingo, 15 de junio de 2025, 10:00' for the instant the scheduled maintenance ends, in Chile's time. */
export function formatMaintenanceEnd(isoInstant: string): string {
  return endFormat.format(new Date(isoInstant));
}

interface MaintenanceOverlayProps {
  role: Role;
  onLogout: () => void;
}

/**
 * Blocks the app while the platform is in maintenance, for everyone but the super admin
 * (docs/specification.md#states-and-transitions). Appears and disappears with the live parameters, with no reload.
 */
export function MaintenanceOverlay({ role, onLogout }: MaintenanceOverlayProps) {
  const parameters = useApplicationParameters();
  const blocked = role !== 'SA' && parameters?.maintenance === true;
  return (
    <Modal
      opened={blocked}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      zIndex={MAINTENANCE_Z_INDEX}
      overlayProps={{ backgroundOpacity: 0.85, blur: 4 }}
      // The dialog itself carries the name; on the modal's root, a plain div, a label means nothing.
      attributes={{ content: { 'aria-label': texts.title } }}
    >
      <Stack align="center" gap="md" py="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconTool size={32} />
        </ThemeIcon>
        <Title order={3}>{texts.title}</Title>
        {parameters?.maintenanceEndsAt && <Text>{texts.endsAt(formatMaintenanceEnd(parameters.maintenanceEndsAt))}</Text>}
        <Button color="red" variant="light" onClick={onLogout}>
          {texts.logout}
        </Button>
      </Stack>
    </Modal>
  );
}
