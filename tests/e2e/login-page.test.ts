import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';

/**
 * The one login and recovery page (ui/login.html, its own small entry): the app loads it whenever it
 * has no session (a logout, an ended session), and the installed app's service worker keeps it for
 * offline use, never answering its address with the app (which would load it again, and again).
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
let washer: Awaited<ReturnType<typeof app.createUser>>;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado El Puerto' });
  washer = await app.createUser('EM', organization.id, 'user-password-1', { identification: randomRut() });
  // The welcome tour would cover the top bar.
  expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, washer.token)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) => (SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png` }) : undefined);

async function signIn(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-CL' });
  const page = await context.newPage();
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(washer.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(washer.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${app.origin}/home/board`);
  return page;
}

/** The entry script of the document shown: the login page's own, or the app's. */
const entryScript = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src^="/assets/"]')?.getAttribute('src') ?? null);

describe('the one login page', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])("'Cerrar sesión' on a %s loads the login page, the small document, not the app", async (name, viewport) => {
    const page = await signIn(viewport);
    await page.getByRole('heading', { name: 'Tablero' }).waitFor();
    if (viewport === PHONE) await page.getByRole('button', { name: 'Abrir o cerrar menú' }).locator('visible=true').first().click();
    // The guard and the logout both send the user to the login page: a second load would abort the first.
    const abortedLoads: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.isNavigationRequest()) abortedLoads.push(`${request.url()}: ${request.failure()?.errorText}`);
    });
    await page.getByRole('button', { name: 'Cerrar sesión' }).locator('visible=true').first().click();

    await page.waitForURL(`${app.origin}/login`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await entryScript(page)).toMatch(/^\/assets\/login-/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(abortedLoads).toEqual([]);
    await shot(page, `login-after-logout-${name}`);
    await page.context().close();
  });

  it("after a session ended elsewhere, the app loads the login page, which says 'Sesión expirada!' and why", async () => {
    const page = await signIn(DESKTOP);
    await page.getByRole('heading', { name: 'Tablero' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await app.call('auth/logout', {}, token!)).status).toBe(200);

    // The session's socket announces the end at once; failing that, the next call's 401 does. A reload that
    // meets the app already leaving for the login page is aborted (CI saw it): the URL is what is checked.
    try {
      await page.waitForURL(`${app.origin}/login`, { timeout: 15_000 });
    } catch {
      await page.reload().catch(() => undefined);
      await page.waitForURL(`${app.origin}/login`);
    }
    const ended = page.getByRole('dialog', { name: 'Sesión expirada!' });
    await ended.getByText('Se cerró la sesión desde otra pestaña o dispositivo.').waitFor();
    expect(page.url()).toBe(`${app.origin}/login`);
    expect(await entryScript(page)).toMatch(/^\/assets\/login-/);
    await shot(page, 'login-after-session-ended');
    await ended.getByRole('button', { name: 'OK' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it("is what the installed app's service worker answers for /login and /recovery, offline too", async () => {
    const page = await signIn(PHONE);
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null,
      undefined,
      {
        timeout: 30_000,
      },
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    for (const [address, heading] of [
      ['/login', 'Iniciar sesión'],
      ['/recovery', 'Recuperar contraseña'],
      ['/login?from=logout', 'Iniciar sesión'],
    ] as const) {
      await page.goto(`${app.origin}${address}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect({ address, entry: await entryScript(page) }).toEqual({ address, entry: expect.stringMatching(/^\/assets\/login-/) });
      expect(page.url()).toBe(`${app.origin}${address}`);
    }
    await shot(page, 'login-offline-phone');
    await page.context().close();
  });
});
