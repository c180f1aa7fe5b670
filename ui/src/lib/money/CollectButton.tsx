import { Button, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { moneyMessages } from '@lavado/shared/messages/money';
import { lazy, Suspense } from 'react';
import { useSessionStore } from '../session/sessionStore';

// Its tables and inputs load when a cashier opens it, not with the board's every finished card.
const TicketMoneyPanel = lazy(async () => ({ default: (await import('./TicketMoneyPanel')).TicketMoneyPanel }));

/** Who works the counter (command-api's access table: payments are recorded by AD and EM). */
const CASHIER_ROLES: readonly string[] = ['AD', 'EM'];

/** "Cobrar": the ticket's money in a modal, from the board's finished cards and the unpaid list. */
/** `touch`: a 44 px touch target, as the board's buttons are. */
export function CollectButton({
  ticketId,
  ppu,
  size = 'xs',
  touch = false,
}: {
  ticketId: string;
  ppu: string;
  size?: 'xs' | 'sm';
  touch?: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const role = useSessionStore((state) => state.session?.role);
  if (!role || !CASHIER_ROLES.includes(role)) return null;
  return (
    <>
      <Button
        size={size}
        h={touch ? 44 : undefined}
        color="teal"
        variant="light"
        onClick={open}
        aria-label={`${moneyMessages.ticket.collect} ${ppu}`}
      >
        {moneyMessages.ticket.collect}
      </Button>
      <Modal opened={opened} onClose={close} title={moneyMessages.ticket.collectTitle(ppu)} size="lg" centered>
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <TicketMoneyPanel ticketId={ticketId} ppu={ppu} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
