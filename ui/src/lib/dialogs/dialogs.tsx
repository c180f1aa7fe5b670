import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications, notificationsStore } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { commonMessages } from '@lavado/shared/messages/common';
import type { ReactNode } from 'react';

/** Toasts on screen at once; later ones wait for a place. */
export const TOASTS_SHOWN = 3;
// On the store itself, not only through the container's prop: AppProviders mounts the container after
// the first screen, and toasts shown before then (the login's welcome) are placed by the store's limit.
notificationsStore.updateState((state) => ({ ...state, limit: TOASTS_SHOWN }));

export type DialogKind = 'info' | 'success' | 'warning' | 'error';

interface DialogContent {
  kind: DialogKind;
  title: string;
  message?: string;
  /** What the user may do next, above OK (e.g. tell the customer about a finished wash). */
  next?: ReactNode;
  /** Next steps offered beside OK; each closes the dialog, then acts. */
  actions?: readonly { label: string; onClick: () => void }[];
}

/** The titled dialogs of docs/specification.md#error-catalogue: an icon, a title, a message and an OK button. */
export function showDialog({ kind, title, message, next, actions = [] }: DialogContent): void {
  const modalId = `dialog-${crypto.randomUUID()}`;
  modals.open({
    modalId,
    centered: true,
    title: (
      <Group gap="sm" wrap="nowrap">
        <DialogIcon kind={kind} />
        <Text fw={700} size="lg">
          {title}
        </Text>
      </Group>
    ),
    children: (
      <Stack gap="lg">
        {message && <Text>{message}</Text>}
        {next}
        <Group justify="flex-end">
          {actions.map((action) => (
            <Button
              key={action.label}
              variant="light"
              onClick={() => {
                modals.close(modalId);
                action.onClick();
              }}
            >
              {action.label}
            </Button>
          ))}
          <Button onClick={() => modals.close(modalId)} data-autofocus>
            {commonMessages.ok}
          </Button>
        </Group>
      </Stack>
    ),
  });
}

interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}

export function confirmAction({ title, message, confirmLabel, destructive = false, onConfirm }: Confirmation): void {
  modals.openConfirmModal({
    centered: true,
    title: <Text fw={700}>{title}</Text>,
    children: <Text>{message}</Text>,
    labels: { confirm: confirmLabel, cancel: commonMessages.cancel },
    confirmProps: { color: destructive ? 'red' : undefined },
    onConfirm,
  });
}

/** Asks before blocking (red, it locks someone out) or unblocking; the message names whom. */
export function confirmStateToggle({ enabled, message, onConfirm }: { enabled: boolean; message: string; onConfirm: () => void }): void {
  const label = enabled ? commonMessages.block : commonMessages.unblock;
  confirmAction({ title: label, message, confirmLabel: label, destructive: enabled, onConfirm });
}

/** Asks before deleting; the message names what. */
export function confirmDeletion({ message, onConfirm }: { message: string; onConfirm: () => void }): void {
  confirmAction({ title: commonMessages.delete, message, confirmLabel: commonMessages.delete, destructive: true, onConfirm });
}

/** A light toast for successes that need no acknowledgement. */
export function showSuccessToast(title: string, message?: string): void {
  notifications.show({ title, message, color: 'teal', icon: <IconCircleCheck size={18} /> });
}

/** A light toast for what was kept for later (a tap saved while offline): no acknowledgement needed either; one per `id` at a time. */
export function showNoticeToast(title: string, message?: string, id?: string): void {
  notifications.show({ id, title, message, color: 'orange', icon: <IconInfoCircle size={18} /> });
}

const dialogIcons = {
  info: { color: 'blue', Icon: IconInfoCircle },
  success: { color: 'teal', Icon: IconCircleCheck },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  error: { color: 'red', Icon: IconX },
} as const satisfies Record<DialogKind, unknown>;

function DialogIcon({ kind }: { kind: DialogKind }) {
  const { color, Icon } = dialogIcons[kind];
  return (
    <ThemeIcon variant="light" color={color} radius="xl">
      <Icon size={18} />
    </ThemeIcon>
  );
}
