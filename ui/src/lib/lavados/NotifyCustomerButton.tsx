import { Button, type ButtonProps } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';
import { notifyCustomerMessages } from '@lavado/shared/messages/tickets';
import { formatInZone } from '@lavado/shared/time/zone';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { IconBrandWhatsapp, IconChecks } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { create } from 'zustand';
import { reportApiFailure } from '../api/reportApiFailure';
import { assertNever } from '../assertNever';
import { TooltipOnDemand } from '../components/TooltipOnDemand';
import type { Invalidations } from '../query/useCommand';
import { useBusinessName } from '../organization/contactCard';
import { customerNoticeOffer } from './customerNotice';
import { useNotifyCustomer } from './notifyCustomerApi';

const texts = notifyCustomerMessages;

/** Mantine's way to keep a tooltip on a button that cannot be pressed: `data-disabled` (a disabled button gets no pointer events). */
const inert = { 'data-disabled': true, 'aria-disabled': true, onClick: (event: MouseEvent) => event.preventDefault() } as const;
/**
 * Told just now, per ticket: "Avisado" at once, even where no push will update this ticket (the dialog
 * after Finalizar), and kept when the button is drawn again (the dialog redrawn as the card moves lanes).
 */
const useToldNow = create<Record<string, { status: number; at: string }>>()(() => ({}));

/** Why there is no chat to open. */
const unavailableReason = { noPhone: texts.noPhone, withdrawn: texts.consentWithdrawn, blocked: texts.clientBlocked } as const;

/** Tooltips that also open on a tap, for phones. */
const tapToo = { hover: true, focus: true, touch: true } as const;

interface NotifyCustomerButtonProps extends Pick<ButtonProps, 'size' | 'fullWidth' | 'h'> {
  ticket: Ticket;
  /** What to read again once the notice is recorded (the board, the record). */
  refreshes: Invalidations;
  /** How the notice is recorded, when the screen keeps it itself (the board's outbox, which sends it once the connection returns). */
  send?: (ticket: Ticket) => Promise<unknown>;
}

/**
 * "Avisar por WhatsApp": one tap opens a chat to the ticket's client with its page link and a text
 * for its state, and records the notice (once per state: then the button says "Avisado"). Without a
 * client with a phone there is nothing to open; the tooltip says why.
 */
export function NotifyCustomerButton({ ticket, refreshes, send, size = 'xs', fullWidth, h }: NotifyCustomerButtonProps) {
  const notify = useNotifyCustomer(refreshes);
  const businessName = useBusinessName();
  const toldNow = useToldNow((told) => told[ticket.id]);
  const setToldNow = (told: { status: number; at: string }) => useToldNow.setState({ [ticket.id]: told });
  const offer =
    toldNow?.status === ticket.status
      ? ({ kind: 'notified', at: toldNow.at } as const)
      : customerNoticeOffer(ticket, window.location.origin, businessName);
  const common = { size, fullWidth, h, color: 'green', leftSection: <IconBrandWhatsapp size={16} /> } as const;

  switch (offer.kind) {
    case 'withdrawn':
    case 'blocked':
    case 'noPhone':
      return (
        <TooltipOnDemand label={unavailableReason[offer.kind]} events={tapToo} multiline w={220}>
          <Button {...common} variant="default" {...inert}>
            {texts.notify}
          </Button>
        </TooltipOnDemand>
      );
    case 'notified':
      return (
        <TooltipOnDemand label={texts.notifiedAt(formatInZone(offer.at, 'H:mm'))} events={tapToo} multiline w={220}>
          <Button {...common} variant="light" leftSection={<IconChecks size={16} />} {...inert}>
            {texts.notified}
          </Button>
        </TooltipOnDemand>
      );
    case 'available':
      // The link opens the chat by itself (no pop-up to block); the notice is recorded alongside.
      return (
        <Button
          {...common}
          component="a"
          href={offer.link}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            const at = new Date().toISOString();
            (send ? send(ticket) : notify.mutateAsync({ id: ticket.id })).then(
              () => setToldNow({ status: offer.status, at }),
              (error: unknown) => reportApiFailure(error, commonMessages.errorTitle),
            );
          }}
        >
          {texts.notify}
        </Button>
      );
    default:
      return assertNever(offer);
  }
}
