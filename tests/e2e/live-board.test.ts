import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { randomRut } from '../support/test-app';

/**
 * The live board end to end (docs/architecture.md, "The realtime feed"): boards of one organization,
 * its wall screen and a customer's phone follow a ticket live, with no reload, while another
 * organization's board sees nothing of it.
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
/** How long the other organization's board is watched for a push that must never come. */
const SILENCE_MS = 2_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
type User = Awaited<ReturnType<typeof app.createUser>>;
let admin: User;
let employee: User;
let otherAdmin: User;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  ({ admin, employee, otherAdmin } = await app.twoOrganizations('Lavado En Vivo'));
  // They have seen the onboarding carousel already: it would cover the boards.
  for (const user of [admin, employee, otherAdmin])
    expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, user.token)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) =>
  SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined;

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', timezoneId: 'America/Santiago' });
  return context.newPage();
}

async function boardOf(user: User, path = '/home/board', viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(user.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/home/);
  await page.goto(`${app.origin}${path}`);
  await page.getByRole('article').or(page.getByText('No existen registros por hoy')).first().waitFor();
  return markDocument(page);
}

/** Leaves a mark in the page's document: it is still there only if the page never reloaded. */
async function markDocument(page: Page): Promise<Page> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return page;
}
const stillSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

const finishedLane = (page: Page) => page.getByRole('region', { name: 'Listo / Finalizado hoy' });
const card = (page: Page, plate: string) => page.getByRole('article', { name: plate });
/** The state a board shows a card in: the staff's card says it (the spec's chip), the wall screen once, in the lane's heading. */
const stateOn = (page: Page, plate: string) =>
  card(page, plate).evaluate((article) =>
    article.closest('[data-testid="wall-screen"]')
      ? article.closest('section')?.getAttribute('aria-label')
      : article.querySelector('.mantine-Badge-root')?.textContent,
  );
const phoneState = (page: Page) => page.locator('.state').textContent();
const eventually = { timeout: 10_000 };

async function createTicket(plate: string, delivery: { endTime?: string; servicio?: string; clientId?: string } = {}): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const data = {
    ppu: plate,
    propietario: 'Juan Pérez',
    driver: 'Pedro Díaz',
    vehicleType: 'SED',
    brand: 'Kia',
    model: 'Rio',
    color: 'Azul',
    endDate: today,
    endTime: delivery.endTime ?? '23:59',
    servicio: delivery.servicio ?? 'FL',
    observaciones: '',
    ...(delivery.clientId ? { clientId: delivery.clientId } : {}),
  };
  const answer = await app.call<{ id: string }>('wash/createWashTicket', { data }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.id;
}

describe('live board', () => {
  it('shows a ticket created, started, paused and finished on every board, wall screen and phone of its organization, and nowhere else', async () => {
    const adminBoard = await boardOf(admin);
    const employeeBoard = await boardOf(employee);
    const wallScreen = await boardOf(admin, '/home/board?pantalla=1');
    const otherBoard = await boardOf(otherAdmin);
    for (const page of [adminBoard, employeeBoard, otherBoard])
      expect(await page.getByText('No existen registros por hoy').count()).toBe(1);
    await wallScreen.getByRole('status').filter({ hasText: 'En vivo' }).waitFor();

    const plate = 'LIVE01';
    const id = await createTicket(plate);
    for (const page of [adminBoard, employeeBoard, wallScreen])
      await expect.poll(() => stateOn(page, plate), eventually).toMatch(/Pendiente/i);

    const phone = await newPage(PHONE);
    await phone.goto(`${app.origin}/code/${id}`);
    await phone.getByRole('status').filter({ hasText: 'En vivo' }).waitFor();
    await markDocument(phone);
    expect(await phoneState(phone)).toBe('Recibido');

    await card(employeeBoard, plate).getByRole('button', { name: 'Iniciar' }).click();
    await employeeBoard.getByText('Procesado!').waitFor();
    for (const page of [adminBoard, employeeBoard, wallScreen])
      await expect.poll(() => stateOn(page, plate), eventually).toMatch(/En Curso/i);
    await expect.poll(() => phoneState(phone), eventually).toBe('En lavado');
    expect(await card(adminBoard, plate).getByText(`Responsable: Ana EM`).count()).toBe(1);
    await shot(adminBoard, 'live-board');
    await shot(wallScreen, 'live-wall-screen');
    await shot(phone, 'live-code-phone');

    await card(employeeBoard, plate).getByRole('button', { name: 'Pausar' }).click();
    await employeeBoard
      .getByRole('dialog', { name: `Pausar ${plate}: ¿por qué?` })
      .getByRole('button', { name: 'Secando' })
      .click();
    for (const page of [adminBoard, wallScreen]) await expect.poll(() => stateOn(page, plate), eventually).toMatch(/Pausado/i);
    await expect.poll(() => phoneState(phone), eventually).toBe('Pausado: Secando');

    await card(employeeBoard, plate).getByRole('button', { name: 'Iniciar' }).click();
    await expect.poll(() => stateOn(adminBoard, plate), eventually).toMatch(/En Curso/i);
    await card(employeeBoard, plate).getByRole('button', { name: 'Finalizar' }).click();
    await employeeBoard.getByRole('dialog').getByRole('button', { name: 'Finalizar' }).click();
    await employeeBoard.getByText('Finalizado!').waitFor();
    // A finished card stays for the day, in the last lane, without the board's buttons.
    for (const page of [adminBoard, employeeBoard, wallScreen])
      await expect.poll(() => finishedLane(page).getByRole('article', { name: plate }).count(), eventually).toBe(1);
    expect(
      await card(employeeBoard, plate)
        .getByRole('button', { name: /Iniciar|Pausar|Finalizar|CheckList/ })
        .count(),
    ).toBe(0);
    await expect.poll(() => phoneState(phone), eventually).toBe('Listo para retirar');

    // The other organization's board: nothing arrived during the whole journey, nor after a wait.
    await otherBoard.waitForTimeout(SILENCE_MS);
    expect(await otherBoard.getByRole('article').count()).toBe(0);
    expect(await otherBoard.getByText('No existen registros por hoy').count()).toBe(1);

    for (const page of [adminBoard, employeeBoard, wallScreen, otherBoard, phone]) expect(await stillSameDocument(page)).toBe(true);
  });

  it("turns a card's 'Avisar por WhatsApp' off live when its client withdraws consent at another screen, with no reload", async () => {
    const plate = 'CONS01';
    const client = {
      name: 'Cliente Consentimiento',
      type: 'P',
      identification: randomRut(),
      clientEmail: 'consentimiento@cliente.cl',
      clientPhone: 987654321,
    };
    const registered = await app.call<{ client: { id: string } }>('client/createClient', { client }, admin.token);
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const clientId = registered.body.client.id;
    const vehicle = { clientId, ppu: plate, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' };
    expect((await app.call('vehicle/createClientsVehicle', { vehicle }, admin.token)).status).toBe(200);
    await createTicket(plate, { clientId });

    const board = await boardOf(employee);
    const notice = card(board, plate).getByRole('link', { name: 'Avisar por WhatsApp' });
    await notice.waitFor(eventually);
    await shot(board, 'board-consent-given');

    const withdrawn = await app.call(
      'client/changeClientConsent',
      { id: clientId, purpose: 'serviceMessages', granted: false },
      admin.token,
    );
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    await expect
      .poll(() => card(board, plate).getByRole('button', { name: 'Avisar por WhatsApp' }).getAttribute('aria-disabled'), eventually)
      .toBe('true');
    expect(await notice.count()).toBe(0);
    expect(await stillSameDocument(board)).toBe(true);
    await shot(board, 'board-consent-withdrawn');
  });

  it("wall screen: after a lost connection it says so, comes back by itself and shows exactly the server's board", async () => {
    const wallScreen = await boardOf(admin, '/home/board?pantalla=1');
    const status = wallScreen.getByRole('status');
    await status.filter({ hasText: 'En vivo' }).waitFor();

    await wallScreen.context().setOffline(true);
    await expect.poll(() => status.textContent(), eventually).toMatch(/Reconectando/);
    // Changes made while it was away: one ticket created and started, another created.
    const started = await createTicket('AWAY01');
    await app.call('wash/setWashTicketState', { id: started, status: 2 }, employee.token);
    await createTicket('AWAY02');
    await wallScreen.context().setOffline(false);

    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/En vivo/);
    await expect.poll(() => stateOn(wallScreen, 'AWAY01'), eventually).toMatch(/En Curso/i);
    await expect.poll(() => stateOn(wallScreen, 'AWAY02'), eventually).toMatch(/Pendiente/i);
    const shown = await wallScreen
      .getByRole('article')
      .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')).sort());
    const server = await app.call<{ tickets: Array<{ vehicle: { ppu: string } }> }>('wash/getWashTicketByOrganizationId', {}, admin.token);
    expect(shown).toEqual(server.body.tickets.map((ticket) => ticket.vehicle.ppu).sort());
    expect(await stillSameDocument(wallScreen)).toBe(true);
  });

  it('lays the board out in lanes at 1280 px, and a 1920×1080 wall screen holds 30 tickets readable from across the room', async () => {
    // 30 tickets of the day (with the journeys' above): pending, in progress, paused, finished. Deliveries are due at
    // the day's end, since a delivery already past is refused.
    const states = [...Array(12).fill('pending'), ...Array(9).fill('inProgress'), ...Array(4).fill('paused'), ...Array(5).fill('finished')];
    for (const [index, state] of states.entries()) {
      const id = await createTicket(`TV${String(index).padStart(4, '0')}`, { endTime: '23:59', servicio: ['BA', 'FL', 'EM'][index % 3]! });
      if (state === 'pending') continue;
      await app.call('wash/setWashTicketState', { id, status: 2 }, employee.token);
      if (state === 'paused') await app.call('wash/setWashTicketState', { id, status: 3 }, employee.token);
      if (state === 'finished') await app.call('wash/finishWashTicket', { id }, employee.token);
    }

    const board = await boardOf(employee);
    await board.getByRole('article', { name: 'TV0029' }).waitFor();
    const lanes = board.getByTestId('board-lanes').getByRole('region');
    expect(await lanes.evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')))).toEqual([
      'Pendiente',
      'En Curso',
      'Pausado',
      'Listo / Finalizado hoy',
    ]);
    // Four lanes side by side at 1280 px, and every button a 44 px touch target.
    const laneBoxes = await lanes.evaluateAll((regions) => regions.map((region) => region.getBoundingClientRect().top));
    expect(new Set(laneBoxes).size).toBe(1);
    const buttonHeights = await board
      .getByRole('article')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(Math.min(...buttonHeights)).toBeGreaterThanOrEqual(44);
    expect(
      await board
        .getByRole('article', { name: 'TV0000' })
        .getByText(/^Entrega en/)
        .count(),
    ).toBe(1);
    await shot(board, 'board-1280');

    const wall = await boardOf(admin, '/home/board?pantalla=1', { width: 1920, height: 1080 });
    await wall.getByRole('article', { name: 'TV0029' }).waitFor();
    await wall.getByRole('status').filter({ hasText: 'En vivo' }).waitFor();
    const layout = await wall.evaluate(() => {
      const lanes = Array.from(document.querySelectorAll('[data-testid="wall-screen"] section')).map((lane) =>
        lane.getBoundingClientRect(),
      );
      const plates = Array.from(document.querySelectorAll('[data-testid="wall-screen"] article')).map((article) =>
        parseFloat(getComputedStyle(article.querySelector('p')!).fontSize),
      );
      return {
        pageHeight: document.documentElement.scrollHeight,
        lanes: lanes.map((lane) => ({ width: lane.width, bottom: lane.bottom })),
        smallestPlate: Math.min(...plates),
        clock: document.querySelector('[role="timer"]')?.textContent ?? '',
      };
    });
    // It fits the TV (no page scroll), its four lanes fill its width and reach its bottom, plates are 64 px or more.
    expect(layout.pageHeight).toBeLessThanOrEqual(1080);
    expect(layout.lanes).toHaveLength(4);
    for (const lane of layout.lanes) {
      expect(lane.width).toBeGreaterThan(400);
      expect(lane.bottom).toBeGreaterThan(1000);
    }
    expect(layout.smallestPlate).toBeGreaterThanOrEqual(64);
    expect(layout.clock).toMatch(/^\d{1,2}:\d{2}$/);
    if (SCREENSHOTS) await wall.screenshot({ path: `${SCREENSHOTS}/wall-1920x1080.png` });
  });
});
