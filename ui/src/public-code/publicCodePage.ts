import { appMessages } from '@lavado/shared/messages/common';
import { publicCodeMessages } from '@lavado/shared/messages/public-code';
import type { LivePublicTicket } from '@lavado/shared/wash/public-ticket';
import { createFeedbackSection } from './feedbackForm';
import { followTicket, openPublicSocket } from './liveTicket';
import { lookUpPublicTicket, ticketIdFromPath } from './publicTicketApi';
import { el, renderPage, type PageView } from './render';

const texts = publicCodeMessages;

/**
 * The customer's page at `/code/{id}`: reads the ticket, then follows it live; after a lost
 * connection it reads the ticket again, since changes made meanwhile are not replayed. A change of
 * state is announced to screen readers through a live region that stays in place across renders.
 */
export function startPublicCodePage(root: HTMLElement, pathname: string, openSocket = openPublicSocket): void {
  const ticketId = ticketIdFromPath(pathname);
  const feedbackSection = createFeedbackSection(ticketId);
  const content = el('div');
  const announcer = el('p', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' });
  root.replaceChildren(content, announcer);

  let view: PageView = { lookup: { kind: 'loading' }, live: 'connecting', now: new Date() };
  const show = (next: Partial<PageView>) => {
    const before = view.lookup;
    view = { ...view, now: new Date(), ...next };
    const after = view.lookup;
    if (before.kind === 'found' && after.kind === 'found' && before.ticket.status !== after.ticket.status) {
      announcer.textContent = texts.announcement(after.ticket.statusLabel);
    }
    document.title = after.kind === 'found' ? `${after.ticket.ppu}: ${after.ticket.statusLabel} · ${appMessages.brand}` : pageTitle;
    if (after.kind === 'found') feedbackSection.follow(after.ticket);
    renderKeepingFocus(content, view, feedbackSection.element);
  };
  const lookUp = async () => show({ lookup: await lookUpPublicTicket(ticketId), updatedAt: Date.now() });
  const onTicket = (ticket: LivePublicTicket) => {
    // A push carries the ticket's own fields; the car wash, whether the customer answered, the money,
    // the check-in and what the estimate reads (history, queue) come from the last read: the queue matters only
    // until the wash starts, and a reconnection reads everything again.
    const { lookup } = view;
    if (lookup.kind !== 'found') return void lookUp();
    const { business, feedbackGiven, charge, estimateBasis, packWashesLeft, checkIn } = lookup.ticket;
    show({
      lookup: { kind: 'found', ticket: { ...ticket, business, feedbackGiven, charge, estimateBasis, packWashesLeft, checkIn } },
      updatedAt: Date.now(),
    });
  };
  const onConnected = () => {
    // The first connection follows a fresh read; any later one may have missed changes.
    if (view.live !== 'connecting' || view.lookup.kind !== 'found') void lookUp();
    show({ live: 'live' });
  };

  show({});
  // The estimate and "Atrasado" move with the clock; the page stops once it is gone.
  const tick = setInterval(() => (root.isConnected ? show({}) : clearInterval(tick)), ESTIMATE_REFRESH_MS);
  void lookUp().then(() => {
    if (view.lookup.kind === 'notFound' || view.lookup.kind === 'invalid') return;
    followTicket(ticketId, { onTicket, onLive: (live) => (live ? onConnected() : show({ live: 'reconnecting' })) }, openSocket);
  });
}

/** How often the page is drawn again for the estimate's sake: it is said to the minute. */
const ESTIMATE_REFRESH_MS = 30_000;

const pageTitle = `${texts.title} · ${appMessages.brand}`;

/** Draws `view` anew, with the sections that outlive renders; whatever had the focus (the phone link) has it again afterwards. */
function renderKeepingFocus(container: HTMLElement, view: PageView, feedback: HTMLElement): void {
  const focused = container.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.focusKey : undefined;
  container.replaceChildren(renderPage(view, { feedback }));
  if (focused) container.querySelector<HTMLElement>(`[data-focus-key="${focused}"]`)?.focus();
}
