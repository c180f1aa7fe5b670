import { ActionIcon, Group } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import type { ListColumn } from './listColumn';
import { TooltipOnDemand } from '../components/TooltipOnDemand';

const texts = commonMessages;

interface BlockAndDeleteActionsProps {
  /** Whether the account or company is enabled now: the toggle then blocks it. */
  enabled: boolean;
  onToggleState: () => void;
  onDelete: () => void;
}

/** Block or unblock, and delete. Labels name the action only: the row or card already says whose. */
export function BlockAndDeleteActions({ enabled, onToggleState, onDelete }: BlockAndDeleteActionsProps) {
  const toggleLabel = enabled ? texts.block : texts.unblock;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <TooltipOnDemand label={toggleLabel}>
        <ActionIcon variant="light" color={enabled ? 'orange' : 'teal'} aria-label={toggleLabel} onClick={onToggleState}>
          {enabled ? <IconLock size={18} /> : <IconLockOpen size={18} />}
        </ActionIcon>
      </TooltipOnDemand>
      <TooltipOnDemand label={texts.delete}>
        <ActionIcon variant="light" color="red" aria-label={texts.delete} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </TooltipOnDemand>
    </Group>
  );
}

export interface BlockAndDeleteHandlers<Row> {
  onToggleState: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** The actions column of a list of accounts or companies (`enable` 1 when enabled). */
export function blockAndDeleteColumn<Row extends { enable: number }>(
  header: string,
  handlers: BlockAndDeleteHandlers<Row>,
): ListColumn<Row> {
  return {
    header,
    align: 'right',
    card: 'actions',
    cell: (row) => (
      <BlockAndDeleteActions
        enabled={row.enable === 1}
        onToggleState={() => handlers.onToggleState(row)}
        onDelete={() => handlers.onDelete(row)}
      />
    ),
  };
}
