import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SetupProgress } from '@lavado/shared/dashboard/dashboard.schemas';
import { ALL_SET_UP, fakeApi, ok } from '../../../testing/fakeApi';
import { fakeRealtime } from '../../../testing/fakeRealtime';
import { layoutHandlers } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { useSessionStore } from '../../../lib/session/sessionStore';

const washMenu = [
  { module: 'CarWash', name: 'Lavados', state: 'Activo', active: true },
  { module: 'Agenda', name: 'Reservaciones', state: 'Inactivo', active: false },
];

// 2025-06-05 was a Thursday.
const pesosToday = {
  currency: 'CLP',
  byCurrency: [{ currency: 'CLP', revenue: 45980, charged: 51970 }],
  ticketsDone: 4,
  waiting: 3,
  lastWeek: { day: '2025-06-05', ticketsDone: 1, revenue: 50980 },
};

function dashboardHandlers(
  washCounts: { serviceType: string; count: number }[],
  moneyToday: object = pesosToday,
  setupProgress: SetupProgress = ALL_SET_UP,
) {
  return {
    'dashboard/getSetupProgress': () => ok({ ...setupProgress }),
    ...layoutHandlers,
    'menu/getOrganizationsMenu': () => ok(washMenu),
    'dashboard/getEmployeesCount': () => ok(5),
    'dashboard/getUserCount': () => ok(2),
    'dashboard/getClientsCount': () => ok({ nuevos: 3, total: 41 }),
    'dashboard/getWashCount': () => ok([...washCounts]),
    'reports/getMoneyToday': () => ok(moneyToday),
  };
}

function dashboardApi(
  washCounts: { serviceType: string; count: number }[],
  moneyToday: object = pesosToday,
  setupProgress: SetupProgress = ALL_SET_UP,
) {
  return fakeApi(dashboardHandlers(washCounts, moneyToday, setupProgress));
}

const card = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  const element = heading.closest<HTMLElement>('.mantine-Card-root');
  if (!element) throw new Error(`card ${title} not found`);
  return element;
};

describe('dashboard (AD)', () => {
  it("shows what was collected today, what today's finished services are worth, those finished and those waiting, each named for what it is", async () => {
    dashboardApi([]);
    signInAs('AD');
    renderApp('/home');
    const today = await screen.findByRole('region', { name: 'Hoy' });
    await waitFor(() => expect(within(today).getByRole('group', { name: 'Recaudado hoy (pagos recibidos)' })).toHaveTextContent('$45.980'));
    expect(within(today).getByRole('group', { name: 'Valor de los servicios finalizados hoy' })).toHaveTextContent('$51.970');
    expect(within(today).getByRole('group', { name: 'Servicios finalizados hoy' })).toHaveTextContent('4');
    expect(within(today).getByRole('group', { name: 'En espera o en proceso ahora' })).toHaveTextContent('3');
  });

  it('compares the services finished and the money collected with the same weekday last week', async () => {
    dashboardApi([]);
    signInAs('AD');
    renderApp('/home');
    const today = await screen.findByRole('region', { name: 'Hoy' });
    const done = within(today).getByRole('group', { name: 'Servicios finalizados hoy' });
    await waitFor(() => expect(done).toHaveTextContent('vs. jueves pasado: +3'));
    expect(within(done).getByText('vs. jueves pasado: +3')).toHaveAttribute('title', 'Comparado con el jueves pasado hasta la misma hora');
    expect(within(today).getByRole('group', { name: 'Recaudado hoy (pagos recibidos)' })).toHaveTextContent('vs. jueves pasado: -$5.000');
    expect(within(today).getByRole('group', { name: 'En espera o en proceso ahora' })).not.toHaveTextContent('vs.');
  });

  it('shows amounts in two currencies side by side, never added up', async () => {
    dashboardApi([], {
      ...pesosToday,
      currency: 'EUR',
      byCurrency: [
        { currency: 'EUR', revenue: 1500, charged: 1500 },
        { currency: 'CLP', revenue: 53000, charged: 53000 },
      ],
    });
    signInAs('AD');
    renderApp('/home');
    const today = await screen.findByRole('region', { name: 'Hoy' });
    await waitFor(() =>
      expect(within(today).getByRole('group', { name: 'Recaudado hoy (pagos recibidos)' })).toHaveTextContent('15,00 € · $53.000'),
    );
    expect(within(today).getByRole('group', { name: 'Valor de los servicios finalizados hoy' })).toHaveTextContent('15,00 € · $53.000');
  });

  it("shows the wash module's state and the team and client figures of the organization", async () => {
    const api = dashboardApi([]);
    signInAs('AD');
    renderApp('/home');

    const header = (await screen.findByText('Activo')).closest<HTMLElement>('.mantine-Paper-root');
    if (!header) throw new Error('module header not found');
    expect(within(header).getByText('Lavados')).toBeInTheDocument();

    const team = card('Personas en tu equipo');
    const figure = (container: HTMLElement, label: string) => within(container).getByRole('group', { name: label });
    await waitFor(() => expect(figure(team, 'Total')).toHaveTextContent(/^7Total$/));
    expect(figure(team, 'Empleados')).toHaveTextContent(/^5Empleados$/);
    expect(figure(team, 'Admin.')).toHaveTextContent(/^2Admin\.$/);
    expect(
      within(team).getByText('Los administradores suelen tener mayores privilegios que las cuentas de empleados.'),
    ).toBeInTheDocument();

    const clients = card('Clientes');
    await waitFor(() => expect(figure(clients, 'N° Nuevos')).toHaveTextContent(/^3N° Nuevos$/));
    expect(figure(clients, 'N° Total')).toHaveTextContent(/^41N° Total$/);

    const organizationId = useSessionStore.getState().session?.organization;
    expect(api.callsTo('dashboard/getWashCount')[0]?.body).toEqual({ organizationId });
  });

  it('counts missing services as 0 and, with none above zero, says there is nothing to chart', async () => {
    dashboardApi([{ serviceType: 'FL', count: 0 }]);
    signInAs('AD');
    renderApp('/home');

    expect(await screen.findByText('No hay servicios registrados aún para mostrar en el gráfico.')).toBeInTheDocument();
    for (const service of ['BA', 'FL', 'EM']) expect(screen.getByTestId(`service-count-${service}`)).toHaveTextContent('0');
    expect(screen.queryByRole('img', { name: 'Servicios por tipo' })).not.toBeInTheDocument();
  });

  it('draws a donut slice per service with washes, and lists every service', async () => {
    dashboardApi([
      { serviceType: 'BA', count: 12 },
      { serviceType: 'EM', count: 4 },
    ]);
    signInAs('AD');
    renderApp('/home');

    const donut = await screen.findByRole('img', { name: 'Servicios por tipo' });
    expect(donut.querySelectorAll('svg path')).toHaveLength(2);
    expect(within(donut).getByText('12')).toBeInTheDocument();
    expect(within(donut).getByText('4')).toBeInTheDocument();
    expect(screen.getByTestId('service-count-BA')).toHaveTextContent('12');
    expect(screen.getByTestId('service-count-FL')).toHaveTextContent('0');
    expect(screen.getByTestId('service-count-EM')).toHaveTextContent('4');
    expect(screen.getByText('E. Minero')).toBeInTheDocument();
    expect(screen.queryByText('No hay servicios registrados aún para mostrar en el gráfico.')).not.toBeInTheDocument();
  });

  it('counts a ticket created elsewhere when its push arrives', async () => {
    const washCounts = [{ serviceType: 'BA', count: 1 }];
    dashboardApi(washCounts);
    signInAs('AD');
    renderApp('/home');
    await waitFor(() => expect(screen.getByTestId('service-count-BA')).toHaveTextContent('1'));

    washCounts[0] = { serviceType: 'BA', count: 2 };
    act(() => fakeRealtime.current().push({ position: '1', topic: 'ticket.changed', payload: { change: 'TicketCreated', ticket: {} } }));

    await waitFor(() => expect(screen.getByTestId('service-count-BA')).toHaveTextContent('2'));
  });

  it("reads today's money again when a payment taken on another device is pushed", async () => {
    const today = { ...pesosToday, byCurrency: [{ currency: 'CLP', revenue: 45980, charged: 51970 }] };
    dashboardApi([], today);
    signInAs('AD');
    renderApp('/home');
    const card = await screen.findByRole('region', { name: 'Hoy' });
    await waitFor(() => expect(within(card).getByRole('group', { name: 'Recaudado hoy (pagos recibidos)' })).toHaveTextContent('$45.980'));

    today.byCurrency = [{ currency: 'CLP', revenue: 58970, charged: 51970 }];
    const change = { ticketIds: ['6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71'], days: ['2025-06-10'] };
    act(() => fakeRealtime.current().push({ position: '1', topic: 'money.changed', payload: change }));

    await waitFor(() => expect(within(card).getByRole('group', { name: 'Recaudado hoy (pagos recibidos)' })).toHaveTextContent('$58.970'));
  });

  it("shows the customers' score of the week and today's low answers, and a new low one as soon as it is pushed", async () => {
    let feedback = { week: { average: 8.4, count: 12 }, lowScoresToday: [] as object[] };
    fakeApi({ ...dashboardHandlers([]), 'dashboard/getFeedback': () => ok(feedback) });
    signInAs('AD');
    renderApp('/home');
    const region = await screen.findByRole('region', { name: 'Opinión de clientes' });
    await waitFor(() =>
      expect(within(region).getByRole('group', { name: 'Nota promedio (últimos 7 días)' })).toHaveTextContent('8,4 / 10'),
    );
    expect(within(region).getByRole('group', { name: 'Respuestas (últimos 7 días)' })).toHaveTextContent('12');
    expect(within(region).getByText('Hoy no hay notas de 6 o menos.')).toBeInTheDocument();

    const ticketId = '6d1f6a3e-2b7c-4c1e-9a55-3f0b8e2d4c71';
    feedback = {
      week: { average: 7.9, count: 13 },
      lowScoresToday: [{ ticketId, plate: 'KJTR52', score: 3, comment: 'Quedó sucio el parabrisas.', givenAt: '2025-06-10T15:20:00.000Z' }],
    };
    // The push names the ticket only: the plate and the comment come from the AD's own read.
    act(() => fakeRealtime.current().push({ position: '1', topic: 'feedback.received', payload: { ticketId } }));
    const low = await within(region).findByRole('list', { name: 'Notas bajas de hoy' });
    expect(low).toHaveTextContent('KJTR52');
    expect(low).toHaveTextContent('3/10');
    expect(low).toHaveTextContent('Quedó sucio el parabrisas.');
    expect(within(low).getByRole('link', { name: 'Ver registro' })).toHaveAttribute('href', `/home/codes/${ticketId}`);
    expect(within(region).getByRole('group', { name: 'Nota promedio (últimos 7 días)' })).toHaveTextContent('7,9 / 10');
  });

  it('says when no customer answered this week', async () => {
    dashboardApi([]);
    signInAs('AD');
    renderApp('/home');
    const region = await screen.findByRole('region', { name: 'Opinión de clientes' });
    expect(await within(region).findByText('Aún no hay respuestas esta semana.')).toBeInTheDocument();
    expect(within(region).getByRole('group', { name: 'Nota promedio (últimos 7 días)' })).toHaveTextContent('–');
  });

  describe('the setup checklist', () => {
    it('lists the steps still to do, each linking to where it is done, and counts the done ones', async () => {
      dashboardApi([], pesosToday, { prices: true, employee: false, wallScreen: false, service: false });
      signInAs('AD');
      renderApp('/home');
      const checklist = await screen.findByRole('region', { name: 'Primeros pasos' });
      expect(within(checklist).getByText('1 de 4 listos')).toBeInTheDocument();
      expect(within(checklist).getByText('Defina los precios de sus servicios')).toBeInTheDocument();
      expect(within(checklist).getByText('Hecho')).toBeInTheDocument();
      expect(within(checklist).queryByRole('link', { name: 'Ir a Precios' })).not.toBeInTheDocument();
      expect(within(checklist).getByRole('link', { name: 'Ir a Empleados' })).toHaveAttribute('href', '/home/employees');
      expect(within(checklist).getByRole('link', { name: 'Ir al Tablero' })).toHaveAttribute('href', '/home/board');
      expect(within(checklist).getByRole('link', { name: 'Nuevo servicio' })).toHaveAttribute('href', '/home/new-record');
    });

    it('links the first step to the price list while no price is set', async () => {
      dashboardApi([], pesosToday, { prices: false, employee: true, wallScreen: true, service: true });
      signInAs('AD');
      renderApp('/home');
      const checklist = await screen.findByRole('region', { name: 'Primeros pasos' });
      expect(within(checklist).getByText('3 de 4 listos')).toBeInTheDocument();
      expect(within(checklist).getByRole('link', { name: 'Ir a Precios' })).toHaveAttribute('href', '/home/prices');
    });

    it('is gone once every step is done, and ticks the first service when a ticket push arrives', async () => {
      const progress = { prices: true, employee: true, wallScreen: true, service: false };
      dashboardApi([], pesosToday, progress);
      signInAs('AD');
      renderApp('/home');
      const checklist = await screen.findByRole('region', { name: 'Primeros pasos' });
      expect(within(checklist).getByText('3 de 4 listos')).toBeInTheDocument();

      progress.service = true;
      act(() => fakeRealtime.current().push({ position: '1', topic: 'ticket.changed', payload: { change: 'TicketCreated', ticket: {} } }));

      await waitFor(() => expect(screen.queryByRole('region', { name: 'Primeros pasos' })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { name: 'Total Servicios' })).toBeInTheDocument();
    });
  });
});
