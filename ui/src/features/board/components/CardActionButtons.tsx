import { Button, SimpleGrid } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import type { BoardStatusChange, Ticket } from '@lavado/shared/wash/wash.schemas';
import { useIdempotencyKey } from '../../../lib/api/idempotencyKey';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { CollectButton } from '../../../lib/money/CollectButton';
import { confirmAction, showDialog, showSuccessToast } from '../../../lib/dialogs/dialogs';
import type { TokenUser } from '../../../lib/session/token';
import { useFinishTicket, useSetTicketState } from '../api/boardApi';
import { cardActions } from '../api/cardActions';

const texts = uiMessages.board;

const reportFailure = (error: unknown) => reportApiFailure(error, uiMessages.common.errorTitle);

/** Iniciar, CheckList (never enabled), Pausar and Finalizar, as the user may press them. */
export function CardActionButtons({ ticket, user }: { ticket: Ticket; user: TokenUser | null }) {
  const allowed = cardActions(ticket, user);
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
          showDialog({ kind: 'success', title: texts.finishedTitle });
        }, reportFailure),
    });

  return (
    <SimpleGrid cols={2} spacing="xs" mt="xs">
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
      {ticket.status === ticketStatus.finished && <CollectButton ticketId={ticket.id} ppu={ticket.vehicle.ppu} />}
    </SimpleGrid>
  );
}
