import { appMessages, commonMessages, contactMessages, networkMessages } from '@lavado/shared/messages/common';
import { realtimeMessages } from '@lavado/shared/messages/layout';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/default-zone';
import { publicCodeMessages } from '@lavado/shared/messages/public-code';
import { mapLinkOf } from '@lavado/shared/organizations/contact-card';
import { chatLink } from '@lavado/shared/validation/contact';
import { formatMoney } from '@lavado/shared/money/money';
import { pauseReasonMessages } from '@lavado/shared/messages/tickets';
import { liveEstimate, type LiveEstimate } from '@lavado/shared/wash/live-estimate';
import { currentPauseReason, pauseReasonLabel } from '@lavado/shared/wash/pause-reason';
import type { PublicTicket } from '@lavado/shared/wash/public-ticket';
import { ticketStatus } from '@lavado/shared/wash/ticket.lifecycle';
import { assertNever } from '../lib/assertNever';
import { shortDate, shortTime } from '../lib/format/dates';
import { localClockTime, localDay } from '../lib/format/zonedClock';
import { stepMoment } from './clock';
import type { TicketLookup } from './publicTicketApi';
import { timelineSteps, type StepState, type TimelineStep } from './timeline';

const texts = publicCodeMessages;

export type LiveState = 'connecting' | 'live' | 'reconnecting';

export interface PageView {
  lookup: TicketLookup | { kind: 'loading' };
  live: LiveState;
  /** The instant the page is drawn for: the estimate and "Atrasado" are read against it. */
  now: Date;
  /** When the ticket shown was last read or pushed (ms): said beside the connection state. */
  updatedAt?: number;
}

const updateTime = new Intl.DateTimeFormat('es-CL', { timeZone: DEFAULT_TIME_ZONE, hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** Parts of the page that live across renders (what the customer is typing must survive a push). */
export interface PageSlots {
  feedback?: HTMLElement | null;
}

/** The original's hard-coded sample sheet (docs/specification.md#public-code-page): which sample state each sample service shows. */
const [done = '', withRemarks = ''] = texts.sampleStates;
const SAMPLE_SHEET = texts.sampleServices.map((service, index) => ({ service, state: index === 2 ? withRemarks : done }));

type Child = Node | string | null | false | undefined;

/** A DOM element with attributes and children: enough to build this small page without a framework. */
export function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children.filter((child): child is Node | string => child !== null && child !== false && child !== undefined));
  return element;
}

const liveLabels: Record<LiveState, string> = {
  connecting: realtimeMessages.connecting,
  live: realtimeMessages.live,
  reconnecting: realtimeMessages.reconnecting,
};

/** The car wash that has the car: its logo and name, a tap to call it and one to write to it on WhatsApp. */
function header(lookup: PageView['lookup']): HTMLElement {
  const ticket = lookup.kind === 'found' ? lookup.ticket : null;
  const business = ticket?.business ?? null;
  const call =
    business?.phone != null &&
    el(
      'a',
      { class: 'call', href: `tel:${contactMessages.phonePrefix}${business.phone}`, 'data-focus-key': 'call' },
      el('span', { class: 'call-icon', 'aria-hidden': 'true' }),
      el('span', {}, texts.call),
      el('span', { class: 'call-number' }, `${contactMessages.phonePrefix} ${business.phone}`),
    );
  const whatsapp =
    ticket &&
    business?.whatsapp != null &&
    el(
      'a',
      {
        class: 'call call--whatsapp',
        href: chatLink(business.whatsapp, texts.whatsappText(ticket.ppu)),
        target: '_blank',
        rel: 'noopener noreferrer',
        'data-focus-key': 'whatsapp',
      },
      el('span', { class: 'call-icon call-icon--chat', 'aria-hidden': 'true' }),
      el('span', {}, texts.whatsapp),
    );
  // The logo's size is known: the page keeps its place before it arrives. The name beside it says whose it is.
  const logo =
    business?.logo &&
    el('img', {
      class: 'brand-logo',
      src: business.logo.src,
      width: String(business.logo.width),
      height: String(business.logo.height),
      alt: '',
    });
  return el(
    'header',
    { class: 'brand' },
    el('div', { class: 'brand-identity' }, logo, el('p', { class: 'brand-name' }, business?.name || appMessages.brand)),
    (call || whatsapp) && el('div', { class: 'contact-actions' }, call, whatsapp),
  );
}

/** Where the car wash is and when it opens, when it says: the address with its map, and the hours as written. */
function contactSection({ business }: PublicTicket): HTMLElement | null {
  if (!business.address && !business.openingHours) return null;
  const fact = (label: string, ...value: (Node | string)[]) => el('div', { class: 'fact' }, el('dt', {}, label), el('dd', {}, ...value));
  return el(
    'section',
    { class: 'card', 'aria-labelledby': 'contact-title' },
    el('h2', { id: 'contact-title' }, texts.contactTitle),
    el(
      'dl',
      { class: 'facts contact' },
      business.address &&
        fact(
          texts.address,
          el('span', { class: 'address' }, business.address),
          el(
            'a',
            { class: 'map', href: mapLinkOf(business.address), target: '_blank', rel: 'noopener noreferrer', 'data-focus-key': 'map' },
            texts.map,
          ),
        ),
      business.openingHours && fact(texts.openingHours, el('span', { class: 'hours' }, business.openingHours)),
    ),
  );
}

function statusSection({ lookup, live, now, updatedAt }: PageView): HTMLElement {
  const found = lookup.kind === 'found';
  const heading = el(
    'div',
    { class: 'status-head' },
    el('h1', { id: 'status-title' }, found ? texts.liveTitle : texts.title),
    found &&
      el(
        'span',
        { class: `live live--${live}`, role: 'status' },
        updatedAt === undefined ? liveLabels[live] : `${liveLabels[live]} · ${realtimeMessages.lastUpdate(updateTime.format(updatedAt))}`,
      ),
  );
  return el('section', { class: 'card status', 'aria-labelledby': 'status-title' }, heading, statusBody(lookup, now));
}

function statusBody(lookup: PageView['lookup'], now: Date): HTMLElement {
  switch (lookup.kind) {
    case 'loading':
      return el('p', { class: 'muted' }, commonMessages.loading);
    case 'notFound':
      return el('p', { class: 'muted' }, texts.notFound);
    case 'invalid':
      return el('p', { class: 'muted' }, texts.invalidCode);
    case 'unavailable':
      return el('p', { class: 'muted' }, networkMessages.unavailable);
    case 'found':
      return ticketDetails(lookup.ticket, now);
    default:
      return assertNever(lookup);
  }
}

function ticketDetails(ticket: PublicTicket, now: Date): HTMLElement {
  const fact = (label: string, value: Node | string, name = '') =>
    el('div', { class: name ? `fact fact--${name}` : 'fact' }, el('dt', {}, label), el('dd', {}, value));
  const ready = ticket.status === ticketStatus.finished;
  const reason = currentPauseReason(ticket);
  const state = reason ? pauseReasonMessages.pausedWith(ticket.statusLabel, pauseReasonLabel(reason)) : ticket.statusLabel;
  const car = [ticket.vehicle.brand, ticket.vehicle.model, ticket.vehicle.color]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
  const { charge } = ticket;
  return el(
    'div',
    {},
    // Ready is said first and big, in white on dark green: read at arm's length in the sun.
    ready && el('p', { class: 'ready-banner' }, el('span', { class: 'ready-check', 'aria-hidden': 'true' }), texts.readyBanner),
    el('p', { class: 'plate' }, el('span', { class: 'visually-hidden' }, `${texts.plate} `), ticket.ppu),
    car && el('p', { class: 'vehicle' }, el('span', { class: 'visually-hidden' }, `${texts.vehicle}: `), car),
    estimateBlock(liveEstimate(ticket, ticket.estimateBasis, now), ticket, now),
    el(
      'dl',
      { class: 'facts' },
      fact(texts.state, el('span', { class: `state state--${ticket.status}` }, state)),
      fact(texts.service, ticket.serviceName),
      charge && fact(texts.price, formatMoney(charge.price, charge.currency)),
      charge &&
        fact(
          texts.toPay,
          charge.toPay > 0 ? formatMoney(charge.toPay, charge.currency) : el('span', { class: 'paid' }, texts.paid),
          'to-pay',
        ),
      fact(texts.expectedDelivery, `${shortDate(ticket.endDate)} ${shortTime(ticket.endTime)}`),
    ),
    ready && el('p', { class: 'ready' }, texts.ready),
    ticket.packWashesLeft !== null && el('p', { class: 'pack-left' }, texts.packWashesLeft(ticket.packWashesLeft)),
    timeline(ticket, now),
  );
}

/**
 * When the car should be ready, revised from where it stands and the car wash's own history
 * (live-estimate.ts), with "Atrasado" once it slips; once ready, since when.
 */
function estimateBlock(estimate: LiveEstimate, ticket: PublicTicket, now: Date): HTMLElement | null {
  const moment = (at: Date) => el('time', { datetime: at.toISOString() }, stepMoment(at.toISOString(), now));
  switch (estimate.kind) {
    case 'none':
      return null;
    case 'ready':
      return el(
        'p',
        { class: 'estimate estimate--ready' },
        el('span', { class: 'estimate-label' }, texts.readyAt),
        moment(estimate.readyAt),
      );
    case 'estimate': {
      const { queueAhead } = ticket.estimateBasis;
      return el(
        'div',
        { class: estimate.late ? 'estimate estimate--late' : 'estimate' },
        el(
          'p',
          { class: 'estimate-main' },
          el('span', { class: 'estimate-label' }, texts.estimate),
          moment(estimate.readyAt),
          estimate.late && el('span', { class: 'late' }, texts.late),
        ),
        el(
          'p',
          { class: 'estimate-note' },
          estimate.fromHistory ? texts.estimateFromHistory : texts.estimateFromDefaults,
          ticket.status === ticketStatus.pending && queueAhead > 0 ? ` ${texts.queueAhead(queueAhead)}` : '',
        ),
      );
    }
    default:
      return assertNever(estimate);
  }
}

const stepStateTexts: Record<StepState, string> = { done: texts.stepDone, current: texts.stepCurrent, next: texts.stepNext };

/** Recibido → En lavado → (Pausado → En lavado) → Listo para retirar, each reached step with its time. */
function timeline(ticket: PublicTicket, now: Date): HTMLElement {
  const step = ({ status, label, at, state, resumed, reason }: TimelineStep) =>
    el(
      'li',
      { class: `step step--${state} step--status-${status}`, ...(state === 'current' ? { 'aria-current': 'step' } : {}) },
      el('span', { class: 'step-dot', 'aria-hidden': 'true' }),
      el(
        'span',
        { class: 'step-text' },
        el('span', { class: 'step-label' }, label),
        resumed && el('span', { class: 'step-note' }, texts.resumed),
        reason && el('span', { class: 'step-note' }, pauseReasonLabel(reason)),
        el('span', { class: 'visually-hidden' }, `, ${stepStateTexts[state]}`),
      ),
      at && el('time', { class: 'step-time', datetime: at }, stepMoment(at, now)),
    );
  return el('ol', { class: 'timeline', 'aria-label': texts.timelineLabel }, ...timelineSteps(ticket).map(step));
}

function observationsSection(ticket: PublicTicket): HTMLElement {
  const text = ticket.observations.trim();
  return el(
    'section',
    { class: 'card', 'aria-labelledby': 'observations-title' },
    el('h2', { id: 'observations-title' }, texts.observations),
    text ? el('p', { class: 'observations' }, text) : el('p', { class: 'muted' }, texts.noObservations),
  );
}

/** The photos taken at intake and the customer's signature under what they record, while they are kept. */
function checkInSection(ticket: PublicTicket): HTMLElement | null {
  const { checkIn } = ticket;
  if (!checkIn) return null;
  const when = (iso: string) => {
    const moment = new Date(iso);
    return `${shortDate(localDay(moment))} ${shortTime(localClockTime(moment))}`;
  };
  const photo = ({ position, note, src }: (typeof checkIn.photos)[number]) =>
    el(
      'li',
      { class: 'check-in-photo' },
      el(
        'a',
        { href: src, target: '_blank', rel: 'noopener' },
        el('img', {
          src,
          alt: note ? `${texts.checkIn.positions[position]}: ${note}` : texts.checkIn.positions[position],
          loading: 'lazy',
          decoding: 'async',
          width: '160',
          height: '120',
        }),
      ),
      el('span', { class: 'check-in-label' }, texts.checkIn.positions[position]),
      note && el('span', { class: 'check-in-note' }, note),
    );
  return el(
    'section',
    { class: 'card', 'aria-labelledby': 'check-in-title' },
    el('h2', { id: 'check-in-title' }, texts.checkIn.title),
    el('ul', { class: 'check-in-photos' }, ...checkIn.photos.map(photo)),
    el('p', { class: 'check-in-line' }, checkIn.signatureLine),
    checkIn.signatureSrc &&
      el('img', {
        class: 'check-in-signature',
        src: checkIn.signatureSrc,
        alt: texts.checkIn.signatureAlt,
        loading: 'lazy',
        width: '300',
        height: '100',
      }),
    el(
      'p',
      { class: 'muted' },
      `${texts.checkIn.signedAt(when(checkIn.signedAt))} ${checkIn.deleteAfter ? texts.checkIn.kept(when(checkIn.deleteAfter)) : texts.checkIn.heldByClaim}`,
    ),
  );
}

/** The original's sample sheet (docs/specification.md#public-code-page), only for a code that names no ticket: it never contradicts a real one. */
function sampleSheet(): HTMLElement {
  const rows = SAMPLE_SHEET.map(({ service, state }) =>
    el(
      'tr',
      {},
      el('td', {}, service),
      el('td', {}, el('span', { class: state === done ? 'sample sample--done' : 'sample sample--remarks' }, state)),
    ),
  );
  const observations = el('textarea', { id: 'observations', readonly: '', rows: '3' }, texts.sampleObservations);
  return el(
    'section',
    { class: 'card sheet', 'aria-labelledby': 'sheet-title' },
    el('p', { class: 'alert', role: 'note' }, texts.demoNotice),
    el('h2', { id: 'sheet-title' }, texts.sampleTitle),
    el(
      'table',
      {},
      el(
        'thead',
        {},
        el('tr', {}, el('th', { scope: 'col' }, texts.sampleColumns.service), el('th', { scope: 'col' }, texts.sampleColumns.state)),
      ),
      el('tbody', {}, ...rows),
    ),
    el('label', { for: 'observations' }, texts.observations),
    observations,
  );
}

/**
 * The whole page for `view`: the car wash, the real ticket's live status, the questions after the
 * wash, its observations and where to find the car wash; or the demo sheet for a code that is no ticket.
 */
export function renderPage(view: PageView, slots: PageSlots = {}): HTMLElement {
  const { lookup } = view;
  return el(
    'div',
    { class: 'page' },
    header(lookup),
    statusSection(view),
    lookup.kind === 'found' && slots.feedback,
    lookup.kind === 'found' && observationsSection(lookup.ticket),
    lookup.kind === 'found' && checkInSection(lookup.ticket),
    lookup.kind === 'found' && contactSection(lookup.ticket),
    lookup.kind === 'notFound' && sampleSheet(),
  );
}
