import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectImage } from '@lavado/shared/organizations/logo-image';
import { CHECK_IN_PHOTO_TARGET_BYTES, CHECK_IN_PHOTO_TARGET_SIDE } from '@lavado/shared/wash/check-in';
import { expectNoSeriousA11yViolations, launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * Issue 20's photo check-in at intake, on the washer's phone (390×844): four sides and a noted damage
 * from the camera (here, files of a phone camera's size), shrunk in the browser, the customer's finger
 * signature, one save. The customer's page shows them; the AD's record (1280 wide) too. The time from
 * opening the capture to the saved answer is measured and written out (docs/specification.md asks
 * under 30 s; a figure, not an assertion: tests/bench holds timings).
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

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
  const organization = await app.createOrganization(sa, { name: 'Lavado Fotos SpA' });
  admin = await app.createUser('AD', organization.id);
  employee = await app.createUser('EM', organization.id, undefined, { identification: randomRut() });
  for (const user of [admin, employee]) expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, user.token)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) =>
  SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined;

async function signedIn(user: User, target: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-CL', timezoneId: 'America/Santiago', hasTouch: viewport === PHONE });
  const page = await context.newPage();
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(user.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/home/);
  await page.goto(`${app.origin}${target}`);
  return page;
}

/** A camera-sized photo (3000 × 2250): a car-coloured gradient with some grain, so it compresses like a photo, not a flat fill. */
function cameraPhoto(name: string, hue: number): string {
  const width = 3000;
  const height = 2250;
  const image = new PNG({ width, height });
  let seed = hue * 7919;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const at = (y * width + x) * 4;
      image.data[at] = (hue + (x >> 4) + grain) % 256;
      image.data[at + 1] = (90 + (y >> 4) + grain) % 256;
      image.data[at + 2] = (160 + ((x + y) >> 5)) % 256;
      image.data[at + 3] = 255;
    }
  const file = path.join(tmpdir(), `check-in-${process.pid}-${name}.png`);
  writeFileSync(file, PNG.sync.write(image, { deflateLevel: 1 }));
  return file;
}

describe('photo check-in with the customer signature', () => {
  it('the washer takes four sides and a damage and the customer signs on the phone; the record and the customer page show them', async () => {
    const created = await app.call<{ id: string }>('wash/createWashTicket', { data: newServiceData({ servicio: 'FL' }) }, employee.token);
    expect(created.status).toBe(200);
    const { id } = created.body;
    const photos = ['front', 'back', 'left', 'right', 'damage'].map((name, index) => cameraPhoto(name, index * 40));

    // The washer opens the ticket's check-in (what 'Tomar fotos de ingreso' after a new Full service opens).
    const phone = await signedIn(employee, '/home/board', PHONE);
    const started = Date.now();
    await phone.goto(`${app.origin}/home/check-in/${id}`);
    const capture = phone.getByRole('main');
    await capture.getByRole('heading', { name: /^Fotos de ingreso · / }).waitFor();
    const sides = ['front', 'back', 'left', 'right'];
    for (const [index, side] of sides.entries()) await capture.locator(`input[data-position="${side}"]`).setInputFiles(photos[index]!);
    await capture.getByRole('button', { name: 'Agregar daño existente' }).click();
    await capture.locator('input[data-position="damage"]').setInputFiles(photos[4]!);
    await capture.getByLabel('Nota del daño').fill('Rayón en la puerta trasera izquierda');
    await capture.getByRole('img', { name: 'Daño existente 1' }).waitFor();
    for (const label of ['Frente', 'Atrás', 'Lado izquierdo', 'Lado derecho']) await capture.getByRole('img', { name: label }).waitFor();

    // The customer signs with a finger: a stroke across the pad.
    const pad = capture.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await phone.mouse.move(box.x + 20, box.y + box.height * 0.6);
    await phone.mouse.down();
    for (let step = 1; step <= 12; step += 1)
      await phone.mouse.move(box.x + 20 + step * ((box.width - 40) / 12), box.y + box.height * (0.6 - 0.3 * Math.sin(step / 2)));
    await phone.mouse.up();
    await shot(phone, 'check-in-capture-390');
    await capture.getByRole('button', { name: 'Guardar fotos y firma' }).click();
    await phone.getByText('¡Fotos de ingreso y firma guardadas!').waitFor();
    const seconds = (Date.now() - started) / 1000;
    if (SCREENSHOTS) writeFileSync(`${SCREENSHOTS}/check-in-time.txt`, `check-in took ${seconds.toFixed(1)} s\n`);
    console.log(`check-in took ${seconds.toFixed(1)} s`);

    await phone.waitForURL(/\/home\/board/);

    // Each photo arrived shrunk: at most the target's longest side and weight.
    const checkIn = await app.call<{ checkIn: { photos: { src: string }[]; signatureSrc: string } }>(
      'wash/getCheckIn',
      { id },
      admin.token,
    );
    expect(checkIn.body.checkIn.photos).toHaveLength(5);
    for (const { src } of checkIn.body.checkIn.photos) {
      const bytes = new Uint8Array(await (await fetch(`${app.origin}${src}`)).arrayBuffer());
      const facts = inspectImage(bytes, { maxBytes: CHECK_IN_PHOTO_TARGET_BYTES, maxSide: CHECK_IN_PHOTO_TARGET_SIDE });
      expect(facts).toMatchObject({ contentType: 'image/jpeg', width: CHECK_IN_PHOTO_TARGET_SIDE });
    }

    // The customer's page shows them, with the line they signed under.
    const customerContext = await browser.newContext({ viewport: PHONE, locale: 'es-CL', timezoneId: 'America/Santiago' });
    const customer = await customerContext.newPage();
    await customer.goto(`${app.origin}/code/${id}`);
    const section = customer.getByRole('region', { name: 'Fotos de ingreso' });
    await section.getByRole('img', { name: 'Su firma' }).waitFor();
    await section.getByText('Declaro que estas fotos muestran el estado en que entrego mi vehículo').waitFor();
    // The live page may draw the section again between finding it and scrolling to it (seen on a loaded
    // machine: 'Element is not attached to the DOM'); the scroll is for the screenshot, so it finds it again.
    await section.scrollIntoViewIfNeeded().catch(() => section.scrollIntoViewIfNeeded());
    await customer.evaluate(() => Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined))));
    await shot(customer, 'check-in-customer-390');
    await expectNoSeriousA11yViolations(customer, 'página del cliente con fotos de ingreso');

    // The AD's record at the counter: the photos, the signature, and the claim that keeps them.
    const desk = await signedIn(admin, `/home/codes/${id}`, DESKTOP);
    const deskPanel = desk.getByRole('region', { name: 'Fotos de ingreso' });
    await deskPanel.getByRole('img', { name: 'Firma del cliente' }).waitFor();
    await desk.evaluate(() => Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined))));
    await shot(desk, 'check-in-record-1280');
    await expectNoSeriousA11yViolations(desk, 'registro con fotos de ingreso');
  });
});
