import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';

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
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado En Vivo' });
  const other = await app.createOrganization(sa, { name: 'Lavado Vecino' });
  admin = await app.createUser('AD', organization.id);
  employee = await app.createUser('EM', organization.id);
  otherAdmin = await app.createUser('AD', other.id);
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

const card = (page: Page, plate: string) => page.getByRole('article', { name: plate });
const stateOn = (page: Page, plate: string) => card(page, plate).locator('.mantine-Badge-root').first().textContent();
const phoneState = (page: Page) => page.locator('.state').textContent();
const eventually = { timeout: 10_000 };

async function createTicket(plate: string): Promise<string> {
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
    endTime: '23:59',
    servicio: 'FL',
    observaciones: '',
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
    for (const page of [adminBoard, wallScreen]) await expect.poll(() => stateOn(page, plate), eventually).toMatch(/Pausado/i);
    await expect.poll(() => phoneState(phone), eventually).toBe('Pausado');

    await card(employeeBoard, plate).getByRole('button', { name: 'Iniciar' }).click();
    await expect.poll(() => stateOn(adminBoard, plate), eventually).toMatch(/En Curso/i);
    await card(employeeBoard, plate).getByRole('button', { name: 'Finalizar' }).click();
    await employeeBoard.getByRole('dialog').getByRole('button', { name: 'Finalizar' }).click();
    await employeeBoard.getByText('Finalizado!').waitFor();
    for (const page of [adminBoard, employeeBoard, wallScreen]) await expect.poll(() => card(page, plate).count(), eventually).toBe(0);
    await expect.poll(() => phoneState(phone), eventually).toBe('Listo para retirar');

    // The other organization's board: nothing arrived during the whole journey, nor after a wait.
    await otherBoard.waitForTimeout(SILENCE_MS);
    expect(await otherBoard.getByRole('article').count()).toBe(0);
    expect(await otherBoard.getByText('No existen registros por hoy').count()).toBe(1);

    for (const page of [adminBoard, employeeBoard, wallScreen, otherBoard, phone]) expect(await stillSameDocument(page)).toBe(true);
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
    const server = await app.call<Array<{ vehicle: { ppu: string } }>>('wash/getWashTicketByOrganizationId', {}, admin.token);
    expect(shown).toEqual(server.body.map((ticket) => ticket.vehicle.ppu).sort());
    expect(await stillSameDocument(wallScreen)).toBe(true);
  });
});
