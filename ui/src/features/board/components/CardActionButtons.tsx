import { Box, Button, SimpleGrid, Stack, type ButtonProps } from '@mantine/core';
import { bayMessages, boardLaneMessages, boardMessages } from '@lavado/shared/messages/board';
import { commonMessages } from '@lavado/shared/messages/common';
import { isOpenTicket, ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { useId, useState, type ReactNode } from 'react';
import type { PauseReason } from '@lavado/shared/wash/pause-reason';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { CollectButton } from '../../../lib/money/CollectButton';
import { TooltipOnDemand } from '../../../lib/components/TooltipOnDemand';
import { confirmAction, showDialog, showNoticeToast, showSuccessToast } from '../../../lib/dialogs/dialogs';
import type { TokenUser } from '../../../lib/session/token';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { canNotifyCustomers } from '../../../lib/lavados/customerNotice';
import { NotifyCustomerButton } from '../../../lib/lavados/NotifyCustomerButton';
import { boardCommandRefreshes } from '../api/boardApi';
import type { TapKind, TapOutcome } from '../api/boardOutbox';
import { cardActions, disabledReasons, type DisabledReason } from '../api/cardActions';
import { PauseReasonPicker } from './PauseReasonPicker';
import { useTap } from '../api/useBoardOutbox';
import { NeedsIdentificationButton } from './IdentificationHelp';
import { TOUCH_TARGET_PX } from './touchTarget';

const texts = boardMessages;
const reasonTexts: Record<DisabledReason, string> = {
  needsIdentification: boardLaneMessages.needsIdentification,
  onlyResponsible: boardLaneMessages.onlyResponsible,
};

const reportFailure = (error: unknown) => reportApiFailure(error, commonMessages.errorTitle);
const showQueued = () => showNoticeToast(bayMessages.queuedTitle, bayMessages.queued, 'tap-queued');

/**
 * Iniciar, CheckList (never enabled), Pausar and Finalizar, as the user may press them (a finished card has none); and "Avisar por WhatsApp" for the wash staff and Cobrar on a finished card.
 * `ticket` is the card with its taps not yet sent applied; every tap goes through the board's outbox.
 */
export function CardActionButtons({ ticket, user }: { ticket: Ticket; user: TokenUser | null }) {
  const allowed = cardActions(ticket, user);
  const reasons = disabledReasons(ticket, user);
  const role = useSessionStore((state) => state.session?.role);
  const canNotify = canNotifyCustomers(role);
  const tap = useTap();
  const [busy, setBusy] = useState(false);
  const [askingWhy, setAskingWhy] = useState(false);
  // The answer is awaited as a promise: the card may change lanes (its push arriving first) before it
  // comes, and a mutation's callbacks are dropped once its component is gone.
  const send = (kind: TapKind, pauseReason?: PauseReason): Promise<TapOutcome> => {
    setBusy(true);
    return tap(kind, ticket, pauseReason).finally(() => setBusy(false));
  };
  const notifyByTap = (tapped: Ticket) => tap('notify', tapped).then((outcome) => (outcome === 'queued' ? showQueued() : undefined));

  // A finished card stays in its lane for the day: the moment to tell the customer it is ready.
  if (!isOpenTicket(ticket.status))
    return (
      <>
        {canNotify && <NotifyCustomerButton ticket={ticket} refreshes={boardCommandRefreshes} send={notifyByTap} fullWidth h={44} />}
        {ticket.status === ticketStatus.finished && <CollectButton ticketId={ticket.id} ppu={ticket.vehicle.ppu} touch />}
      </>
    );

  // Each press is its own command (its own key, kept with it until the server answers).
  const changeState = (kind: 'start' | 'pause', pauseReason?: PauseReason) =>
    send(kind, pauseReason).then((outcome) => (outcome === 'sent' ? showSuccessToast(texts.processedTitle) : showQueued()), reportFailure);
  const pauseBecause = (reason: PauseReason) => void changeState('pause', reason).then(() => setAskingWhy(false));

  const confirmFinish = () =>
    confirmAction({
      title: texts.confirmFinishTitle,
      message: texts.confirmFinish(ticket.vehicle.ppu),
      confirmLabel: texts.finish,
      onConfirm: () =>
        send('finish').then((outcome) => {
          if (outcome === 'queued') return showQueued();
          // Offered at once too, before the card's push moves it to the last lane.
          const finished = { ...ticket, status: ticketStatus.finished };
          showDialog({
            kind: 'success',
            title: texts.finishedTitle,
            next: canNotify && ticket.clientPhone !== null && (
              <NotifyCustomerButton ticket={finished} refreshes={boardCommandRefreshes} send={notifyByTap} size="sm" fullWidth />
            ),
          });
        }, reportFailure),
    });

  return (
    <Stack gap="xs" mt={4}>
      <SimpleGrid cols={2} spacing="xs">
        <ActionButton disabled={!allowed.start || busy} reason={reasons.start} onClick={() => changeState('start')}>
          {texts.start}
        </ActionButton>
        {/* Kept as the spec draws it (docs/specification.md#board), saying why it cannot be pressed; phones hide it. */}
        <Box visibleFrom="sm">
          <ActionButton variant="default" disabled hint={bayMessages.checklistSoon}>
            {texts.checklist}
          </ActionButton>
        </Box>
        <ActionButton color="orange" disabled={!allowed.pause || busy} reason={reasons.pause} onClick={() => setAskingWhy(true)}>
          {texts.pause}
        </ActionButton>
        <ActionButton color="teal" disabled={!allowed.finish || busy} reason={reasons.finish} onClick={confirmFinish}>
          {texts.finish}
        </ActionButton>
      </SimpleGrid>
      {/* The reason as a button too: where to add the RUT, or whom to ask for it. */}
      {reasons.start === 'needsIdentification' && <NeedsIdentificationButton role={role} />}
      {canNotify && <NotifyCustomerButton ticket={ticket} refreshes={boardCommandRefreshes} send={notifyByTap} fullWidth h={44} />}
      <PauseReasonPicker
        opened={askingWhy}
        plate={ticket.vehicle.ppu}
        busy={busy}
        onClose={() => setAskingWhy(false)}
        onPick={pauseBecause}
      />
    </Stack>
  );
}

interface ActionButtonProps extends Pick<ButtonProps, 'color' | 'variant'> {
  disabled: boolean;
  /** Why it is disabled, when the user could do something about it: shown on hover, focus and touch. */
  reason?: DisabledReason | undefined;
  /** Why it is disabled, in so many words, when no reason of the user's applies. */
  hint?: string;
  onClick?: () => void;
  children: ReactNode;
}

function ActionButton({ disabled, reason, hint: givenHint, onClick, children, ...style }: ActionButtonProps) {
  const hintId = useId();
  const hint = disabled && reason ? reasonTexts[reason] : disabled && givenHint ? givenHint : null;
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
    <TooltipOnDemand label={hint} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Box tabIndex={0} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        {button}
        <span id={hintId} hidden>
          {hint}
        </span>
      </Box>
    </TooltipOnDemand>
  );
}
