import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { IconCirclePlus, IconQrcode } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { entryLabel, recordServiceTypeLabel, recordVehicleTypeLabel } from './recordLabels';

const texts = uiMessages.records;

export function RecordsTable({ records }: { records: readonly Ticket[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.plate}</Table.Th>
            <Table.Th>{texts.columns.vehicleType}</Table.Th>
            <Table.Th>{texts.columns.lastService}</Table.Th>
            <Table.Th>{texts.columns.serviceType}</Table.Th>
            <Table.Th>{texts.columns.owner}</Table.Th>
            <Table.Th ta="right">{texts.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <RecordRow key={record.id} record={record} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RecordRow({ record }: { record: Ticket }) {
  return (
    <Table.Tr>
      <Table.Td fw={600} ff="monospace">
        {record.vehicle.ppu}
      </Table.Td>
      <Table.Td>{recordVehicleTypeLabel(record)}</Table.Td>
      <Table.Td>{entryLabel(record)}</Table.Td>
      <Table.Td>{recordServiceTypeLabel(record)}</Table.Td>
      <Table.Td>{record.vehicle.ownerName}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {/* The spec shows this action switched off. */}
          <ActionIcon variant="light" disabled aria-label={texts.newService}>
            <IconCirclePlus size={18} />
          </ActionIcon>
          <Tooltip label={texts.viewQr}>
            <ActionIcon variant="light" component={Link} to={generatePath(paths.home.codes, { id: record.id })} aria-label={texts.viewQr}>
              <IconQrcode size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
