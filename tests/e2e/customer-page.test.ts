import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketHistoryEntry } from '@lavado/shared/wash/ticket-history.schemas';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';
import { newPlate, newServiceData } from '../support/wash-fixtures';

/**
 * Issue 10's customer page: a customer's phone (390×844) follows a ticket through its whole life,
 * step by step and live, while the employee works the board and tells the customer on WhatsApp;
 * the original's demo sheet (docs/specification.md#public-code-page) appears only for a code that names no ticket.
 * Issue 20's status page: the car as the customer knows it, the price and what is left to pay, the
 * pause's reason chosen on the board, and an estimate revised as the wash goes.
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const eventually = { timeout: 10_000 };

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
type User = Awaited<ReturnType<typeof app.createUser>>;
let admin: User;
let employee: User;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado Los Andes' });
  admin = await app.createUser('AD', organization.id);
  employee = await app.createUser('EM', organization.id);
  for (const user of [admin, employee]) expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, user.token)).status).toBe(200);
  // A Full wash of an SUV (group Otros) costs 18.990 pesos.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const price = { serviceCode: 'FL', vehicleGroup: 'OTR', amount: 18990, effectiveFrom: today };
  expect((await app.call('billing/setPrice', price, admin.token)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) =>
  SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined;

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', timezoneId: 'America/Santiago' });
  // No chat leaves this machine: WhatsApp's address answers from here, so the opened tab can be read.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  return context.newPage();
}

async function signedIn(user: User, path: string, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport);
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(user.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/home/);
  await page.goto(`${app.origin}${path}`);
  return page;
}

async function boardOf(user: User, viewport = DESKTOP): Promise<Page> {
  const page = await signedIn(user, '/home/board', viewport);
  await page.getByRole('article').or(page.getByText('No existen registros por hoy')).first().waitFor();
  return page;
}

/** A client with a phone, their vehicle and a ticket for it, with observations. */
async function ticketOfClientWithPhone(plate: string): Promise<string> {
  const client = await app.call<{ client: { id: string } }>(
    'client/createClient',
    { client: { name: 'María Soto', type: 'P', identification: randomRut(), clientPhone: 987654321 } },
    admin.token,
  );
  expect(client.status).toBe(200);
  const vehicle = { clientId: client.body.client.id, ppu: plate, type: 'SUV', brand: 'Toyota', model: 'RAV4', color: 'Gris' };
  expect((await app.call('vehicle/createClientsVehicle', { vehicle }, admin.token)).status).toBe(200);
  const data = newServiceData({ ppu: plate, clientId: client.body.client.id, observaciones: 'Rayón leve en la puerta trasera izquierda.' });
  const ticket = await app.call<{ id: string }>('wash/createWashTicket', { data }, admin.token);
  expect(ticket.status).toBe(200);
  return ticket.body.id;
}

/** The phone's timeline as a customer reads it: each step's label and whether it is done, current or next. */
const timeline = (phone: Page) =>
  phone
    .getByRole('list', { name: 'Etapas del servicio' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const label = item.querySelector('.step-label')?.textContent;
        const state = item.classList.contains('step--current') ? 'current' : item.classList.contains('step--done') ? 'done' : 'next';
        return `${label} (${state}${item.querySelector('time') ? ', hora' : ''})`;
      }),
    );
const announced = (phone: Page) => phone.locator('[aria-live="polite"]').textContent();
/** The value beside a label in the phone's facts. */
const fact = (phone: Page, label: string) =>
  phone
    .locator('.fact')
    .filter({ has: phone.locator('dt', { hasText: label }) })
    .locator('dd')
    .first()
    .textContent();
const estimate = (phone: Page) => phone.locator('.estimate').textContent();
const estimatedTime = (phone: Page) => phone.locator('.estimate time').textContent();
const card = (page: Page, plate: string) => page.getByRole('article', { name: plate });

/** Taps "Avisar por WhatsApp", once the text is signed with the car wash's name, and returns the chat address the new tab opened. */
async function notifyFrom(page: Page, scope: ReturnType<Page['getByRole']>): Promise<string> {
  const link = scope.getByRole('link', { name: 'Avisar por WhatsApp' });
  await expect.poll(async () => decodeURIComponent((await link.getAttribute('href')) ?? ''), eventually).toContain('— Lavado Los Andes');
  const [chat] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await chat.waitForLoadState();
  const address = decodeURIComponent(chat.url());
  await chat.close();
  return address;
}

describe("the customer's page", () => {
  it('follows a ticket through its whole life on a phone, live and step by step, while the staff tell the customer on WhatsApp', async () => {
    // A car received before: the customer's car waits behind it.
    const ahead = newPlate('AH');
    expect((await app.call('wash/createWashTicket', { data: newServiceData({ ppu: ahead }) }, admin.token)).status).toBe(200);
    const plate = newPlate('CP');
    const id = await ticketOfClientWithPhone(plate);
    // A walk-in with no client on record: nobody to tell.
    const walkIn = newPlate('NP');
    expect((await app.call('wash/createWashTicket', { data: newServiceData({ ppu: walkIn }) }, admin.token)).status).toBe(200);
    // The employee works the board on a phone too.
    const board = await boardOf(employee, PHONE);
    await card(board, plate).waitFor();
    expect(await card(board, walkIn).getByRole('button', { name: 'Avisar por WhatsApp' }).getAttribute('aria-disabled')).toBe('true');
    await shot(board, 'board-phone-avisar');

    const phone = await newPage(PHONE);
    await phone.goto(`${app.origin}/code/${id}`);
    await phone.getByRole('status').filter({ hasText: 'En vivo' }).waitFor();
    await phone.evaluate(() => Object.assign(window, { sameDocument: true }));
    expect(await phone.getByText('Lavado Los Andes').count()).toBe(1);
    expect(await phone.getByRole('link', { name: /Llamar/ }).getAttribute('href')).toBe('tel:+56912345678');
    expect(await phone.locator('.plate').textContent()).toBe(`Patente ${plate}`);
    expect(await phone.getByRole('region', { name: 'Observaciones' }).textContent()).toContain(
      'Rayón leve en la puerta trasera izquierda.',
    );
    expect(await phone.getByText('Informacion demo: La informacion de este codigo es solo conceptual!').count()).toBe(0);
    expect(await timeline(phone)).toEqual(['Recibido (current, hora)', 'En lavado (next)', 'Listo para retirar (next)']);
    // The status page: the car as the customer knows it, its price and what is left to pay, and when it should be ready.
    expect(await phone.locator('.vehicle').textContent()).toBe('Vehículo: Toyota · RAV4 · Gris');
    expect(await fact(phone, 'Precio')).toBe('$18.990');
    expect(await fact(phone, 'Por pagar')).toBe('$18.990');
    expect(await estimate(phone)).toContain('Hay 1 vehículo antes que el suyo.');
    const whileWaiting = await estimatedTime(phone);
    expect(whileWaiting).toMatch(/\d{1,2}:\d{2}$/);
    await shot(phone, 'customer-1-recibido');

    // Avisar por WhatsApp from the board: the client's chat, with the page to follow the wash.
    const chat = await notifyFrom(board, card(board, plate));
    expect(chat).toBe(
      `https://wa.me/56987654321?text=¡Hola! Puede seguir el lavado de su vehículo patente ${plate} aquí: ${app.origin}/code/${id}\n— Lavado Los Andes`,
    );
    await card(board, plate).getByRole('button', { name: 'Avisado' }).waitFor();
    await shot(board, 'board-phone-avisado');

    await card(board, plate).getByRole('button', { name: 'Iniciar' }).click();
    await expect
      .poll(() => timeline(phone), eventually)
      .toEqual(['Recibido (done, hora)', 'En lavado (current, hora)', 'Listo para retirar (next)']);
    expect(await announced(phone)).toBe('Estado actualizado: En lavado');
    // Revised: washing now, the queue no longer counts, and the car should be ready sooner than while it waited.
    await expect.poll(() => estimate(phone), eventually).not.toContain('vehículo antes que el suyo');
    expect(await estimatedTime(phone)).not.toBe(whileWaiting);
    // A new state: the notice is offered again.
    await card(board, plate).getByRole('link', { name: 'Avisar por WhatsApp' }).waitFor();
    await shot(phone, 'customer-2-en-lavado');

    // Pausar asks why, presets first: one more tap.
    await card(board, plate).getByRole('button', { name: 'Pausar' }).click();
    const why = board.getByRole('dialog', { name: `Pausar ${plate}: ¿por qué?` });
    await why.getByRole('button', { name: 'Secando' }).waitFor();
    await shot(board, 'board-phone-pausar-motivos');
    await why.getByRole('button', { name: 'Secando' }).click();
    await why.waitFor({ state: 'detached' });
    await card(board, plate).getByText('Motivo: Secando').waitFor();
    await shot(board, 'board-phone-pausado-motivo');
    await expect
      .poll(() => timeline(phone), eventually)
      .toEqual([
        'Recibido (done, hora)',
        'En lavado (done, hora)',
        'Pausado (current, hora)',
        'En lavado (next)',
        'Listo para retirar (next)',
      ]);
    expect(await announced(phone)).toBe('Estado actualizado: Pausado');
    expect(await fact(phone, 'Estado')).toBe('Pausado: Secando');
    expect(await phone.locator('.step--current .step-note').textContent()).toBe('Secando');
    await shot(phone, 'customer-3-pausado');

    await card(board, plate).getByRole('button', { name: 'Iniciar' }).click();
    await expect
      .poll(() => timeline(phone), eventually)
      .toEqual([
        'Recibido (done, hora)',
        'En lavado (done, hora)',
        'Pausado (done, hora)',
        'En lavado (current, hora)',
        'Listo para retirar (next)',
      ]);
    expect(await phone.getByText('Reanudado').count()).toBe(1);
    expect(await announced(phone)).toBe('Estado actualizado: En lavado');
    await shot(phone, 'customer-4-reanudado');

    await card(board, plate).getByRole('button', { name: 'Finalizar' }).click();
    await board.getByRole('dialog').getByRole('button', { name: 'Finalizar' }).click();
    const finished = board.getByRole('dialog', { name: 'Finalizado!' });
    await finished.waitFor();
    await expect
      .poll(() => timeline(phone), eventually)
      .toEqual([
        'Recibido (done, hora)',
        'En lavado (done, hora)',
        'Pausado (done, hora)',
        'En lavado (done, hora)',
        'Listo para retirar (current, hora)',
      ]);
    expect(await phone.getByText('¡Su vehículo está listo para retirar!').count()).toBe(1);
    // Unmistakable: the first thing on the card, big, white on dark green.
    const banner = phone.locator('.ready-banner');
    expect(await banner.textContent()).toBe('Listo para retirar');
    expect(await banner.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor])).toEqual([
      'rgb(255, 255, 255)',
      'rgb(27, 94, 32)',
    ]);
    expect(await banner.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(28);
    expect(await estimate(phone)).toMatch(/^Listo desde/);
    // The paused step keeps its reason on the timeline.
    expect(await phone.locator('.step--status-3 .step-note').textContent()).toBe('Secando');
    expect(await announced(phone)).toBe('Estado actualizado: Listo para retirar');
    await shot(phone, 'customer-5-listo');
    const desktop = await newPage(DESKTOP);
    await desktop.goto(`${app.origin}/code/${id}`);
    await desktop.locator('.ready-banner').waitFor();
    await shot(desktop, 'customer-5-listo-desktop');
    await desktop.close();

    // The finished card has left the board: the ready-to-collect notice is offered in Finalizado!'s dialog.
    expect(await notifyFrom(board, finished)).toBe(
      `https://wa.me/56987654321?text=¡Hola! Su vehículo patente ${plate} está listo para retirar: ${app.origin}/code/${id}\n— Lavado Los Andes`,
    );
    await finished.getByRole('button', { name: 'Avisado' }).waitFor();
    await shot(board, 'customer-board-finalizado');

    const history = await app.call<TicketHistoryEntry[]>('wash/getTicketHistory', { id }, admin.token);
    expect(
      history.body.filter((entry) => entry.type === 'TicketCustomerNotified').map((entry) => [entry.details, entry.actor.name]),
    ).toEqual([
      ['Estado: Pendiente · +56 987654321', 'Ana EM'],
      ['Estado: Finalizado · +56 987654321', 'Ana EM'],
    ]);
    expect(await phone.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(history.body.find((entry) => entry.type === 'TicketPaused')?.details).toBe('Motivo: Secando · Responsable: Ana EM');

    // On a wide screen, the walk-in paused with the washer's own words ('Otro').
    const wide = await boardOf(employee, DESKTOP);
    await card(wide, walkIn).getByRole('button', { name: 'Iniciar' }).click();
    // Once the server has the start (no tap pending): its push moves the card to its lane, which would close a picker opened before.
    await expect.poll(() => card(wide, walkIn).getByTestId('pending-tap').count(), eventually).toBe(0);
    await card(wide, walkIn).getByRole('button', { name: 'Pausar' }).and(wide.locator(':enabled')).waitFor();
    await card(wide, walkIn).getByRole('button', { name: 'Pausar' }).click();
    const other = wide.getByRole('dialog', { name: `Pausar ${walkIn}: ¿por qué?` });
    await other.getByRole('button', { name: 'Otro' }).click();
    await other.getByRole('textbox', { name: 'Motivo' }).fill('Se cortó el agua');
    await shot(wide, 'board-desktop-pausar-otro');
    await other.getByRole('button', { name: 'Pausar' }).click();
    await card(wide, walkIn).getByText('Motivo: Se cortó el agua').waitFor();
    await shot(wide, 'board-desktop-pausado-otro');
    await wide.close();

    // The record page: told about this state already, and the history says who told what.
    const recordPage = await signedIn(admin, `/home/codes/${id}`);
    await recordPage.getByRole('button', { name: 'Avisado' }).waitFor();
    await expect.poll(() => recordPage.getByText('Cliente avisado por WhatsApp').count(), eventually).toBe(2);
    await shot(recordPage, 'record-avisado');
  });

  it('shows the demo sheet, with its notice, only for a well-formed code that names no ticket; a malformed one says so', async () => {
    const phone = await newPage(PHONE);
    await phone.goto(`${app.origin}/code/${randomUUID()}`);
    await phone.getByText('El código no corresponde a un servicio.').waitFor();
    expect(await phone.getByRole('note').textContent()).toBe('Informacion demo: La informacion de este codigo es solo conceptual!');
    expect(await phone.getByRole('table').getByRole('row').count()).toBe(5);
    expect(await phone.getByRole('list', { name: 'Etapas del servicio' }).count()).toBe(0);
    await shot(phone, 'customer-6-demo');

    await phone.goto(`${app.origin}/code/esto-no-es-un-codigo`);
    await phone.getByText('El código no es válido. Revise el enlace o escanee nuevamente el código QR.').waitFor();
    expect(await phone.getByRole('note').count()).toBe(0);
    expect(await phone.getByRole('table').count()).toBe(0);
    await shot(phone, 'customer-7-invalido');
  });
});
