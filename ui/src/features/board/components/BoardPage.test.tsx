import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore, get, set } from 'idb-keyval';
import { BOARD_LANE_LIMIT, wallScreenBoardOf, type LaneTotals } from '@lavado/shared/wash/board';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { readTokenUser } from '../../../lib/session/token';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { boardAnswer, ticketCard } from '../testing/ticketCard';
import { resetOutboxMemory, type OutboxTap } from '../api/boardOutbox';
import { WALL_CARD_GAP_UNITS, WALL_CARD_UNITS } from './WallCard';
import { WALL_PAGE_MS } from './wallPaging';
import { stateThresholds } from '@lavado/shared/wash/state-thresholds';
import { useRealtimeStore } from '../../../lib/realtime/connectionStore';

/** Every drawing of a card, counted: what else the screen follows must not redraw them all. */
const cardDrawings = vi.hoisted(() => ({ count: 0 }));
vi.mock('./BoardCard', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./BoardCard')>();
  return {
    ...actual,
    BoardCard: (props: Parameters<typeof actual.BoardCard>[0]) => {
      cardDrawings.count += 1;
      return actual.BoardCard(props);
    },
  };
});

// 11:00 in Santiago on Monday June 2nd, 2025; only the date is fake, timers run for real.
const NOW = new Date('2025-06-02T15:00:00Z');
const TODAY = '2025-06-02';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The organization's own thresholds: Full cars pending 5 min turn amber, 15 min red. */
const thresholds = stateThresholds([]).map((row) =>
  row.serviceType === 'FL' && row.status === 1 ? { ...row, amberSeconds: 300, redSeconds: 900, samples: 12, fromHistory: true } : row,
);
const thresholdHandlers: Record<string, FakeHandler> = {
  'wash/getStateThresholds': () => ok(thresholds),
  // The AD's "Pantalla" section under the lanes.
  'wallScreen/listLinks': () => ok([]),
};

function boardApi(tickets: Ticket[], handlers: Record<string, FakeHandler> = {}, more: Partial<LaneTotals> = {}) {
  return fakeApi({
    ...layoutHandlers,
    ...thresholdHandlers,
    'wash/getWashTicketByOrganizationId': () => ok(boardAnswer(tickets, more)),
    'wallScreen/getBoard': () => ok(wallScreenBoardOf(boardAnswer(tickets, more))),
    ...handlers,
  });
}

function signedInUserId(): string {
  const token = useSessionStore.getState().session?.token;
  const user = token ? readTokenUser(token) : null;
  if (!user) throw new Error('no signed-in user');
  return user.id;
}

/** The card of a plate on the page. */
const card = (plate: string) => screen.getByRole('article', { name: plate });
const findCard = (plate: string) => screen.findByRole('article', { name: plate });
/** The profile of a user created without a RUT (the board's 'Necesita identificación' leads there). */
const profileWithoutRut: UserProfile = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  employeeNumber: null,
  firstName: 'Ana',
  secondName: 'Rojas',
  identification: null,
  email: 'ana@losandes.cl',
  phone: 912345678,
  role: 'AD',
  gender: 'F',
  organizationId: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  organizationName: 'Lavado Los Andes',
  enable: 1,
  createdAt: '2025-03-09T02:30:00.000Z',
};

const button = (plate: string, name: string) => within(card(plate)).getByRole('button', { name });
const lane = (name: string) => screen.getByRole('region', { name });
const plates = () => screen.queryAllByRole('article').map((article) => article.getAttribute('aria-label'));

/** As many cards of one state as a lane holds, due 08:00, 08:01, …: plates PE0001, PE0002, … */
function fullLane(prefix: string, status: number): Ticket[] {
  return Array.from({ length: BOARD_LANE_LIMIT }, (_, index) =>
    ticketCard({
      vehicle: { ...ticketCard().vehicle, ppu: `${prefix}${String(index + 1).padStart(4, '0')}` },
      status,
      endTime: `08:${String(index).padStart(2, '0')}`,
    }),
  );
}

let position = 0;
function pushTicket(ticket: Ticket, change = 'TicketChanged') {
  position += 1;
  act(() => fakeRealtime.current().push({ position: String(position), topic: 'ticket.changed', payload: { change, ticket } }));
}

function pushClientChanged(id: string) {
  position += 1;
  act(() => fakeRealtime.current().push({ position: String(position), topic: 'client.changed', payload: { id } }));
}

async function openBoard(role: 'EM' | 'AD' = 'EM', path = '/home/board') {
  signInAs(role);
  const app = renderApp(path);
  await waitFor(() => expect(() => fakeRealtime.current()).not.toThrow());
  act(() => fakeRealtime.current().acceptHandshake());
  return app;
}

describe('board', () => {
  it('draws its cards again only when the board changes: the socket dropping and coming back redraws none', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'KEEP01' } })]);
    await openBoard();
    await findCard('KEEP01');
    await waitFor(() => expect(screen.queryByTestId('board-not-live')).toBeNull());
    const drawn = cardDrawings.count;

    act(() => useRealtimeStore.setState({ status: 'reconnecting' }));
    expect(await screen.findByTestId('board-not-live')).toBeInTheDocument();
    act(() => useRealtimeStore.setState({ status: 'live' }));
    await waitFor(() => expect(screen.queryByTestId('board-not-live')).toBeNull());
    expect(cardDrawings.count).toBe(drawn);
  });

  it("shows today's date and one card per ticket: plate, service, state, entry, delivery, overdue marked", async () => {
    boardApi([
      ticketCard({
        vehicle: { ...ticketCard().vehicle, ppu: 'LATE01' },
        endDate: TODAY,
        endTime: '10:30',
        arrivalDate: '2025-06-02 08:05',
      }),
      ticketCard({
        vehicle: { ...ticketCard().vehicle, ppu: 'SOON02' },
        endDate: TODAY,
        endTime: '17:45',
        serviceType: 'EM',
        status: 2,
        responsibleName: 'Ana Soto',
      }),
    ]);
    await openBoard();

    expect(await screen.findByText('Lunes, 2 de junio de 2025')).toBeInTheDocument();
    const late = await findCard('LATE01');
    expect(within(late).getByText('Full')).toBeInTheDocument();
    expect(within(late).getByText('Pendiente')).toBeInTheDocument();
    expect(within(late).getByText('2/6/25 8:05')).toBeInTheDocument();
    expect(within(late).getByText('2/6/25 10:30')).toBeInTheDocument();
    expect(within(late).getByText('Atrasado')).toBeInTheDocument();
    const soon = card('SOON02');
    expect(within(soon).getByText('E. Minero')).toBeInTheDocument();
    expect(within(soon).getByText('En Curso')).toBeInTheDocument();
    expect(within(soon).getByText('Responsable: Ana Soto')).toBeInTheDocument();
    expect(within(soon).queryByText('Atrasado')).not.toBeInTheDocument();
    expect(button('SOON02', 'CheckList')).toBeDisabled();
  });

  it("says 'No existen registros por hoy' when there is nothing to do", async () => {
    boardApi([]);
    await openBoard();
    expect(await screen.findByText('No existen registros por hoy')).toBeInTheDocument();
  });

  it('applies pushed cards in place, in delivery order, without asking the server again', async () => {
    const first = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'FIRS01' }, endTime: '12:00' });
    const api = boardApi([first]);
    await openBoard();
    await findCard('FIRS01');

    const earlier = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'EARL02' }, endTime: '11:30' });
    pushTicket(earlier, 'TicketCreated');
    await waitFor(() => expect(plates()).toEqual(['EARL02', 'FIRS01']));

    pushTicket({ ...first, status: 2, idResponsible: crypto.randomUUID(), responsibleName: 'Ana Soto' }, 'TicketStarted');
    await waitFor(() => expect(within(card('FIRS01')).getByText('En Curso')).toBeInTheDocument());

    // Finished today: it moves to the last lane and stays for the day, with Cobrar as its only button.
    pushTicket({ ...earlier, status: 4, finishedAt: NOW.toISOString(), statusSince: NOW.toISOString() }, 'TicketFinished');
    await waitFor(() => expect(plates()).toEqual(['FIRS01', 'EARL02']));
    expect(within(lane('Listo / Finalizado hoy')).getByRole('article', { name: 'EARL02' })).toBeInTheDocument();
    expect(within(card('EARL02')).queryByRole('button', { name: /Iniciar|CheckList|Pausar|Finalizar/ })).not.toBeInTheDocument();
    // A card finished on another day leaves.
    pushTicket({ ...earlier, status: 4, finishedAt: '2025-06-01T15:00:00.000Z' }, 'TicketFinished');
    await waitFor(() => expect(plates()).toEqual(['FIRS01']));

    // Due tomorrow: it stays off today's board (checked once a later push has been applied).
    pushTicket(ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'TOMO03' }, endDate: '2025-06-03' }), 'TicketCreated');
    pushTicket({ ...first, status: 3 }, 'TicketPaused');
    await waitFor(() => expect(within(card('FIRS01')).getByText('Pausado')).toBeInTheDocument());
    expect(plates()).toEqual(['FIRS01']);

    expect(api.callsTo('wash/getWashTicketByOrganizationId')).toHaveLength(1);
  });

  it('puts each card in the lane of its state, with the count of each lane', async () => {
    boardApi([
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } }),
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'CURS02' }, status: 2 }),
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'CURS03' }, status: 2 }),
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PAUS04' }, status: 3 }),
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'LIST05' }, status: 4, finishedAt: '2025-06-02T14:20:00.000Z' }),
    ]);
    await openBoard();
    await findCard('PEND01');
    const inLane = (name: string) =>
      within(lane(name))
        .queryAllByRole('article')
        .map((article) => article.getAttribute('aria-label'));
    expect(inLane('Pendiente')).toEqual(['PEND01']);
    expect(inLane('En Curso')).toEqual(['CURS02', 'CURS03']);
    expect(inLane('Pausado')).toEqual(['PAUS04']);
    expect(inLane('Listo / Finalizado hoy')).toEqual(['LIST05']);
    expect(within(lane('En Curso')).getByText('2')).toBeInTheDocument();
    expect(within(card('LIST05')).getByText('Finalizado a las 10:20')).toBeInTheDocument();
    expect(within(card('LIST05')).queryByText('Atrasado')).not.toBeInTheDocument();
  });

  it("times each card in its state against the organization's thresholds, and counts down to delivery", async () => {
    const since = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
    boardApi([
      // Full and pending: the organization's own thresholds (amber at 5 min, red at 15).
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'CALM01' }, statusSince: since(3), endTime: '12:30' }),
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'SLOW02' }, statusSince: since(7), endTime: '12:30' }),
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'LATE03' }, statusSince: since(70), endTime: '10:45' }),
      // Basico has too little history: the defaults (pending amber at 20 min).
      ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'BASI04' }, serviceType: 'BA', statusSince: since(7), endTime: '12:30' }),
    ]);
    await openBoard();
    await findCard('CALM01');
    const timer = (plate: string) => within(card(plate)).getByLabelText(/en este estado/);
    expect(timer('CALM01')).toHaveTextContent('3 min');
    expect(timer('CALM01')).toHaveAttribute('data-tone', 'normal');
    expect(timer('SLOW02')).toHaveAttribute('data-tone', 'amber');
    expect(timer('SLOW02')).toHaveAccessibleName('7 min en este estado (Demorado)');
    expect(timer('LATE03')).toHaveTextContent('1 h 10 min');
    expect(timer('LATE03')).toHaveAttribute('data-tone', 'red');
    expect(timer('BASI04')).toHaveAttribute('data-tone', 'normal');

    expect(within(card('CALM01')).getByText('Entrega en 1 h 30 min')).toBeInTheDocument();
    expect(within(card('LATE03')).getByText('Atrasado')).toBeInTheDocument();
    expect(within(card('LATE03')).getByText('15 min de atraso')).toBeInTheDocument();
    expect(card('LATE03')).toHaveAttribute('data-overdue', 'true');
  });

  it('says under a lane how many more cards it has than the board holds, and counts them in its badge', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } })], {}, { pending: 12 });
    await openBoard();
    await findCard('PEND01');
    expect(within(lane('Pendiente')).getByTestId('lane-more')).toHaveTextContent('Y 12 servicios más');
    expect(within(lane('Pendiente')).getByText('13')).toBeInTheDocument();
    for (const other of ['En Curso', 'Pausado', 'Listo / Finalizado hoy'])
      expect(within(lane(other)).queryByTestId('lane-more')).not.toBeInTheDocument();
  });

  it('refetches the board when the gateway asks for a resync', async () => {
    const api = boardApi([]);
    await openBoard();
    await screen.findByText('No existen registros por hoy');
    act(() => fakeRealtime.current().resync({ reason: 'too_far_behind', position: '42' }));
    await waitFor(() => expect(api.callsTo('wash/getWashTicketByOrganizationId')).toHaveLength(2));
  });
});

describe('board buttons', () => {
  it('enables Iniciar on a pending card and Pausar and Finalizar only on the card the user is doing', async () => {
    const mine = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'MINE01' }, status: 2 });
    const theirs = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'THEI02' }, status: 2, idResponsible: crypto.randomUUID() });
    const pending = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND03' } });
    const handlers = {
      ...layoutHandlers,
      ...thresholdHandlers,
      'wash/getWashTicketByOrganizationId': () => ok(boardAnswer([{ ...mine, idResponsible: signedInUserId() }, theirs, pending])),
    };
    fakeApi(handlers);
    await openBoard();
    await findCard('MINE01');

    expect(button('MINE01', 'Iniciar')).toBeDisabled();
    expect(button('MINE01', 'Pausar')).toBeEnabled();
    expect(button('MINE01', 'Finalizar')).toBeEnabled();
    expect(button('THEI02', 'Iniciar')).toBeDisabled();
    expect(button('THEI02', 'Pausar')).toBeDisabled();
    expect(button('THEI02', 'Finalizar')).toBeDisabled();
    expect(button('PEND03', 'Iniciar')).toBeEnabled();
    expect(button('PEND03', 'Pausar')).toBeDisabled();
  });

  it('keeps Iniciar disabled for a user without identification', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } })]);
    signInAs('EM');
    const session = useSessionStore.getState().session;
    if (!session) throw new Error('not signed in');
    useSessionStore.getState().signIn({ ...session, token: withoutIdentification(session.token) });
    renderApp('/home/board');
    await findCard('PEND01');
    expect(button('PEND01', 'Iniciar')).toBeDisabled();
  });

  it('says why a button is disabled: Iniciar needs an identification, Pausar and Finalizar belong to the responsible', async () => {
    const theirs = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'THEI02' }, status: 2, idResponsible: crypto.randomUUID() });
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } }), theirs]);
    signInAs('AD');
    const session = useSessionStore.getState().session;
    if (!session) throw new Error('not signed in');
    useSessionStore.getState().signIn({ ...session, token: withoutIdentification(session.token) });
    const { user } = renderApp('/home/board');
    await findCard('PEND01');

    expect(button('PEND01', 'Iniciar')).toHaveAccessibleDescription('Necesita identificación');
    expect(button('THEI02', 'Pausar')).toHaveAccessibleDescription('Solo el responsable');
    expect(button('THEI02', 'Finalizar')).toHaveAccessibleDescription('Solo el responsable');
    // Disabled by the state alone: nothing the user could do, so no hint.
    expect(button('PEND01', 'Pausar')).not.toHaveAccessibleDescription();
    await user.hover(button('PEND01', 'Iniciar').parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Necesita identificación');
  });

  it("makes 'Necesita identificación' a button that tells a washer whom to ask, naming the organization's administrators", async () => {
    const api = boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } })], {
      'employee/getAdministrators': () => ok([{ name: 'Carmen Rojas' }, { name: 'Luis Soto' }]),
      'user/getUserById': () => ok({ ...profileWithoutRut, role: 'EM' }),
    });
    signInAs('EM');
    const session = useSessionStore.getState().session;
    if (!session) throw new Error('not signed in');
    useSessionStore.getState().signIn({ ...session, token: withoutIdentification(session.token) });
    const { user, router } = renderApp('/home/board');
    await findCard('PEND01');
    expect(api.callsTo('employee/getAdministrators')).toEqual([]);

    await user.click(button('PEND01', 'Necesita identificación'));
    const dialog = await screen.findByRole('dialog', { name: 'Necesita identificación' });
    expect(within(dialog).getByText('Para iniciar servicios en el tablero, su cuenta necesita su RUT.')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Pídale a Carmen Rojas o Luis Soto que lo agregue en Empleados, o agréguelo usted en su perfil.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar mi RUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/profile'));
    expect(router.state.location.search).toBe('?agregar-rut');
  });

  it('takes an administrator without a RUT straight to their profile, open to add it', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } })], { 'user/getUserById': () => ok(profileWithoutRut) });
    signInAs('AD');
    const session = useSessionStore.getState().session;
    if (!session) throw new Error('not signed in');
    useSessionStore.getState().signIn({ ...session, token: withoutIdentification(session.token) });
    const { user, router } = renderApp('/home/board');
    await findCard('PEND01');
    await user.click(button('PEND01', 'Necesita identificación'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/profile'));
    expect(router.state.location.search).toBe('?agregar-rut');
    // The personal information form is already open: the RUT can be typed at once.
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^RUT/ })).not.toHaveAttribute('readonly');
  });

  it('offers no identification button to a user who has a RUT', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } })]);
    await openBoard();
    await findCard('PEND01');
    expect(button('PEND01', 'Iniciar')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Necesita identificación' })).not.toBeInTheDocument();
  });

  it('draws every button as a touch target of at least 44 px', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } })]);
    await openBoard();
    await findCard('PEND01');
    for (const name of ['Iniciar', 'CheckList', 'Pausar', 'Finalizar']) {
      expect(button('PEND01', name).style.height).toBe('calc(2.75rem * var(--mantine-scale))');
    }
  });

  it("Iniciar sends status 2 and says 'Procesado!'", async () => {
    const pending = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } });
    const api = boardApi([pending], { 'wash/setWashTicketState': () => ok({ status: true, msg: 'Procesado!' }) });
    const { user } = await openBoard();
    await findCard('PEND01');
    await user.click(button('PEND01', 'Iniciar'));

    expect(await screen.findByText('Procesado!')).toBeInTheDocument();
    expect(api.callsTo('wash/setWashTicketState').map((call) => call.body)).toEqual([
      { organizationId: useSessionStore.getState().session?.organization, id: pending.id, status: 2, tappedAt: expect.any(String) },
    ]);
  });

  it('Pausar asks why, presets first: one tap on a preset pauses with it, and the paused card shows the reason', async () => {
    const mine = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'MINE01' }, status: 2 });
    const api = boardApi([], {
      'wash/getWashTicketByOrganizationId': () => ok(boardAnswer([{ ...mine, idResponsible: signedInUserId() }])),
      'wash/setWashTicketState': () => ok({ status: true, msg: 'Procesado!' }),
    });
    const { user } = await openBoard();
    await findCard('MINE01');
    await user.click(button('MINE01', 'Pausar'));

    const picker = await screen.findByRole('dialog', { name: 'Pausar MINE01: ¿por qué?' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual(['', 'Esperando repuesto', 'Secando', 'Esperando al cliente', 'Otro']);
    // Nothing is sent until a reason is chosen.
    expect(api.callsTo('wash/setWashTicketState')).toEqual([]);
    await user.click(within(picker).getByRole('button', { name: 'Secando' }));
    expect(await screen.findByText('Procesado!')).toBeInTheDocument();
    expect(api.callsTo('wash/setWashTicketState').map((call) => call.body)).toEqual([
      {
        organizationId: useSessionStore.getState().session?.organization,
        id: mine.id,
        status: 3,
        pauseReason: { preset: 'drying' },
        tappedAt: expect.any(String),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /¿por qué\?/ })).not.toBeInTheDocument());

    const pausedAt = new Date(NOW.getTime() - 60_000).toISOString();
    pushTicket(
      {
        ...mine,
        status: 3,
        idResponsible: signedInUserId(),
        stateChanges: [...mine.stateChanges, { status: 3, at: pausedAt, reason: { preset: 'drying' } }],
      },
      'TicketPaused',
    );
    await waitFor(() => expect(within(lane('Pausado')).getByRole('article', { name: 'MINE01' })).toBeInTheDocument());
    expect(within(card('MINE01')).getByText('Motivo: Secando')).toBeInTheDocument();
  });

  it("Pausar's 'Otro' asks for the washer's own words (at most 80 characters) and sends them", async () => {
    const mine = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'MINE01' }, status: 2 });
    const api = boardApi([], {
      'wash/getWashTicketByOrganizationId': () => ok(boardAnswer([{ ...mine, idResponsible: signedInUserId() }])),
      'wash/setWashTicketState': () => ok({ status: true, msg: 'Procesado!' }),
    });
    const { user } = await openBoard();
    await findCard('MINE01');
    await user.click(button('MINE01', 'Pausar'));
    const picker = await screen.findByRole('dialog', { name: 'Pausar MINE01: ¿por qué?' });
    await user.click(within(picker).getByRole('button', { name: 'Otro' }));
    const text = within(picker).getByRole('textbox', { name: 'Motivo' });
    expect(text).toHaveAttribute('maxlength', '80');
    // Empty words are not a reason.
    await user.click(within(picker).getByRole('button', { name: 'Pausar' }));
    expect(await within(picker).findByText('Escriba el motivo de la pausa.')).toBeInTheDocument();
    expect(api.callsTo('wash/setWashTicketState')).toEqual([]);

    await user.type(text, '  Se cortó el agua ');
    await user.click(within(picker).getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('Procesado!')).toBeInTheDocument();
    expect(api.callsTo('wash/setWashTicketState').map((call) => call.body)).toEqual([
      {
        organizationId: useSessionStore.getState().session?.organization,
        id: mine.id,
        status: 3,
        pauseReason: { preset: 'other', text: 'Se cortó el agua' },
        tappedAt: expect.any(String),
      },
    ]);
  });

  it('closes the reason picker without pausing on Cancelar', async () => {
    const mine = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'MINE01' }, status: 2 });
    const api = boardApi([], {
      'wash/getWashTicketByOrganizationId': () => ok(boardAnswer([{ ...mine, idResponsible: signedInUserId() }])),
    });
    const { user } = await openBoard();
    await findCard('MINE01');
    await user.click(button('MINE01', 'Pausar'));
    const picker = await screen.findByRole('dialog', { name: 'Pausar MINE01: ¿por qué?' });
    await user.click(within(picker).getByRole('button', { name: 'Otro' }));
    await user.click(within(picker).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('wash/setWashTicketState')).toEqual([]);
  });

  it('moves the card by its push after Iniciar, without reading the whole board again; with no live socket, it reads it', async () => {
    const pending = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } });
    const other = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND02' }, endTime: '18:00' });
    const api = boardApi([pending, other], { 'wash/setWashTicketState': () => ok({ status: true, msg: 'Procesado!' }) });
    const boardReads = () => api.callsTo('wash/getWashTicketByOrganizationId').length;
    const { user } = await openBoard();
    await findCard('PEND01');
    expect(boardReads()).toBe(1);

    await user.click(button('PEND01', 'Iniciar'));
    await screen.findByText('Procesado!');
    // The answer is in: a refetch the command asked for would have been sent before it was handed over.
    expect(boardReads()).toBe(1);
    pushTicket({ ...pending, status: 2, idResponsible: signedInUserId(), responsibleName: 'Usuario EM' }, 'TicketStarted');
    await waitFor(() => expect(within(lane('En Curso')).getByRole('article', { name: 'PEND01' })).toBeInTheDocument());
    expect(within(card('PEND01')).getByText('Responsable: Usuario EM')).toBeInTheDocument();
    expect(boardReads()).toBe(1);

    // The socket is lost: the push may never reach this board, which then reads itself again.
    act(() => fakeRealtime.current().drop());
    await user.click(button('PEND02', 'Iniciar'));
    await waitFor(() => expect(boardReads()).toBe(2));
  });

  it("Finalizar asks first, then says 'Finalizado!'", async () => {
    const mine = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'MINE01' }, status: 2 });
    let finished = 0;
    const api = fakeApi({
      ...layoutHandlers,
      ...thresholdHandlers,
      'wash/getWashTicketByOrganizationId': () => ok(boardAnswer([{ ...mine, idResponsible: signedInUserId() }])),
      'wash/finishWashTicket': () => {
        finished += 1;
        return ok({ status: true, msg: 'Finalizado!' });
      },
    });
    const { user } = await openBoard();
    await findCard('MINE01');

    await user.click(button('MINE01', 'Finalizar'));
    const confirmation = await screen.findByRole('dialog');
    expect(within(confirmation).getByText('¿Desea finalizar el servicio de MINE01?')).toBeInTheDocument();
    expect(finished).toBe(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Finalizar' }));

    // (The dialog is drawn again as the card moves lanes: looked for until it stays.)
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Finalizado!' })).toBeInTheDocument());
    expect(finished).toBe(1);
    pushTicket(
      { ...mine, idResponsible: signedInUserId(), status: 4, finishedAt: NOW.toISOString(), statusSince: NOW.toISOString() },
      'TicketFinished',
    );
    await waitFor(() => expect(within(lane('Listo / Finalizado hoy')).getByRole('article', { name: 'MINE01' })).toBeInTheDocument());
    expect(api.callsTo('wash/getWashTicketByOrganizationId')).toHaveLength(1);
  });

  it('keeps a press that cannot reach the server, pending on its card, and sends it again with the same Idempotency-Key; the next press is a new one', async () => {
    const pending = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } });
    let answers = 0;
    boardApi([pending], {
      'wash/setWashTicketState': () => (++answers === 1 ? 'network-failure' : ok({ status: true, msg: 'Procesado!' })),
    });
    const { user } = await openBoard();
    await findCard('PEND01');

    await user.click(button('PEND01', 'Iniciar'));
    await screen.findByText('Guardado en este teléfono: se enviará al volver la conexión.');
    expect(within(card('PEND01')).getByTestId('pending-tap')).toHaveTextContent('Pendiente de enviar: Iniciar');
    // The washer goes on working: the card is theirs, in progress, on this phone.
    expect(within(lane('En Curso')).getByRole('article', { name: 'PEND01' })).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(idempotencyKeysOf('wash/setWashTicketState')).toHaveLength(2));
    await waitFor(() => expect(within(card('PEND01')).queryByTestId('pending-tap')).not.toBeInTheDocument());
    await waitFor(() => expect(button('PEND01', 'Iniciar')).toBeEnabled());
    await user.click(button('PEND01', 'Iniciar'));
    await waitFor(() => expect(idempotencyKeysOf('wash/setWashTicketState')).toHaveLength(3));

    const [first, retried, next] = idempotencyKeysOf('wash/setWashTicketState');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toBe(first);
    expect(next).not.toBe(first);
  });

  it("shows the server's message when an action is refused", async () => {
    const pending = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'PEND01' } });
    boardApi([pending], { 'wash/setWashTicketState': () => refused(409, 'El servicio ya está en curso.') });
    const { user } = await openBoard();
    await findCard('PEND01');
    await user.click(button('PEND01', 'Iniciar'));
    expect(await screen.findByText('El servicio ya está en curso.')).toBeInTheDocument();
  });
});

describe('Avisar por WhatsApp', () => {
  const phoneCard = (ppu: string, overrides: Partial<Ticket> = {}) =>
    ticketCard({ vehicle: { ...ticketCard().vehicle, ppu }, clientPhone: 912345678, clientId: crypto.randomUUID(), ...overrides });
  const noticeLink = (plate: string) => within(card(plate)).getByRole('link', { name: 'Avisar por WhatsApp' });
  /** jsdom cannot open the chat: the link's default action is stopped, the app's own click handler still runs. */
  const stayOnPage = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', stayOnPage));
  afterEach(() => document.removeEventListener('click', stayOnPage));

  it("opens a chat to the client with the ticket's page in one tap, records it, and says 'Avisado' for the rest of that state", async () => {
    const pending = phoneCard('PHON01');
    const api = boardApi([pending], { 'wash/notifyCustomer': () => ok({ status: true, msg: 'Aviso al cliente registrado.' }) });
    const { user } = await openBoard('EM');
    await findCard('PHON01');

    const page = `${window.location.origin}/code/${pending.id}`;
    // Signed with the car wash's name once its card is read.
    const text = `¡Hola! Puede seguir el lavado de su vehículo patente PHON01 aquí: ${page}\n— Lavado Los Andes`;
    await waitFor(() => expect(noticeLink('PHON01')).toHaveAttribute('href', `https://wa.me/56912345678?text=${encodeURIComponent(text)}`));
    const link = noticeLink('PHON01');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(link);

    await waitFor(() =>
      expect(api.callsTo('wash/notifyCustomer').map((call) => call.body)).toEqual([
        { organizationId: useSessionStore.getState().session?.organization, id: pending.id, tappedAt: expect.any(String) },
      ]),
    );
    expect(idempotencyKeysOf('wash/notifyCustomer')[0]).toMatch(/^[0-9a-f-]{36}$/);
    const told = await within(card('PHON01')).findByRole('button', { name: 'Avisado' });
    expect(told).toHaveAttribute('aria-disabled', 'true');

    // The push of another board's notice, then the next state: offered again for it.
    pushTicket({ ...pending, customerNotifications: [{ status: 1, at: '2025-06-02T14:58:00.000Z' }] }, 'TicketCustomerNotified');
    expect(within(card('PHON01')).getByRole('button', { name: 'Avisado' })).toBeInTheDocument();
    pushTicket({ ...pending, status: 2, customerNotifications: [{ status: 1, at: '2025-06-02T14:58:00.000Z' }] }, 'TicketStarted');
    await waitFor(() => expect(noticeLink('PHON01')).toBeInTheDocument());
  });

  it('offers the ready-to-collect notice right after Finalizar, since the finished card leaves the board', async () => {
    const mine = phoneCard('DONE01', { status: 2 });
    const api = boardApi([], {
      'wash/getWashTicketByOrganizationId': () => ok(boardAnswer([{ ...mine, idResponsible: signedInUserId() }])),
      'wash/finishWashTicket': () => ok({ status: true, msg: 'Finalizado!' }),
      'wash/notifyCustomer': () => ok({ status: true, msg: 'Aviso al cliente registrado.' }),
    });
    const { user } = await openBoard('EM');
    await findCard('DONE01');
    await user.click(button('DONE01', 'Finalizar'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finalizar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Finalizado!' });
    const link = within(dialog).getByRole('link', { name: 'Avisar por WhatsApp' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(
      `https://wa.me/56912345678?text=¡Hola! Su vehículo patente DONE01 está listo para retirar: ${window.location.origin}/code/${mine.id}\n— Lavado Los Andes`,
    );
    // Found and clicked in one step, once it is there: on a loaded machine the modal that the confirmation
    // just left draws this dialog again a moment later, and a click on the link found before went nowhere
    // (nothing recorded, no 'Avisado': CI, once).
    await waitFor(() =>
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Finalizado!' })).getByRole('link', { name: 'Avisar por WhatsApp' })),
    );
    // (The dialog may be drawn again as the card moves lanes: looked for afresh.)
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { name: 'Finalizado!' })).getByRole('button', { name: 'Avisado' })).toBeInTheDocument(),
    );
    expect(api.callsTo('wash/notifyCustomer').map((call) => (call.body as { id: string }).id)).toEqual([mine.id]);
  });

  it('has nothing to open for a client who withdrew consent to service messages, and says why', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'NOCO01' }, clientPhone: 912345678, clientNotices: 'withdrawn' })]);
    const { user } = await openBoard('AD');
    await findCard('NOCO01');
    const unavailable = button('NOCO01', 'Avisar por WhatsApp');
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('NOCO01')).queryByRole('link')).not.toBeInTheDocument();
    await user.hover(unavailable);
    expect(await screen.findByText('El cliente retiró su consentimiento para recibir avisos del servicio.')).toBeInTheDocument();
  });

  it('reads the board again when a client with a card on it withdraws consent, and the card says so at once', async () => {
    const consenting = phoneCard('CONS01');
    let current = consenting;
    const api = boardApi([], { 'wash/getWashTicketByOrganizationId': () => ok(boardAnswer([current])) });
    await openBoard('AD');
    await findCard('CONS01');
    await waitFor(() => expect(noticeLink('CONS01')).toBeInTheDocument());
    const reads = () => api.callsTo('wash/getWashTicketByOrganizationId').length;
    const readsBefore = reads();

    // Another client's change leaves the board as it is.
    pushClientChanged(crypto.randomUUID());
    current = { ...consenting, clientNotices: 'withdrawn' };
    pushClientChanged(consenting.clientId!);
    await waitFor(() => expect(button('CONS01', 'Avisar por WhatsApp')).toHaveAttribute('aria-disabled', 'true'));
    expect(within(card('CONS01')).queryByRole('link')).not.toBeInTheDocument();
    expect(reads()).toBe(readsBefore + 1);
  });

  it('has nothing to open for a ticket without a client phone, and says why', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'NOPH01' }, clientPhone: null })]);
    const { user } = await openBoard('AD');
    await findCard('NOPH01');
    const unavailable = button('NOPH01', 'Avisar por WhatsApp');
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('NOPH01')).queryByRole('link')).not.toBeInTheDocument();
    await user.hover(unavailable);
    expect(await screen.findByText('El vehículo no tiene un cliente con teléfono registrado.')).toBeInTheDocument();
  });

  it('is not offered to roles the API refuses it to', async () => {
    boardApi([phoneCard('SUPE01')]);
    signInAs('SU');
    renderApp('/home/board');
    await waitFor(() => expect(() => fakeRealtime.current()).not.toThrow());
    act(() => fakeRealtime.current().acceptHandshake());
    await findCard('SUPE01');
    expect(within(card('SUPE01')).queryByText('Avisar por WhatsApp')).not.toBeInTheDocument();
  });
});

describe('wall screen', () => {
  it('shows the board in large type without navigation, and whether it is live', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'WALL01' } })]);
    await openBoard('EM', '/home/board?pantalla=1');

    const wall = await screen.findByTestId('wall-screen');
    expect(await within(wall).findByRole('article', { name: 'WALL01' })).toBeInTheDocument();
    expect(within(wall).queryByRole('button', { name: 'Iniciar' })).not.toBeInTheDocument();
    expect(within(wall).getByRole('status')).toHaveTextContent('En vivo');

    act(() => fakeRealtime.current().drop());
    expect(within(wall).getByRole('status')).toHaveTextContent('Reconectando…');
    act(() => fakeRealtime.current().acceptHandshake());
    expect(within(wall).getByRole('status')).toHaveTextContent('En vivo');
  });

  it('reads only what it shows, says under a lane how many more cards it has, and keeps counting them as they come', async () => {
    const api = boardApi(fullLane('WA', 1), {}, { pending: 1 });
    await openBoard('EM', '/home/board?pantalla=1');
    const wall = await screen.findByTestId('wall-screen');
    await within(wall).findByRole('article', { name: 'WA0001' });
    const more = () => within(lane('Pendiente')).getByTestId('lane-more');
    expect(more()).toHaveTextContent('Y 1 servicio más');
    expect(api.callsTo('wallScreen/getBoard')).toHaveLength(1);
    expect(api.callsTo('wash/getWashTicketByOrganizationId')).toHaveLength(0);

    // A new ticket due after the held ones is one of those not held: counted, not drawn, no read.
    pushTicket(ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'LATE02' }, endTime: '23:00' }), 'TicketCreated');
    await waitFor(() => expect(more()).toHaveTextContent('Y 2 servicios más'));
    expect(within(wall).queryByRole('article', { name: 'LATE02' })).not.toBeInTheDocument();
    // Due first, it is drawn (whole on a person's socket, applied as the screen shows it) and the last held one is let go.
    pushTicket(ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'FIRS03' }, endTime: '07:00' }), 'TicketCreated');
    expect(await within(wall).findByRole('article', { name: 'FIRS03' })).toBeInTheDocument();
    expect(more()).toHaveTextContent('Y 3 servicios más');
    expect(within(wall).queryByRole('article', { name: `WA00${BOARD_LANE_LIMIT}` })).not.toBeInTheDocument();
    expect(api.callsTo('wallScreen/getBoard')).toHaveLength(1);

    // A change of a card the screen does not hold may be one of those: the board is read again.
    pushTicket(ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'HIDD04' }, status: 2 }), 'TicketStarted');
    await waitFor(() => expect(api.callsTo('wallScreen/getBoard')).toHaveLength(2));
  });

  it("names a card's state once, in its lane's heading: the wall card has no chip repeating it, the staff's card keeps the spec's", async () => {
    const plate = (ppu: string) => ({ ...ticketCard().vehicle, ppu });
    boardApi([
      ticketCard({ vehicle: plate('PEND01'), endTime: '10:30' }),
      ticketCard({ vehicle: plate('CURS02'), status: 2, responsibleName: 'Ana Soto' }),
      ticketCard({ vehicle: plate('PAUS03'), status: 3 }),
    ]);
    const { user } = await openBoard();
    // The staff's board: on a phone the lane's name has scrolled away, and the spec's card says its state.
    expect(within(await findCard('PEND01')).getByText('Pendiente')).toBeInTheDocument();
    expect(within(card('CURS02')).getByText('En Curso')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pantalla completa' }));
    const wall = await screen.findByTestId('wall-screen');
    for (const [lane, ppu] of [
      ['Pendiente', 'PEND01'],
      ['En Curso', 'CURS02'],
      ['Pausado', 'PAUS03'],
    ] as const) {
      const region = within(wall).getByRole('region', { name: lane });
      const shown = await within(region).findByRole('article', { name: ppu });
      expect(within(region).getByRole('heading', { name: lane })).toBeInTheDocument();
      expect(within(shown).queryByText(lane)).not.toBeInTheDocument();
      expect(within(shown).getByText('Full')).toBeInTheDocument();
    }
    // Besides: the delivery time, or how late it is; who is responsible.
    const late = within(wall).getByRole('article', { name: 'PEND01' });
    expect(late).toHaveAttribute('data-overdue', 'true');
    expect(within(late).getByText('30 min de atraso')).toBeInTheDocument();
    const started = within(within(wall).getByRole('article', { name: 'CURS02' }));
    expect(started.getByText('Entrega 12:00')).toBeInTheDocument();
    expect(started.getByText('Ana Soto')).toBeInTheDocument();
  });

  it('shows a lane that has more cards than fit page by page, says which page, and turns the page every few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    // jsdom lays nothing out: every lane measures room for three cards of 32-px wall units.
    const unit = 32;
    const room = (3 * WALL_CARD_UNITS + 2 * WALL_CARD_GAP_UNITS) * unit + 1;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 400, height: room }));
    const computedStyle = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
      Object.assign(computedStyle(element, pseudo), { fontSize: `${unit}px` }),
    );
    const pending = fullLane('PE', 1).slice(0, 7);
    boardApi([...pending, ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'CURS01' }, status: 2 })]);
    await openBoard('EM', '/home/board?pantalla=1');
    const wall = await screen.findByTestId('wall-screen');
    await within(wall).findByRole('article', { name: 'PE0001' });
    const shownIn = (name: string) =>
      within(within(wall).getByRole('region', { name }))
        .queryAllByRole('article')
        .map((article) => article.getAttribute('aria-label'));
    const pageOf = (name: string) => within(within(wall).getByRole('region', { name })).queryByTestId('lane-page')?.textContent;

    expect(shownIn('Pendiente')).toEqual(['PE0001', 'PE0002', 'PE0003']);
    expect(pageOf('Pendiente')).toBe('Página 1 de 3');
    // A lane whose cards all fit has one page, and says nothing about pages.
    expect(shownIn('En Curso')).toEqual(['CURS01']);
    expect(pageOf('En Curso')).toBeUndefined();

    act(() => vi.advanceTimersByTime(WALL_PAGE_MS));
    expect(shownIn('Pendiente')).toEqual(['PE0004', 'PE0005', 'PE0006']);
    expect(pageOf('Pendiente')).toBe('Página 2 de 3');
    act(() => vi.advanceTimersByTime(WALL_PAGE_MS));
    expect(shownIn('Pendiente')).toEqual(['PE0007']);
    expect(pageOf('Pendiente')).toBe('Página 3 de 3');
    act(() => vi.advanceTimersByTime(WALL_PAGE_MS));
    expect(shownIn('Pendiente')).toEqual(['PE0001', 'PE0002', 'PE0003']);
    expect(shownIn('En Curso')).toEqual(['CURS01']);
  });

  it("opens from 'Pantalla completa' and goes back to the board", async () => {
    boardApi([]);
    const { user, router } = await openBoard();
    await user.click(await screen.findByRole('button', { name: 'Pantalla completa' }));
    expect(router.state.location.search).toBe('?pantalla=1');
    await user.click(await screen.findByRole('button', { name: 'Salir de pantalla completa' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('wall-screen')).not.toBeInTheDocument();
  });
});

describe("the board's outbox (issue 19: never lose a tap)", () => {
  const outboxOf = (userId: string) => get<OutboxTap[]>(`taps:${userId}`, createStore('lavado-bay', 'outbox'));
  const bodiesOf = (path: string) =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input) === `/api/${path}`)
      .map(([, init]) => ({
        key: new Headers(init?.headers).get('Idempotency-Key'),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      }));

  it('keeps taps made offline in IndexedDB through a reload, shows them pending, and sends them in order, each with its key and tap time, once the connection returns', async () => {
    const first = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'OFF001' } });
    const second = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'OFF002' }, endTime: '18:00' });
    let online = false;
    const answer = () => (online ? ok({ status: true, msg: 'Procesado!' }) : 'network-failure');
    boardApi([first, second], { 'wash/setWashTicketState': answer, 'wash/finishWashTicket': answer });
    const { user } = await openBoard();
    const userId = signedInUserId();
    await findCard('OFF001');

    await user.click(button('OFF001', 'Iniciar'));
    await waitFor(() => expect(within(card('OFF001')).getAllByTestId('pending-tap')).toHaveLength(1));
    // Started on this phone: Pausar is offered at once, before the server heard of the start.
    await user.click(button('OFF001', 'Pausar'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pausar OFF001: ¿por qué?' })).getByRole('button', { name: 'Secando' }),
    );
    await user.click(button('OFF002', 'Iniciar'));
    await waitFor(() => expect(screen.getAllByTestId('pending-tap')).toHaveLength(3));
    const kept = await outboxOf(userId);
    expect(kept?.map(({ kind, ticketId, state }) => ({ kind, ticketId, state }))).toEqual([
      { kind: 'start', ticketId: first.id, state: 'pending' },
      { kind: 'pause', ticketId: first.id, state: 'pending' },
      { kind: 'start', ticketId: second.id, state: 'pending' },
    ]);
    // Pausar's reason is kept with its tap and sent with it.
    expect(kept?.[1]?.pauseReason).toEqual({ preset: 'drying' });

    // The page is reloaded, still offline: the taps are read back from IndexedDB, in order.
    cleanup();
    resetOutboxMemory();
    renderApp('/home/board');
    await waitFor(() => expect(screen.getAllByTestId('pending-tap')).toHaveLength(3));
    expect(
      within(card('OFF001'))
        .getAllByTestId('pending-tap')
        .map((note) => note.textContent),
    ).toEqual([expect.stringContaining('Iniciar'), expect.stringContaining('Pausar')]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryAllByTestId('pending-tap')).toHaveLength(0));
    expect(await outboxOf(userId)).toEqual([]);
    const sent = bodiesOf('wash/setWashTicketState').filter(
      (call, index, all) => all.findIndex((other) => other.key === call.key) === index,
    );
    // Every attempt of a tap carried its own key and time; the last attempts are the three taps, in order.
    expect(sent.map(({ key, body }) => ({ key, id: body.id, status: body.status, tappedAt: body.tappedAt }))).toEqual(
      kept?.map((tap) => ({ key: tap.key, id: tap.ticketId, status: tap.kind === 'pause' ? 3 : 2, tappedAt: tap.tappedAt })),
    );
    expect(sent.find(({ body }) => body.status === 3)?.body.pauseReason).toEqual({ preset: 'drying' });
  });

  it('shows a tap the server refused after a reload on its card, until the washer dismisses it; it is never dropped silently', async () => {
    const mine = ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'GONE01' }, status: 2 });
    boardApi([mine], { 'wash/finishWashTicket': () => refused(409, 'El servicio ya fue finalizado.') });
    signInAs('EM');
    const userId = signedInUserId();
    const tap: OutboxTap = {
      key: crypto.randomUUID(),
      kind: 'finish',
      ticketId: mine.id,
      ppu: 'GONE01',
      tappedAt: NOW.toISOString(),
      state: 'pending',
    };
    await set(`taps:${userId}`, [tap], createStore('lavado-bay', 'outbox'));
    const { user } = renderApp('/home/board');

    const alert = (await screen.findByText('No se pudo registrar')).closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the refusal is no alert');
    expect(alert).toHaveTextContent('Finalizar de GONE01 a las 11:00: El servicio ya fue finalizado.');
    expect(await outboxOf(userId)).toEqual([{ ...tap, state: 'refused', refusal: 'El servicio ya fue finalizado.' }]);
    await user.click(within(alert).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByText('No se pudo registrar')).not.toBeInTheDocument());
    expect(await outboxOf(userId)).toEqual([]);
  });
});

describe('the board on a phone (issue 19: Mis servicios first)', () => {
  it("puts the washer's own cards in progress or paused first, then the rest of the board one lane at a time behind tabs", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 47.99em)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    signInAs('EM');
    const me = signedInUserId();
    const plate = (ppu: string) => ({ ...ticketCard().vehicle, ppu });
    boardApi([
      ticketCard({ vehicle: plate('PEND01') }),
      ticketCard({ vehicle: plate('MINE01'), status: 2, idResponsible: me }),
      ticketCard({ vehicle: plate('MINE02'), status: 3, idResponsible: me }),
      ticketCard({ vehicle: plate('OTRO01'), status: 2, idResponsible: '5b0c5a4e-0d7a-4a43-9a43-3d2b1f9c0a99' }),
    ]);
    const { user } = renderApp('/home/board');
    const mine = await screen.findByRole('region', { name: 'Mis servicios' });
    expect(
      within(mine)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['MINE01', 'MINE02']);
    // Before the rest of the board in the page's order.
    const rest = screen.getByRole('region', { name: 'Resto del tablero' });
    expect(mine.compareDocumentPosition(rest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(rest)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['PEND01']);
    expect(within(rest).getByRole('tab', { name: /^En Curso/ })).toHaveTextContent('En Curso1');
    expect(within(rest).getByRole('tab', { name: /^Pausado/ })).toHaveTextContent('Pausado0');

    await user.click(within(rest).getByRole('tab', { name: /^En Curso/ }));
    expect(
      within(rest)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['OTRO01']);
    // The washer's own card is not "one more" of the lane.
    expect(within(rest).queryByText(/Y 1 servicio más/)).not.toBeInTheDocument();
    // CheckList stays as the spec draws it (hidden on phones by CSS), saying why it cannot be pressed.
    expect(within(card('MINE01')).getByRole('button', { name: 'CheckList' })).toHaveAccessibleDescription(
      'CheckList aún no está disponible.',
    );
  });
});

describe("the staff board's connection state", () => {
  it('says when it is not live, and since when its data is as shown; live, it says so and warns of nothing', async () => {
    boardApi([ticketCard({ vehicle: { ...ticketCard().vehicle, ppu: 'LIVE01' } })]);
    await openBoard();
    await findCard('LIVE01');
    const status = () => screen.getAllByRole('status').find((element) => /Actualizado/.test(element.textContent ?? ''));
    await waitFor(() => expect(status()).toHaveTextContent(/En vivo · Actualizado \d{1,2}:\d{2}:\d{2}/));
    expect(screen.queryByTestId('board-not-live')).not.toBeInTheDocument();

    act(() => fakeRealtime.current().drop('transport close'));
    await waitFor(() => expect(status()).toHaveTextContent('Reconectando…'));
    expect(screen.getByTestId('board-not-live')).toHaveTextContent('Sin conexión: el tablero puede no estar al día.');
  });
});

/** The `Idempotency-Key` of each call to `path`, as the app handed it to fetch. */
function idempotencyKeysOf(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === `/api/${path}`)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

/** The same token with a null `identification` claim (the browser never checks signatures). */
function withoutIdentification(token: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  const encoded = btoa(JSON.stringify({ ...claims, identification: null }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `${header}.${encoded}.${signature}`;
}

describe("customers' low scores on the AD's board", () => {
  const ticketId = '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71';
  const low = { ticketId, plate: 'KJTR52', score: 4, comment: 'Quedó sucio el parabrisas.', givenAt: '2025-06-02T15:20:00.000Z' };

  it('shows a low score the moment its push arrives, with the plate and the comment', async () => {
    let lowScoresToday: object[] = [];
    const api = boardApi([], {
      'wallScreen/listLinks': () => ok([]),
      'dashboard/getFeedback': () => ok({ week: { average: 9, count: 3 }, lowScoresToday }),
    });
    await openBoard('AD');
    await waitFor(() => expect(api.callsTo('dashboard/getFeedback')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    lowScoresToday = [low];
    act(() => fakeRealtime.current().push({ position: '1', topic: 'feedback.received', payload: { ticketId } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un cliente calificó mal el servicio hoy');
    expect(alert).toHaveTextContent('KJTR52');
    expect(alert).toHaveTextContent('4/10');
    expect(alert).toHaveTextContent('Quedó sucio el parabrisas.');
  });

  it("never asks for the customers' answers on an employee's board", async () => {
    const api = boardApi([]);
    await openBoard('EM');
    act(() => fakeRealtime.current().push({ position: '1', topic: 'feedback.received', payload: { ticketId } }));
    await screen.findByText('No existen registros por hoy');
    expect(api.callsTo('dashboard/getFeedback')).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
