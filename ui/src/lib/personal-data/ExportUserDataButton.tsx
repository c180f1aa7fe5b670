import { ActionIcon, Button } from '@mantine/core';
import { dataAccessApi } from '@lavado/shared/data-access/data-access.contract';
import type { UserDataExport } from '@lavado/shared/data-access/data-access.schemas';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../api/apiClient';
import { downloadExcelWorkbook } from '../export/excelFile';
import { ExportDataModal, type ExportFormat } from './ExportDataModal';
import { userExportSheets } from './personalDataSheets';
import { saveJson } from './saveJson';
import { TooltipOnDemand } from '../components/TooltipOnDemand';

const texts = privacyMessages;

async function save(held: UserDataExport, name: string, format: ExportFormat): Promise<void> {
  if (format === 'json') saveJson(held, texts.fileName('usuario', name, 'json'));
  else await downloadExcelWorkbook(texts.fileName('usuario', name, 'xlsx'), userExportSheets(held));
}

/**
 * "Exportar datos" of a user (an employee for their AD, any user for the SA): everything the platform
 * holds about them as JSON or Excel, with the employee register; the motive goes to the accountability log.
 */
export function ExportUserDataButton({ user, organizationId }: { user: { id: string; name: string }; organizationId: string | null }) {
  const [opened, setOpened] = useState(false);
  const label = `${texts.userExport}: ${user.name}`;
  return (
    <>
      <TooltipOnDemand label={texts.userExport}>
        <ActionIcon variant="light" color="gray" aria-label={label} onClick={() => setOpened(true)}>
          <IconFileDownload size={18} />
        </ActionIcon>
      </TooltipOnDemand>
      {opened && (
        <ExportDataModal
          opened
          title={texts.exportDialog.userTitle(user.name)}
          formats={['json', 'excel']}
          askMotive
          onExport={async (format, motivo) =>
            save(
              await call(dataAccessApi.exportUserData, { ...(organizationId ? { organizationId } : {}), id: user.id, motivo }),
              user.name,
              format,
            )
          }
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}

/** "Descargar mis datos" on the profile: the signed-in user's own data, as JSON or Excel. */
export function ExportOwnDataButton({ name, organizationId }: { name: string; organizationId: string | null }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconFileDownload size={18} />} onClick={() => setOpened(true)}>
        {texts.ownExport}
      </Button>
      {opened && (
        <ExportDataModal
          opened
          title={texts.exportDialog.ownTitle}
          formats={['json', 'excel']}
          askMotive={false}
          onExport={async (format) => save(await call(dataAccessApi.exportOwnData, { organizationId }), name, format)}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
