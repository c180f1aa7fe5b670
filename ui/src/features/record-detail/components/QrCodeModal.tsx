import { Alert, Anchor, Button, Center, Group, Image, Loader, Modal, Stack } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { commonMessages } from '@lavado/shared/messages/common';
import { recordDetailMessages } from '@lavado/shared/messages/records';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { saveFile } from '../../../lib/export/saveFile';
import { assertNever } from '../../../lib/assertNever';
import { printQrCode } from './qrCode';
import { useQrCode, type QrCodeState } from './useQrCode';

const texts = recordDetailMessages;
/** The dialog closes by itself this long after a download or a print (docs/specification.md#constants). */
const CLOSE_AFTER_ACTION_MS = 500;

interface QrCodeModalProps {
  opened: boolean;
  onClose: () => void;
  link: string;
  plate: string;
}

export function QrCodeModal({ opened, onClose, link, plate }: QrCodeModalProps) {
  const qrCode = useQrCode(link, plate, opened);
  const { start: closeSoon } = useTimeout(onClose, CLOSE_AFTER_ACTION_MS);
  const imageTitle = texts.qrImage(plate);

  const download = (dataUrl: string) => {
    saveFile(dataUrl, texts.qrFileName);
    closeSoon();
  };
  const print = (dataUrl: string) => {
    if (printQrCode(dataUrl, imageTitle)) closeSoon();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={texts.qrTitle} centered size="sm">
      <Stack align="center" gap="md">
        <QrCodeContent state={qrCode} imageTitle={imageTitle} />
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
          {link}
        </Anchor>
        <Group justify="center" gap="sm">
          <Button
            leftSection={<IconDownload size={18} />}
            disabled={qrCode.status !== 'ready'}
            onClick={() => qrCode.status === 'ready' && download(qrCode.dataUrl)}
          >
            {texts.downloadQr}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPrinter size={18} />}
            disabled={qrCode.status !== 'ready'}
            onClick={() => qrCode.status === 'ready' && print(qrCode.dataUrl)}
          >
            {texts.print}
          </Button>
          <Button variant="default" onClick={onClose}>
            {commonMessages.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function QrCodeContent({ state, imageTitle }: { state: QrCodeState; imageTitle: string }) {
  switch (state.status) {
    case 'drawing':
      return (
        <Center h={256}>
          <Loader aria-label={commonMessages.loading} />
        </Center>
      );
    case 'ready':
      return <Image src={state.dataUrl} alt={imageTitle} w={256} fit="contain" />;
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert">
          {texts.qrFailed}
        </Alert>
      );
    default:
      return assertNever(state);
  }
}
