import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL' });
  return context.newPage();
}

const shot = (page: Page, name: string) =>
  SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined;

async function fillLogin(page: Page, identification: string, password: string) {
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

describe('login screen', () => {
  it("shows 'Faltan Campos!' for each empty field", async () => {
    const page = await newPage();
    await page.goto(`${app.origin}/login`);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => page.getByText('Faltan Campos!').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Ingrese Identificacion!').count()).toBeGreaterThan(0);
    await shot(page, 'login-missing-identification');
    await page.keyboard.press('Escape');
    await page.getByLabel('Identificacion').fill('admin');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => page.getByText('Ingrese Contraseña!').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("shows the server's message for a wrong password", async () => {
    const page = await newPage();
    await fillLogin(page, ADMIN.identification, 'wrong-password');
    await expect.poll(() => page.getByText('Identificación o contraseña incorrecta.').count()).toBeGreaterThan(0);
    await shot(page, 'login-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});

describe('super admin journey', () => {
  it('logs in, lands on /admin, creates an organization and sees it listed', async () => {
    const page = await newPage();
    await fillLogin(page, ADMIN.identification, ADMIN.password);
    await page.waitForURL(`${app.origin}/admin`);
    await shot(page, 'admin-landing');

    await page.goto(`${app.origin}/admin/organizations`);
    await page.getByRole('button', { name: 'Nueva empresa' }).click();
    const name = `Lavado Journey ${Date.now()}`;
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Nombre').fill(name);
    await modal.getByLabel('RUT').fill(randomRut());
    await modal.getByLabel('Dominio').fill('journey.cl');
    await shot(page, 'organizations-new');
    await modal.getByRole('button', { name: 'Crear' }).click();
    await expect.poll(() => page.getByRole('cell', { name }).count(), { timeout: 10_000 }).toBe(1);
    await shot(page, 'organizations-listed');

    const { rows } = await app.pool.query('select name from organizations where name = $1', [name]);
    expect(rows).toHaveLength(1);
    await page.context().close();
  });
});
