import { Button, SimpleGrid, Stack } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import type { BoardStatusChange, Ticket } from '@lavado/shared/wash/wash.schemas';
import { useIdempotencyKey } from '../../../lib/api/idempotencyKey';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { confirmAction, showDialog, showSuccessToast } from '../../../lib/dialogs/dialogs';
import type { TokenUser } from '../../../lib/session/token';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { canNotifyCustomers } from '../../../lib/lavados/customerNotice';
import { NotifyCustomerButton } from '../../../lib/lavados/NotifyCustomerButton';
import { boardQueryPrefix, useFinishTicket, useSetTicketState } from '../api/boardApi';
import { cardActions } from '../api/cardActions';

const texts = uiMessages.board;

const reportFailure = (error: unknown) => reportApiFailure(error, uiMessages.common.errorTitle);

/** Iniciar, CheckList (never enabled), Pausar and Finalizar, as the user may press them; and "Avisar por WhatsApp" for the wash staff. */
export function CardActionButtons({ ticket, user }: { ticket: Ticket; user: TokenUser | null }) {
  const allowed = cardActions(ticket, user);
  const canNotify = canNotifyCustomers(useSessionStore((state) => state.session?.role));
  const setState = useSetTicketState();
  const finish = useFinishTicket();
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  const busy = setState.isPending || finish.isPending;

  // A press retried after a failure is the same command to the server; a later press is a new one.
  // The answer is awaited as a promise: the card may leave the board (its push arriving first)
  // before it comes, and a mutation's callbacks are dropped once its component is gone.
  const changeState = (status: BoardStatusChange) =>
    setState.mutateAsync({ id: ticket.id, status, idempotencyKey: idempotencyKeyFor({ id: ticket.id, status }) }).then(() => {
      forget();
      showSuccessToast(texts.processedTitle);
    }, reportFailure);

  const confirmFinish = () =>
    confirmAction({
      title: texts.confirmFinishTitle,
      message: texts.confirmFinish(ticket.vehicle.ppu),
      confirmLabel: texts.finish,
      onConfirm: () =>
        finish.mutateAsync({ id: ticket.id, idempotencyKey: idempotencyKeyFor({ finish: ticket.id }) }).then(() => {
          forget();
          // The card leaves the board with its push: the finished wash's notice is offered here.
          const finished = { ...ticket, status: ticketStatus.finished };
          showDialog({
            kind: 'success',
            title: texts.finishedTitle,
            next: canNotify && ticket.clientPhone !== null && (
              <NotifyCustomerButton ticket={finished} refreshes={boardQueryPrefix} size="sm" fullWidth />
            ),
          });
        }, reportFailure),
    });

  return (
    <Stack gap="xs" mt="xs">
      <SimpleGrid cols={2} spacing="xs">
        <Button size="xs" disabled={!allowed.start || busy} onClick={() => changeState(ticketStatus.inProgress)}>
          {texts.start}
        </Button>
        <Button size="xs" variant="default" disabled>
          {texts.checklist}
        </Button>
        <Button size="xs" color="orange" disabled={!allowed.pause || busy} onClick={() => changeState(ticketStatus.paused)}>
          {texts.pause}
        </Button>
        <Button size="xs" color="teal" disabled={!allowed.finish || busy} onClick={confirmFinish}>
          {texts.finish}
        </Button>
      </SimpleGrid>
      {canNotify && <NotifyCustomerButton ticket={ticket} refreshes={boardQueryPrefix} fullWidth />}
    </Stack>
  );
}
