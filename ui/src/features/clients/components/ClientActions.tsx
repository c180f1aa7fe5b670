import { ActionIcon, Group } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { IconCarGarage, IconClipboardPlus, IconFileDownload, IconLock, IconPencil, IconUserX } from '@tabler/icons-react';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { useState } from 'react';
import { generatePath } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { call } from '../../../lib/api/apiClient';
import { downloadExcelWorkbook } from '../../../lib/export/excelFile';
import { ExportDataModal, type ExportFormat } from '../../../lib/personal-data/ExportDataModal';
import { saveJson } from '../../../lib/personal-data/saveJson';
import { clientExportSheets } from './clientExport';
import { clientApi } from '@lavado/shared/clients/client.contract';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { TooltipOnDemand } from '../../../lib/components/TooltipOnDemand';

const texts = clientsMessages;

export interface ClientActionHandlers {
  onNewService: (client: Client) => void;
  onNewVehicle: (client: Client) => void;
  onErase: (client: Client) => void;
  onEdit: (client: Client) => void;
  onBlock: (client: Client) => void;
}

/** Whether `role` may erase a client's data: the roles of `client/eraseClient` (the API refuses everyone else). */
const canErase = (role: string | undefined) => (clientApi.eraseClient.access as readonly string[]).includes(role ?? '');
/** Whether `role` may correct a client's details: the roles of `client/correctClient`. */
const canCorrect = (role: string | undefined) => (clientApi.correctClient.access as readonly string[]).includes(role ?? '');

/** Whether `role` may block a client: the roles of `client/blockClient`. */
export const canBlock = (role: string | undefined) => (clientApi.blockClient.access as readonly string[]).includes(role ?? '');

/**
 * Exports everything held about the client, with the register of why (docs/privacy.md, "Acceso y
 * portabilidad"): a JSON file the person can take elsewhere, a readable Excel workbook, or a printable
 * page the browser saves as PDF. Each is an export the accountability log records, with its motive.
 */
async function exportClient(client: Client, format: ExportFormat, motivo: string | undefined): Promise<void> {
  if (format === 'pdf') {
    const page = generatePath(paths.print.clientData, { clientId: client.id });
    window.open(motivo ? `${page}#${new URLSearchParams({ motivo }).toString()}` : page, '_blank');
    return;
  }
  const held = await call(clientApi.exportClientData, { organizationId: client.organizationId, id: client.id, motivo });
  if (format === 'json') saveJson(held, privacyMessages.fileName('cliente', client.name, 'json'));
  else await downloadExcelWorkbook(privacyMessages.fileName('cliente', client.name, 'xlsx'), clientExportSheets(held));
}

/** A client's actions; a service is for one of its vehicles, so none registered disables it. Erasing is the AD's. */
export function ClientActions({ client, onNewService, onNewVehicle, onErase, onEdit, onBlock }: { client: Client } & ClientActionHandlers) {
  const role = useSessionStore((state) => state.session?.role);
  const [exporting, setExporting] = useState(false);
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <TooltipOnDemand label={texts.newService}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={texts.newService}
          disabled={client.vehicles === 0}
          onClick={() => onNewService(client)}
        >
          <IconClipboardPlus size={18} />
        </ActionIcon>
      </TooltipOnDemand>
      <TooltipOnDemand label={texts.newVehicle}>
        <ActionIcon variant="light" size="lg" color="teal" aria-label={texts.newVehicle} onClick={() => onNewVehicle(client)}>
          <IconCarGarage size={18} />
        </ActionIcon>
      </TooltipOnDemand>
      {canCorrect(role) && (
        <TooltipOnDemand label={texts.edit.action}>
          <ActionIcon variant="light" size="lg" color="indigo" aria-label={texts.edit.action} onClick={() => onEdit(client)}>
            <IconPencil size={18} />
          </ActionIcon>
        </TooltipOnDemand>
      )}
      {canErase(role) && (
        <TooltipOnDemand label={texts.exportData}>
          <ActionIcon variant="light" size="lg" color="gray" aria-label={texts.exportData} onClick={() => setExporting(true)}>
            <IconFileDownload size={18} />
          </ActionIcon>
        </TooltipOnDemand>
      )}
      {canBlock(role) && (
        <TooltipOnDemand label={texts.block.action}>
          <ActionIcon variant="light" size="lg" color="orange" aria-label={texts.block.action} onClick={() => onBlock(client)}>
            <IconLock size={18} />
          </ActionIcon>
        </TooltipOnDemand>
      )}
      {exporting && (
        <ExportDataModal
          opened
          title={privacyMessages.exportDialog.clientTitle(client.name)}
          formats={['json', 'excel', 'pdf']}
          askMotive
          onExport={(format, motivo) => exportClient(client, format, motivo)}
          onClose={() => setExporting(false)}
        />
      )}
      {canErase(role) && <EraseClientButton client={client} onErase={onErase} />}
    </Group>
  );
}

/** "Eliminar datos": opens the erasure's confirmation; in the clients list and among the blocked alike. */
export function EraseClientButton({ client, onErase }: { client: Client; onErase: (client: Client) => void }) {
  return (
    <TooltipOnDemand label={texts.erase.action}>
      <ActionIcon variant="light" size="lg" color="red" aria-label={texts.erase.action} onClick={() => onErase(client)}>
        <IconUserX size={18} />
      </ActionIcon>
    </TooltipOnDemand>
  );
}
