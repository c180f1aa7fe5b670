import { uiMessages } from '@lavado/shared/messages/ui';
import { assertNever } from '../lib/assertNever';
import { shortDate, shortTime } from '../lib/format/dates';
import type { TicketLookup } from './publicTicketApi';

const texts = uiMessages.publicCode;

export type LiveState = 'connecting' | 'live' | 'reconnecting';

export interface PageView {
  lookup: TicketLookup | { kind: 'loading' };
  live: LiveState;
}

/** The original's hard-coded sample sheet (docs/specification.md#public-code-page): which sample state each sample service shows. */
const [done = '', withRemarks = ''] = texts.sampleStates;
const SAMPLE_SHEET = texts.sampleServices.map((service, index) => ({ service, state: index === 2 ? withRemarks : done }));

type Child = Node | string | null | false;

/** A DOM element with attributes and children: enough to build this small page without a framework. */
function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children.filter((child): child is Node | string => child !== null && child !== false));
  return element;
}

const liveLabels: Record<LiveState, string> = {
  connecting: uiMessages.realtime.connecting,
  live: uiMessages.realtime.live,
  reconnecting: uiMessages.realtime.reconnecting,
};

function statusSection({ lookup, live }: PageView): HTMLElement {
  const heading = el(
    'div',
    { class: 'status-head' },
    el('h1', { id: 'status-title' }, texts.liveTitle),
    lookup.kind === 'found' && el('span', { class: `live live--${live}`, role: 'status' }, liveLabels[live]),
  );
  return el('section', { class: 'card status', 'aria-labelledby': 'status-title' }, heading, statusBody(lookup));
}

function statusBody(lookup: PageView['lookup']): HTMLElement {
  switch (lookup.kind) {
    case 'loading':
      return el('p', { class: 'muted' }, uiMessages.common.loading);
    case 'notFound':
      return el('p', { class: 'muted' }, texts.notFound);
    case 'unavailable':
      return el('p', { class: 'muted' }, uiMessages.network.unavailable);
    case 'found': {
      const { ticket } = lookup;
      const fact = (label: string, value: Node | string) => el('div', { class: 'fact' }, el('dt', {}, label), el('dd', {}, value));
      return el(
        'div',
        {},
        el('p', { class: 'plate', 'aria-label': texts.plate }, ticket.ppu),
        el(
          'dl',
          { class: 'facts' },
          fact(texts.service, ticket.serviceName),
          fact(texts.state, el('span', { class: `state state--${ticket.status}` }, ticket.statusLabel)),
          fact(texts.delivery, `${shortDate(ticket.endDate)} ${shortTime(ticket.endTime)}`),
        ),
      );
    }
    default:
      return assertNever(lookup);
  }
}

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

/** The whole page for `view`: the real ticket's live status, then the original's demo sheet. */
export function renderPage(view: PageView): HTMLElement {
  return el('div', { class: 'page' }, el('header', { class: 'brand' }, uiMessages.brand), statusSection(view), sampleSheet());
}
