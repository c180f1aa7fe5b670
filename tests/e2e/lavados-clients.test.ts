import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { formatRut } from '@lavado/shared/validation/rut';
import { ADMIN, randomRut } from '../support/test-app';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
let admin: { identification: string; password: string; token: string };

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const superAdmin = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(superAdmin, { name: 'Lavado Los Andes' });
  admin = await app.createUser('AD', organization.id);
  // This journey is about clients and services: the onboarding overlay has been seen already.
  const onboarded = await app.call('onBoard/setOnBoardStatus', { state: 1 }, admin.token);
  if (onboarded.status !== 200) throw new Error(`setOnBoardStatus failed: ${JSON.stringify(onboarded.body)}`);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) =>
  SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined;

async function signIn(page: Page) {
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(admin.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${app.origin}/home`);
}

/** Waits for the titled dialog, then closes it with OK. */
async function acknowledge(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Today in Santiago as the date field reads it (d/M/yyyy), so the delivery is never in the past. */
function todayInSantiago(): { typed: string; iso: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const [year, month, day] = iso.split('-').map(Number);
  return { typed: `${day}/${month}/${year}`, iso };
}

describe('an administrator registers a client, its vehicle and a service', () => {
  it('goes from a new company client to a created wash ticket for its vehicle', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL', timezoneId: 'America/Santiago' });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('heading', { name: 'Registro de Clientes' }).waitFor();

    const name = `Transportes Andinos ${Date.now()}`;
    const rut = randomRut();
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const clientModal = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await clientModal.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    await clientModal.getByLabel('Rut').fill(rut.replace('-', ''));
    await clientModal.getByLabel('Nombre de contacto').fill('María Soto');
    await clientModal.getByLabel('Dirección').fill('Av. Siempre Viva 123');
    await clientModal.getByLabel('Correo electrónico').fill('contacto@andinos.cl');
    await clientModal.getByLabel('Teléfono').fill('912345678');
    await shot(page, 'clients-new-client');
    await clientModal.getByRole('button', { name: 'Registrar' }).click();
    await acknowledge(page, 'Registrado');

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      name,
      'Empresa',
      formatRut(rut),
      '0',
      '—',
      'Avisos del servicio\nPublicidad',
      '',
    ]);
    expect(await row.getByRole('button', { name: 'Nuevo servicio' }).isDisabled()).toBe(true);

    await row.getByRole('button', { name: 'Nuevo vehículo' }).click();
    const vehicleModal = page.getByRole('dialog', { name: 'Nuevo vehículo' });
    await vehicleModal.getByLabel('Patente').fill('ghjk34');
    expect(await vehicleModal.getByLabel('Patente').inputValue()).toBe('GHJK34');
    // Looked up as it is typed; the answer shows in the modal itself.
    await vehicleModal.getByText('Sin Registro').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await choose(page, vehicleModal.getByRole('combobox', { name: 'Tipo Vehiculo' }), 'Doble Cabina');
    await vehicleModal.getByLabel('Marca').fill('Toyota');
    await vehicleModal.getByLabel('Modelo').fill('Hilux');
    await vehicleModal.getByLabel('Color').fill('Blanco');
    await shot(page, 'clients-new-vehicle');
    await vehicleModal.getByRole('button', { name: 'Registrar' }).click();
    await acknowledge(page, 'Registrado');
    await expect.poll(() => row.getByRole('cell').nth(3).innerText()).toBe('1');
    await shot(page, 'clients-listed');

    await row.getByRole('button', { name: 'Nuevo servicio' }).click();
    const serviceModal = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await serviceModal.getByRole('button', { name: 'Crear' }).click();
    await acknowledge(page, 'Debes seleccionar un vehículo');
    await serviceModal.getByRole('radio', { name: /GHJK34/ }).click();
    await shot(page, 'clients-new-service');
    await serviceModal.getByRole('button', { name: 'Crear' }).click();

    await page.waitForURL(`${app.origin}/home/new-record`);
    await expect.poll(() => page.getByLabel('Propietario').inputValue()).toBe(name);
    expect(await page.getByLabel('Patente').inputValue()).toBe('GHJK34');
    expect(await page.getByRole('combobox', { name: 'Tipo Vehiculo' }).inputValue()).toBe('Doble Cabina');
    expect(await page.getByLabel('Marca').inputValue()).toBe('Toyota');

    // The plate is looked up: the driver defaults to its owner, so the first field missing is the delivery date.
    await expect.poll(() => page.getByLabel('Conductor').inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Crear' }).click();
    const warning = page.getByRole('dialog', { name: 'Faltan Campos' });
    await warning.getByText('Ingrese Fecha de Entrega...').waitFor();
    await warning.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await shot(page, 'new-service-missing-delivery');
    await acknowledge(page, 'Faltan Campos');
    await expect.poll(() => page.getByLabel('Fecha Entrega').evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);

    const delivery = todayInSantiago();
    await page.getByLabel('Conductor').fill('Pedro Díaz');
    await page.getByLabel('Fecha Entrega').fill(delivery.typed);
    await page.keyboard.press('Escape');
    await page.getByLabel('Hora Entrega').click();
    await page.keyboard.type('2359');
    await page.getByRole('radio', { name: /^Full/ }).click();
    await page.getByLabel('Observaciones').fill('Rayón en la puerta trasera');
    await shot(page, 'new-service-filled');
    await page.getByRole('button', { name: 'Crear' }).click();
    const created = page.getByRole('dialog', { name: 'Servicio Creado!' });
    await created.getByRole('button', { name: 'Imprimir QR' }).waitFor();
    await created.getByRole('button', { name: 'Ver en tablero' }).waitFor();
    await shot(page, 'new-service-created');
    await acknowledge(page, 'Servicio Creado!');
    expect(await page.getByLabel('Patente').inputValue()).toBe('');

    // The same plate again: the form warns of its open ticket before anything is created.
    await page.getByLabel('Patente').fill('GHJK34');
    const openTicket = page.getByRole('alert').filter({ hasText: 'Servicio abierto' });
    await openTicket.waitFor();
    expect(await openTicket.innerText()).toContain('La patente GHJK34 ya tiene un servicio abierto (Pendiente');
    await shot(page, 'new-service-open-ticket');
    await page.getByRole('button', { name: 'Crear' }).click();
    await acknowledge(page, 'Faltan Campos');
    expect(await page.getByText('Ingrese Fecha de Entrega...').count()).toBeGreaterThan(0);
    expect(await page.getByText('Seleccione Tipo de Servicio...').count()).toBeGreaterThan(0);
    await shot(page, 'new-service-missing-inline');

    const records = await app.call<Array<Record<string, unknown>>>(
      'wash/getCompleteTicketByOrganizationId',
      { search: 'GHJK34' },
      admin.token,
    );
    expect(records.status).toBe(200);
    expect(records.body).toHaveLength(1);
    expect(records.body[0]).toMatchObject({
      status: 1,
      vehicle: { ppu: 'GHJK34', type: 'CAD', ownerName: name, brand: 'Toyota', model: 'Hilux', color: 'Blanco' },
      serviceType: 'FL',
      driver: 'Pedro Díaz',
      endDate: delivery.iso,
      endTime: '23:59',
      observations: 'Rayón en la puerta trasera',
    });
    const clients = await app.call<Array<{ id: string; lastService: string | null }>>(
      'client/getOrganizationClients',
      { search: name },
      admin.token,
    );
    expect(records.body[0]?.clientId).toBe(clients.body[0]?.id);
    expect(clients.body[0]?.lastService).not.toBeNull();
    await context.close();
  });
});
