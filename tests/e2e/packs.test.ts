import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';
import { newPlate, todayInSantiago } from '../support/wash-fixtures';

/**
 * Prepaid packs in the browser (issue 20): the AD creates "Pack 2 lavados" and sells it to a returning
 * car at the counter (a payment of the day's cash); at intake the counter sees the balance and one tap
 * charges the new ticket to the pack, at a desk and then on a phone, until nothing is left; the
 * customer page says what is left; the third car pays as usual.
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const desk = { name: 'desk', width: 1280, height: 900 } as const;
const phone = { name: 'phone', width: 390, height: 844 } as const;
type Viewport = typeof desk | typeof phone;

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
type User = Awaited<ReturnType<typeof app.createUser>>;
let admin: User;
let ana: User;
const plate = newPlate('PK');

async function ok<T = Record<string, unknown>>(path: string, body: unknown, token: string): Promise<T> {
  const answer = await app.call<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado Los Packs' });
  admin = await app.createUser('AD', organization.id);
  ana = await app.createUser('EM', organization.id, undefined, { firstName: 'Ana' });
  for (const user of [admin, ana]) await ok('onBoard/setOnBoardStatus', { state: 1 }, user.token);
  const { client } = await ok<{ client: { id: string } }>(
    'client/createClient',
    {
      client: {
        name: 'Juan Pérez',
        type: 'P',
        identification: randomRut(),
        contactName: 'Juan Pérez',
        clientAddress: 'Av. Siempre Viva 123',
        clientEmail: 'juan@example.cl',
        clientPhone: 912345678,
      },
    },
    admin.token,
  );
  await ok(
    'vehicle/createClientsVehicle',
    { vehicle: { clientId: client.id, ppu: plate, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' } },
    admin.token,
  );
  await ok(
    'billing/setPrices',
    { effectiveFrom: todayInSantiago(), prices: [{ serviceCode: 'FL', vehicleGroup: 'AUT', amount: 20000 }] },
    admin.token,
  );
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}
async function shot(page: Page, viewport: Viewport, name: string) {
  if (!SCREENSHOTS) return;
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}/packs-${name}-${viewport.name}.png`, fullPage: true });
}

async function signedIn(user: User, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  });
  const page = await context.newPage();
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(user.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/home/);
  return page;
}

/** Nuevo Servicio for the returning car: its plate, Full, then what the counter sees of its packs. */
async function intake(page: Page) {
  await page.goto(`${app.origin}/home/new-record`);
  await page.getByLabel('Patente').fill(plate);
  await page.getByText('Vehículo de Juan Pérez.').waitFor();
  await page.getByRole('radio', { name: /^Full/ }).click();
  await page.getByText('Precio: $20.000').waitFor();
}

async function openTicketIds(): Promise<string[]> {
  const open = await ok<{ id: string }[]>('wash/getOpenTicketsByPpu', { ppu: plate }, admin.token);
  return open.map((ticket) => ticket.id);
}

describe('a pack sold and used down to zero', () => {
  it('the AD creates and sells it; each intake taps a wash from it; the customer page says what is left', async () => {
    const owner = await signedIn(admin, desk);
    await owner.goto(`${app.origin}/home/packs`);
    await owner.getByRole('heading', { name: 'Packs y fidelidad' }).waitFor();
    await owner.getByRole('button', { name: 'Nuevo pack' }).click();
    const modal = owner.getByRole('dialog', { name: 'Nuevo pack' });
    await modal.getByLabel(/^Nombre del pack/).fill('Pack 2 lavados');
    await modal.locator('.mantine-MultiSelect-input').click();
    await owner.getByRole('option', { name: 'Full', exact: true }).click();
    await modal.getByLabel(/^Número de lavados/).fill('2');
    await modal.getByLabel(/^Precio/).fill('30000');
    await shot(owner, desk, 'new-offer');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal.waitFor({ state: 'hidden' });
    await owner.getByText('Pack 2 lavados · $30.000').first().waitFor();

    const sale = owner.locator('form').filter({ has: owner.getByRole('button', { name: 'Vender' }) });
    await sale.getByLabel(/^Patente/).fill(plate);
    await sale.getByLabel(/^N° de boleta/).fill('000124');
    await sale.getByRole('button', { name: 'Vender' }).click();
    const row = owner.getByRole('row').filter({ hasText: plate });
    await row.getByText('2 de 2').waitFor();
    await shot(owner, desk, 'sold');
    // The sale is a payment of the day: the Caja counts it in cash.
    const day = await ok<{ payments: { cash: number } }>('cash/getCashDay', { day: todayInSantiago() }, admin.token);
    expect(day.payments.cash).toBe(30000);

    // First wash, at the desk: the balance, one tap, Crear.
    await intake(owner);
    await owner.getByText('Pack 2 lavados: quedan 2 lavados').waitFor();
    await shot(owner, desk, 'intake-balance');
    await owner.getByRole('button', { name: 'Usar 1 lavado' }).click();
    await owner.getByRole('button', { name: 'Se cobra al pack' }).waitFor();
    await owner.getByRole('button', { name: 'Crear' }).click();
    const created = owner.getByRole('dialog', { name: 'Servicio Creado!' });
    await created.getByText(/Cobrado al pack «Pack 2 lavados»: no hay nada que cobrar\./).waitFor();
    await shot(owner, desk, 'intake-charged');
    const [first] = await openTicketIds();
    expect(await ok('payments/getTicketMoney', { id: first }, admin.token)).toMatchObject({ charged: 0, balance: 0 });

    // The customer's phone: what is left on the plate's pack.
    const customer = await browser.newPage({ viewport: { width: phone.width, height: phone.height } });
    await customer.goto(`${app.origin}/code/${first}`);
    await customer.getByText('Le queda 1 lavado').waitFor();
    await shot(customer, phone, 'customer-page');

    // Second wash, on the employee's phone: the last one.
    const counter = await signedIn(ana, phone);
    await intake(counter);
    await counter.getByText('Pack 2 lavados: queda 1 lavado').waitFor();
    await shot(counter, phone, 'intake-balance');
    await counter.getByRole('button', { name: 'Usar 1 lavado' }).click();
    await counter.getByRole('button', { name: 'Crear' }).click();
    await counter
      .getByRole('dialog', { name: 'Servicio Creado!' })
      .getByText(/Cobrado al pack/)
      .waitFor();
    await shot(counter, phone, 'intake-charged');

    // Nothing left: the third car sees no pack and pays as usual.
    await counter.getByRole('dialog', { name: 'Servicio Creado!' }).getByRole('button', { name: 'OK' }).click();
    await intake(counter);
    await settled(counter);
    expect(await counter.getByText(/Pack 2 lavados/).count()).toBe(0);
    expect(await counter.getByRole('button', { name: 'Usar 1 lavado' }).count()).toBe(0);
    await customer.reload();
    await customer.getByText('Patente').first().waitFor();
    await settled(customer);
    expect(await customer.getByText(/Le qued/).count()).toBe(0);

    await owner.goto(`${app.origin}/home/packs`);
    const emptied = owner.getByRole('row').filter({ hasText: plate });
    await emptied.getByText('0 de 2').waitFor();
    await emptied.getByText('Agotado').waitFor();
    await shot(owner, desk, 'emptied');
    const phoneOwner = await signedIn(admin, phone);
    await phoneOwner.goto(`${app.origin}/home/packs`);
    await phoneOwner.getByRole('row').filter({ hasText: plate }).getByText('0 de 2').waitFor();
    await shot(phoneOwner, phone, 'emptied');
  });
});
