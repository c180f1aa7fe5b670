import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { boardMessages } from '@lavado/shared/messages/board';
import { IconHistory } from '@tabler/icons-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoader } from '../../../lib/components/PageLoader';

const texts = boardMessages.pastBoard;

// The date-time picker and the past boards load when asked for, not with today's board.
const LazyPastBoardExplorer = lazy(async () => ({ default: (await import('./PastBoardExplorer')).PastBoardExplorer }));

/** The past boards' explorer (see PastBoardExplorer), loaded on first use. */
export function PastBoardExplorer(props: ComponentProps<typeof LazyPastBoardExplorer>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyPastBoardExplorer {...props} />
    </Suspense>
  );
}

/** 'Ver tablero en una fecha' for an AD: their organization's board as it stood, in a dialog. */
export function PastBoardButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={18} />} onClick={open}>
        {texts.open}
      </Button>
      <Modal opened={opened} onClose={close} title={texts.title} size="xl">
        <PastBoardExplorer chooseOrganization={false} />
      </Modal>
    </>
  );
}
