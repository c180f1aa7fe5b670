import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MOTIVE_MAX } from '@lavado/shared/data-access/data-access.schemas';
import { commonMessages } from '@lavado/shared/messages/common';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { IconFileSpreadsheet, IconJson, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { reportApiFailure } from '../api/reportApiFailure';

const texts = privacyMessages.exportDialog;

export type ExportFormat = 'json' | 'excel' | 'pdf';

interface ExportDataModalProps {
  opened: boolean;
  title: string;
  /** The formats offered, in order. */
  formats: readonly ExportFormat[];
  /** Whether to ask why (an AD or the SA exporting someone else's data); the answer goes to the accountability log. */
  askMotive: boolean;
  onExport: (format: ExportFormat, motivo: string | undefined) => Promise<void> | void;
  onClose: () => void;
}

const FORMAT_BUTTONS = {
  json: { label: texts.json, icon: <IconJson size={18} /> },
  excel: { label: texts.excel, icon: <IconFileSpreadsheet size={18} /> },
  pdf: { label: texts.pdf, icon: <IconPrinter size={18} /> },
} as const;

/** An export's dialog: what it holds, why it is made (kept in the accountability log), and the format. */
export function ExportDataModal({ opened, title, formats, askMotive, onExport, onClose }: ExportDataModalProps) {
  const [motive, setMotive] = useState('');
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await onExport(format, motive.trim() || undefined);
    } catch (error) {
      reportApiFailure(error, commonMessages.errorTitle);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{texts.intro}</Text>
        {askMotive && (
          <TextInput
            label={texts.motive}
            placeholder={texts.motivePlaceholder}
            description={texts.motiveHint}
            maxLength={MOTIVE_MAX}
            value={motive}
            onChange={(event) => setMotive(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end" gap="xs">
          {formats.map((format) => (
            <Button
              key={format}
              variant={format === 'excel' ? 'filled' : 'light'}
              leftSection={FORMAT_BUTTONS[format].icon}
              loading={busy === format}
              disabled={busy !== null && busy !== format}
              onClick={() => void run(format)}
            >
              {FORMAT_BUTTONS[format].label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
