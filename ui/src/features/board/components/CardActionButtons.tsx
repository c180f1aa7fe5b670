import { Box, Button, SimpleGrid, Stack, Tooltip, type ButtonProps } from '@mantine/core';
import { boardLaneMessages, boardMessages } from '@lavado/shared/messages/board';
import { commonMessages } from '@lavado/shared/messages/common';
import { isOpenTicket, ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import type { BoardStatusChange, Ticket } from '@lavado/shared/wash/wash.schemas';
import { useId, type ReactNode } from 'react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { CollectButton } from '../../../lib/money/CollectButton';
import { confirmAction, showDialog, showSuccessToast } from '../../../lib/dialogs/dialogs';
import type { TokenUser } from '../../../lib/session/token';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { canNotifyCustomers } from '../../../lib/lavados/customerNotice';
import { NotifyCustomerButton } from '../../../lib/lavados/NotifyCustomerButton';
import { boardCommandRefreshes, useFinishTicket, useSetTicketState } from '../api/boardApi';
import { cardActions, disabledReasons, type DisabledReason } from '../api/cardActions';
import { NeedsIdentificationButton } from './IdentificationHelp';
import { TOUCH_TARGET_PX } from './touchTarget';

const texts = boardMessages;
const reasonTexts: Record<DisabledReason, string> = {
  needsIdentification: boardLaneMessages.needsIdentification,
  onlyResponsible: boardLaneMessages.onlyResponsible,
};

const reportFailure = (error: unknown) => reportApiFailure(error, commonMessages.errorTitle);

/** Iniciar, CheckList (never enabled), Pausar and Finalizar, as the user may press them (a finished card has none); and "Avisar por WhatsApp" for the wash staff and Cobrar on a finished card. */
export function CardActionButtons({ ticket, user }: { ticket: Ticket; user: TokenUser | null }) {
  const allowed = cardActions(ticket, user);
  const reasons = disabledReasons(ticket, user);
  const role = useSessionStore((state) => state.session?.role);
  const canNotify = canNotifyCustomers(role);
  const setState = useSetTicketState();
  const finish = useFinishTicket();
  const busy = setState.isPending || finish.isPending;

  // A finished card stays in its lane for the day: the moment to tell the customer it is ready.
  if (!isOpenTicket(ticket.status))
    return (
      <>
        {canNotify && <NotifyCustomerButton ticket={ticket} refreshes={boardCommandRefreshes} fullWidth h={44} />}
        {ticket.status === ticketStatus.finished && <CollectButton ticketId={ticket.id} ppu={ticket.vehicle.ppu} touch />}
      </>
    );

  // A press retried after a failure is the same command to the server; a later press is a new one.
  // The answer is awaited as a promise: the card may change lanes (its push arriving first)
  // before it comes, and a mutation's callbacks are dropped once its component is gone.
  const changeState = (status: BoardStatusChange) =>
    setState.mutateAsync({ id: ticket.id, status }).then(() => showSuccessToast(texts.processedTitle), reportFailure);

  const confirmFinish = () =>
    confirmAction({
      title: texts.confirmFinishTitle,
      message: texts.confirmFinish(ticket.vehicle.ppu),
      confirmLabel: texts.finish,
      onConfirm: () =>
        finish.mutateAsync({ id: ticket.id }).then(() => {
          // Offered at once too, before the card's push moves it to the last lane.
          const finished = { ...ticket, status: ticketStatus.finished };
          showDialog({
            kind: 'success',
            title: texts.finishedTitle,
            next: canNotify && ticket.clientPhone !== null && (
              <NotifyCustomerButton ticket={finished} refreshes={boardCommandRefreshes} size="sm" fullWidth />
            ),
          });
        }, reportFailure),
    });

  return (
    <Stack gap="xs" mt={4}>
      <SimpleGrid cols={2} spacing="xs">
        <ActionButton disabled={!allowed.start || busy} reason={reasons.start} onClick={() => changeState(ticketStatus.inProgress)}>
          {texts.start}
        </ActionButton>
        <ActionButton variant="default" disabled>
          {texts.checklist}
        </ActionButton>
        <ActionButton
          color="orange"
          disabled={!allowed.pause || busy}
          reason={reasons.pause}
          onClick={() => changeState(ticketStatus.paused)}
        >
          {texts.pause}
        </ActionButton>
        <ActionButton color="teal" disabled={!allowed.finish || busy} reason={reasons.finish} onClick={confirmFinish}>
          {texts.finish}
        </ActionButton>
      </SimpleGrid>
      {/* The reason as a button too: where to add the RUT, or whom to ask for it. */}
      {reasons.start === 'needsIdentification' && <NeedsIdentificationButton role={role} />}
      {canNotify && <NotifyCustomerButton ticket={ticket} refreshes={boardCommandRefreshes} fullWidth h={44} />}
    </Stack>
  );
}

interface ActionButtonProps extends Pick<ButtonProps, 'color' | 'variant'> {
  disabled: boolean;
  /** Why it is disabled, when the user could do something about it: shown on hover, focus and touch. */
  reason?: DisabledReason | undefined;
  onClick?: () => void;
  children: ReactNode;
}

function ActionButton({ disabled, reason, onClick, children, ...style }: ActionButtonProps) {
  const hintId = useId();
  const hint = disabled && reason ? reasonTexts[reason] : null;
  const button = (
    <Button
      {...style}
      size="sm"
      h={TOUCH_TARGET_PX}
      // Narrow lanes at 1280 px: the labels ('CheckList', 'Finalizar') need the width more than the padding.
      px={6}
      fullWidth
      disabled={disabled}
      onClick={onClick}
      aria-describedby={hint ? hintId : undefined}
    >
      {children}
    </Button>
  );
  if (!hint) return button;
  // A disabled button receives no pointer or focus events: the tooltip hangs on a focusable wrapper.
  return (
    <Tooltip label={hint} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Box tabIndex={0} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        {button}
        <span id={hintId} hidden>
          {hint}
        </span>
      </Box>
    </Tooltip>
  );
}
