import { ActionIcon, Badge, Group } from '@mantine/core';
import { recordsMessages } from '@lavado/shared/messages/records';
import { isTicketStatus, ticketStatusColor, ticketStatusLabel } from '@lavado/shared/wash/ticket-status';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { IconCirclePlus, IconQrcode } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { entryLabel, recordServiceTypeLabel, recordVehicleTypeLabel } from './recordLabels';
import { TooltipOnDemand } from '../../../lib/components/TooltipOnDemand';

const texts = recordsMessages;

const columns: ListColumn<Ticket>[] = [
  { header: texts.columns.plate, cellProps: { fw: 600, ff: 'monospace' }, cell: (record) => record.vehicle.ppu },
  { header: texts.columns.vehicleType, cell: recordVehicleTypeLabel },
  { header: texts.columns.lastService, cell: entryLabel },
  { header: texts.columns.serviceType, cell: recordServiceTypeLabel },
  { header: texts.columns.owner, cell: (record) => record.vehicle.ownerName },
  { header: recordsMessages.stateColumn, cell: (record) => <RecordState status={record.status} /> },
  { header: texts.columns.actions, align: 'right', card: 'actions', cell: (record) => <RecordActions record={record} /> },
];

// The page words the empty list itself, after the search it ran.
export function RecordsTable({ records }: { records: readonly Ticket[] }) {
  return <ListTable rows={records} columns={columns} minWidth={860} />;
}

/** The ticket's lifecycle state in the board's words and colours (Pendiente, En Curso, Pausado, Finalizado, Anulado). */
function RecordState({ status }: { status: number }) {
  if (!isTicketStatus(status)) return null;
  return (
    <Badge color={ticketStatusColor(status)} variant="light" tt="none">
      {ticketStatusLabel(status)}
    </Badge>
  );
}

function RecordActions({ record }: { record: Ticket }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {/* The original app shows this action switched off (docs/specification.md#wash-history). */}
      <ActionIcon variant="light" disabled aria-label={texts.newService}>
        <IconCirclePlus size={18} />
      </ActionIcon>
      <TooltipOnDemand label={texts.viewQr}>
        <ActionIcon variant="light" component={Link} to={generatePath(paths.home.codes, { id: record.id })} aria-label={texts.viewQr}>
          <IconQrcode size={18} />
        </ActionIcon>
      </TooltipOnDemand>
    </Group>
  );
}
