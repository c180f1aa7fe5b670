import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * A client's rights from the AD's screens (docs/privacy.md): the AD corrects the client
 * ("Rectificación") and sets how long inactive clients are kept ("Plazo de conservación"), exports
 * what is held about them ("Acceso y portabilidad"), blocks and unblocks them ("Bloqueo temporal"),
 * then erases them ("Borrar a una persona"); while blocked and once erased, the customer page of
 * that client's old ticket shows none of their data, the corrected name included.
 */

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const mark = randomUUID().slice(0, 6);
const person = {
  name: `Casimira Olvidada ${mark}`,
  identification: randomRut(),
  contactName: `Contacto Olvidado ${mark}`,
  clientAddress: `Pasaje Olvido ${mark}`,
  clientEmail: `co.${mark}@olvido.cl`,
  clientPhone: 900_000_000 + randomInt(99_999_999),
};
const plate = `ZW${String(1000 + randomInt(9000))}`;
const ownerName = `Dueña Olvidada ${mark}`;
const driver = `Chofer Olvidado ${mark}`;
const observations = `Raya en el capó ${mark}`;
const correctedName = `Casimira Corregida ${mark}`;
const values = [
  person.name,
  correctedName,
  person.contactName,
  person.clientAddress,
  person.clientEmail,
  String(person.clientPhone),
  plate,
  ownerName,
  driver,
  observations,
];

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
let admin: { identification: string; password: string; token: string };
let ticketId: string;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const superAdmin = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(superAdmin, { name: 'Lavado Los Andes' });
  admin = await app.createUser('AD', organization.id);
  const must = async <T = Record<string, unknown>>(path: string, body: unknown) => {
    const answer = await app.call<T>(path, body, admin.token);
    if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await must('onBoard/setOnBoardStatus', { state: 1 });
  const clientId = (await must<{ client: { id: string } }>('client/createClient', { client: { ...person, type: 'E' } })).client.id;
  await must('vehicle/createClientsVehicle', { vehicle: { clientId, ppu: plate, type: 'SED', brand: 'Kia', model: 'Rio', color: 'Gris' } });
  ticketId = (
    await must<{ id: string }>('wash/createWashTicket', {
      data: newServiceData({ ppu: plate, clientId, propietario: ownerName, driver, observaciones: observations }),
    })
  ).id;
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

describe("an administrator honours a client's rights from the clients screen", () => {
  it("corrects the name with 'Editar', keeps the retention months set, and exports what is held as JSON", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'es-CL', timezoneId: 'America/Santiago' });
    await signIn(page);
    await page.getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('row').filter({ hasText: person.name }).getByRole('button', { name: 'Editar' }).click();
    const modal = page.getByRole('dialog', { name: 'Editar cliente' });
    const name = modal.getByLabel(/^Nombre( \*)?$/);
    expect(await name.inputValue()).toBe(person.name);
    await name.fill(correctedName);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    const done = page.getByRole('dialog', { name: 'Datos corregidos' });
    await done.getByText('¡Datos del cliente corregidos!').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    const row = page.getByRole('row').filter({ hasText: correctedName });
    await row.waitFor();
    expect(await page.getByRole('row').filter({ hasText: person.name }).count()).toBe(0);

    await row.getByRole('button', { name: 'Exportar datos' }).click();
    const exportDialog = page.getByRole('dialog', { name: `Exportar datos de ${correctedName}` });
    await exportDialog.getByLabel('Motivo').fill('Pedido por el titular');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Descargar JSON' }).click(),
    ]);
    const held = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { client: { name: string }; vehicles: { ppu: string }[] };
    expect(held.client.name).toBe(correctedName);
    expect(held.vehicles.map((vehicle) => vehicle.ppu)).toEqual([plate]);

    await page.goto(`${app.origin}/home/business`);
    const months = page.getByLabel('Meses que se conservan los clientes inactivos');
    await expect.poll(() => months.inputValue()).toBe('24');
    await months.fill('36');
    await page.getByRole('button', { name: 'Guardar plazo de conservación' }).click();
    await page.getByText('Plazo de conservación guardado.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Meses que se conservan los clientes inactivos').inputValue()).toBe('36');
    await page.close();
  });

  it('blocks (gone from the list, the customer page without their data), unblocks, then names what will be lost, erases on confirmation, and the old ticket’s customer page shows none of their data', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'es-CL', timezoneId: 'America/Santiago' });
    await phone.goto(`${app.origin}/code/${ticketId}`);
    await expect.poll(async () => (await phone.content()).includes(plate)).toBe(true);

    // The same confirmation on a phone-sized screen, where the list shows one card per client.
    const narrow = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'es-CL', timezoneId: 'America/Santiago' });
    await signIn(narrow);
    await narrow.goto(`${app.origin}/home/clients`);
    await narrow.getByRole('button', { name: 'Eliminar datos' }).click();
    await narrow.getByRole('dialog', { name: 'Eliminar datos personales' }).getByText('Se conservan', { exact: false }).waitFor();
    await narrow.waitForTimeout(400); // the modal's fade-in, for the screenshot only
    await shot(narrow, 'privacy-erase-confirmation-390');
    await narrow.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL', timezoneId: 'America/Santiago' });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Clientes' }).click();
    // Blocked first (bloqueo temporal): the data is kept but not used, and unblocking brings it all back.
    await page.getByRole('row').filter({ hasText: correctedName }).getByRole('button', { name: 'Bloquear' }).click();
    const blockModal = page.getByRole('dialog', { name: 'Bloquear cliente' });
    await blockModal.getByLabel('Motivo del bloqueo').fill('El titular revisa sus datos');
    await blockModal.getByRole('button', { name: 'Bloquear cliente' }).click();
    const blocked = page.getByRole('dialog', { name: 'Cliente bloqueado' });
    await blocked.getByText('Cliente bloqueado.').waitFor();
    await blocked.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: correctedName }).count()).toBe(0);
    await phone.goto(`${app.origin}/code/${ticketId}`);
    await phone.getByText('Bloqueada').first().waitFor();
    const whileBlocked = await phone.content();
    expect(values.filter((value) => whileBlocked.toLowerCase().includes(value.toLowerCase()))).toEqual([]);
    await shot(phone, 'privacy-customer-page-while-blocked-390');

    await page.getByText('Bloqueados', { exact: true }).click();
    const blockedRow = page.getByRole('row').filter({ hasText: correctedName });
    await blockedRow.getByText('El titular revisa sus datos').waitFor();
    await shot(page, 'privacy-blocked-clients');
    await blockedRow.getByRole('button', { name: 'Desbloquear' }).click();
    const unblocked = page.getByRole('dialog', { name: 'Cliente desbloqueado' });
    await unblocked.getByText('Cliente desbloqueado.').waitFor();
    await unblocked.getByRole('button', { name: 'OK' }).click();
    await page.getByText('No hay clientes bloqueados.').waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^Clientes$/ })
      .click();
    await phone.goto(`${app.origin}/code/${ticketId}`);
    await expect.poll(async () => (await phone.content()).includes(plate)).toBe(true);

    const row = page.getByRole('row').filter({ hasText: correctedName });
    await row.getByRole('button', { name: 'Eliminar datos' }).click();
    const modal = page.getByRole('dialog', { name: 'Eliminar datos personales' });
    await modal.getByText('nombre, Rut, contacto, dirección, correo y teléfono del cliente').waitFor();
    await page.waitForTimeout(400); // the modal's fade-in, for the screenshot only
    await shot(page, 'privacy-erase-confirmation');
    const erase = modal.getByRole('button', { name: 'Eliminar datos' });
    expect(await erase.isDisabled()).toBe(true);
    await modal.getByRole('checkbox', { name: 'Entiendo que esta acción no se puede deshacer' }).check();
    await erase.click();
    const done = page.getByRole('dialog', { name: 'Datos eliminados' });
    await done.getByText('Datos personales del cliente eliminados.').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: correctedName }).count()).toBe(0);
    // The screen as the AD is left with it, once the dialogs have faded out.
    await done.waitFor({ state: 'hidden' });
    await modal.waitFor({ state: 'hidden' });
    await shot(page, 'privacy-after-erasure');

    await phone.goto(`${app.origin}/code/${ticketId}`);
    await phone.getByText('AAAA00').first().waitFor();
    const shown = await phone.content();
    expect(values.filter((value) => shown.toLowerCase().includes(value.toLowerCase()))).toEqual([]);
    await shot(phone, 'privacy-customer-page-after-erasure-390');
  });
});
