import { notifyCustomerMessages } from '@lavado/shared/messages/tickets';
import { chatLink } from '@lavado/shared/validation/contact';
import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import { washApi } from '@lavado/shared/wash/wash.contract';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { publicCodeLink } from './publicCodeLink';

const texts = notifyCustomerMessages;

/** Whether `role` may send notices: the roles of `wash/notifyCustomer` (the API refuses everyone else). */
export function canNotifyCustomers(role: string | undefined): boolean {
  return (washApi.notifyCustomer.access as readonly string[]).includes(role ?? '');
}

/** What "Avisar por WhatsApp" offers on a ticket: nothing without a phone, "Avisado" once the state was told, else the chat. */
export type CustomerNoticeOffer =
  | { kind: 'withdrawn' }
  | { kind: 'blocked' }
  | { kind: 'noPhone' }
  | { kind: 'notified'; at: string }
  | { kind: 'available'; phone: number; link: string; status: number };

/**
 * The chat's text: ready to collect once finished, otherwise where to follow the wash; both carry the
 * ticket's page, and are signed with the car wash's public name once it is known.
 */
export function customerNoticeText(ticket: Pick<Ticket, 'status' | 'vehicle'>, pageLink: string, businessName?: string): string {
  const text =
    ticket.status === ticketStatus.finished
      ? texts.readyText(ticket.vehicle.ppu, pageLink)
      : texts.followText(ticket.vehicle.ppu, pageLink);
  return businessName ? `${text}${texts.signature(businessName)}` : text;
}

export function customerNoticeOffer(ticket: Ticket, origin: string, businessName?: string): CustomerNoticeOffer {
  // The client's say comes first (docs/privacy.md): a withdrawn consent or a block is not a missing phone.
  if (ticket.clientNotices === 'blocked') return { kind: 'blocked' };
  if (ticket.clientNotices === 'withdrawn') return { kind: 'withdrawn' };
  if (ticket.clientPhone === null) return { kind: 'noPhone' };
  const notice = ticket.customerNotifications.findLast((candidate) => candidate.status === ticket.status);
  if (notice) return { kind: 'notified', at: notice.at };
  const text = customerNoticeText(ticket, publicCodeLink(origin, ticket.id), businessName);
  return { kind: 'available', phone: ticket.clientPhone, link: chatLink(ticket.clientPhone, text), status: ticket.status };
}
