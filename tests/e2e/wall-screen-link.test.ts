import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';
import { BOARD_LANE_LIMIT } from '@lavado/shared/wash/board';

/**
 * A wall-screen link end to end (docs/security.md, rule 47): the AD creates it on the board page,
 * a TV with nobody signed in opens it at 1920×1080 and follows the board live, and once the AD
 * revokes it the TV shows the board no more. A lane with more cards than the board holds says how many more.
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const TV = { width: 1920, height: 1080 };
const eventually = { timeout: 10_000 };

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
let admin: Awaited<ReturnType<typeof app.createUser>>;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado Televisor' });
  admin = await app.createUser('AD', organization.id);
  expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, admin.token)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) => (SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png` }) : undefined);

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', timezoneId: 'America/Santiago' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin });
  return context.newPage();
}

async function adminBoard(): Promise<Page> {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(admin.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/home/);
  await page.goto(`${app.origin}/home/board`);
  await page.getByText('No existen registros por hoy').first().waitFor();
  return page;
}

async function createTicket(plate: string): Promise<void> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const data = {
    ...{ ppu: plate, propietario: 'Juan Pérez', driver: 'Pedro Díaz', vehicleType: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' },
    ...{ endDate: today, endTime: '23:59', servicio: 'FL', observaciones: '' },
  };
  expect((await app.call('wash/createWashTicket', { data }, admin.token)).status).toBe(200);
}

describe('wall-screen link', () => {
  it('is created by the AD, shows the board live on a TV nobody signed in to, and stops when revoked', async () => {
    const board = await adminBoard();
    const section = board.getByRole('region', { name: 'Pantalla' });
    await section.getByText('No hay enlaces de pantalla activos.').waitFor();
    await section.getByRole('button', { name: 'Crear enlace de pantalla' }).click();
    const shown = section.getByRole('textbox', { name: 'Enlace de pantalla creado' });
    const link = await shown.inputValue();
    expect(link).toMatch(new RegExp(`^${app.origin}/pantalla/[A-Za-z0-9_-]{43}$`));
    await section.getByRole('button', { name: 'Copiar enlace' }).click();
    await section.getByRole('button', { name: 'Copiado' }).waitFor();
    expect(await board.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect.poll(() => section.getByTestId('wall-screen-link').count(), eventually).toBe(1);
    await shot(board, 'board-wall-screen-section');

    const tv = await newPage(TV);
    await tv.goto(link);
    const wall = tv.getByTestId('wall-screen');
    await wall.getByRole('heading', { name: 'Lavado Televisor' }).waitFor();
    await wall.getByRole('status').filter({ hasText: 'En vivo' }).waitFor();
    expect(await tv.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await createTicket('TELE01');
    await wall.getByRole('article', { name: 'TELE01' }).waitFor(eventually);
    await shot(tv, 'wall-screen-link-1920');

    // Past what a lane holds, the lane says how many more it has, counted live as they come.
    const pendingLane = wall.getByRole('region', { name: 'Pendiente' });
    for (let batch = 0; batch < 6; batch += 1)
      await Promise.all(Array.from({ length: 9 }, (_, index) => createTicket(`TELM${String(batch * 9 + index).padStart(2, '0')}`)));
    await pendingLane.getByText('Y 5 servicios más').waitFor(eventually);
    expect(await pendingLane.getByRole('article').count()).toBe(BOARD_LANE_LIMIT);
    await shot(tv, 'wall-screen-link-more');

    // The link is shown once: a reload of the board page lists it, without its address.
    await board.reload();
    await section.getByTestId('wall-screen-link').first().waitFor();
    expect(await section.getByRole('textbox', { name: 'Enlace de pantalla creado' }).count()).toBe(0);
    await section.getByRole('button', { name: 'Revocar' }).click();
    await board.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
    await section.getByText('No hay enlaces de pantalla activos.').waitFor(eventually);

    await tv.getByTestId('wall-screen-refused').waitFor(eventually);
    expect(await tv.getByTestId('wall-screen').count()).toBe(0);
    await tv.getByText('Este enlace de pantalla no es válido o fue revocado.').waitFor();
    // A TV has nobody to close a dialog: the page itself says why, with no 'Sesión expirada!' on top.
    expect(await tv.getByRole('dialog').count()).toBe(0);
    await shot(tv, 'wall-screen-link-revoked');

    // Opened again, the revoked link shows nothing of the board either.
    await tv.reload();
    await tv.getByTestId('wall-screen-refused').waitFor(eventually);
    expect(await tv.getByRole('article', { name: 'TELE01' }).count()).toBe(0);
  });
});
