import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * An AD erases a client from the clients screen (docs/privacy.md, "Borrar a una persona"); the
 * customer page of that client's old ticket then shows none of their data.
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
const values = [
  person.name,
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

describe('an administrator erases a client', () => {
  it('names what will be lost, erases on confirmation, and the old ticket’s customer page shows none of their data', async () => {
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
    const row = page.getByRole('row').filter({ hasText: person.name });
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
    await expect.poll(() => page.getByRole('row').filter({ hasText: person.name }).count()).toBe(0);
    await shot(page, 'privacy-after-erasure');

    await phone.goto(`${app.origin}/code/${ticketId}`);
    await phone.getByText('AAAA00').first().waitFor();
    const shown = await phone.content();
    expect(values.filter((value) => shown.toLowerCase().includes(value.toLowerCase()))).toEqual([]);
    await shot(phone, 'privacy-customer-page-after-erasure-390');
  });
});
