import { uiMessages } from '@lavado/shared/messages/ui';
import { followTicket, openPublicSocket } from './liveTicket';
import { lookUpPublicTicket, ticketIdFromPath } from './publicTicketApi';
import { renderPage, type PageView } from './render';

/**
 * The customer's page at `/code/{id}`: reads the ticket, then follows it live; after a lost
 * connection it reads the ticket again, since changes made meanwhile are not replayed.
 */
export function startPublicCodePage(root: HTMLElement, pathname: string, openSocket = openPublicSocket): void {
  const ticketId = ticketIdFromPath(pathname);
  document.title = `${uiMessages.publicCode.title} · ${uiMessages.brand}`;
  let view: PageView = { lookup: { kind: 'loading' }, live: 'connecting' };
  const show = (next: Partial<PageView>) => {
    view = { ...view, ...next };
    root.replaceChildren(renderPage(view));
  };
  const lookUp = async () => show({ lookup: await lookUpPublicTicket(ticketId) });

  const onConnected = () => {
    // The first connection follows a fresh read; any later one may have missed changes.
    if (view.live !== 'connecting' || view.lookup.kind !== 'found') void lookUp();
    show({ live: 'live' });
  };

  show({});
  void lookUp().then(() => {
    if (view.lookup.kind === 'notFound') return;
    followTicket(
      ticketId,
      {
        onTicket: (ticket) => show({ lookup: { kind: 'found', ticket } }),
        onLive: (live) => (live ? onConnected() : show({ live: 'reconnecting' })),
      },
      openSocket,
    );
  });
}
