import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN } from '../support/test-app';

/**
 * The car wash's day in pesos, in the browser: the AD sets the prices and the commission, two employees
 * wash a ticket and the AD splits it 50/50, the customer pays part in cash and part by card, the AD
 * closes the day with a counted difference, and the commission report gives each washer their share.
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const DESKTOP = { width: 1280, height: 900 };
const eventually = { timeout: 15_000 };
/** A change pushed from another device shows within this: the push, not a reload or a poll, moves the screen. */
const live = { timeout: 1_000 };

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
let sa: string;
type User = Awaited<ReturnType<typeof app.createUser>>;
let admin: User;
let marta: User;
let pablo: User;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado Los Pesos' });
  admin = await app.createUser('AD', organization.id);
  marta = await app.createUser('EM', organization.id, undefined, { firstName: 'Marta' });
  pablo = await app.createUser('EM', organization.id, undefined, { firstName: 'Pablo' });
  for (const user of [admin, marta, pablo]) expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, user.token)).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) =>
  SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined;

async function signedIn(user: User): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-CL', timezoneId: 'America/Santiago' });
  const page = await context.newPage();
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(user.identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/home/);
  return page;
}

/** Picks `option` in the select labelled `label` of `scope`. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope
    .getByLabel(new RegExp(`^${label}`))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A Full wash of a sedan (priced as an Automóvil) due today. */
function ticketData(plate: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  return {
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
}

async function createAndWashTicket(plate: string): Promise<string> {
  const data = ticketData(plate);
  const created = await app.call<{ id: string }>('wash/createWashTicket', { data }, admin.token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.id;
  const started = await app.call('wash/setWashTicketState', { id, status: 2 }, marta.token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const finished = await app.call('wash/finishWashTicket', { id }, marta.token);
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  return id;
}

describe('money journey', () => {
  it('prices, a shared wash, a split payment, the cash close with a difference and each washer’s commission', async () => {
    const page = await signedIn(admin);

    // Precios: Full for an Automóvil at $20.000 from today; 20% commission.
    await page.goto(`${app.origin}/home/prices`);
    await page.getByRole('textbox', { name: 'Precio de Full (Automóvil)' }).fill('20000');
    await page.getByRole('button', { name: 'Guardar precios' }).click();
    await page.getByRole('dialog', { name: 'Guardar precios' }).getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('¡Precios guardados!').waitFor(eventually);
    expect(await page.getByRole('textbox', { name: 'Precio de Full (Automóvil)' }).inputValue()).toBe('$20.000');
    const commission = page.getByRole('region', { name: 'Comisión de los lavadores' });
    await commission.getByRole('textbox', { name: 'Porcentaje', exact: true }).fill('20');
    await commission.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Comisión guardada.').waitFor(eventually);
    await shot(page, '01-precios');

    // The ticket, washed and finished, is priced from the list.
    const id = await createAndWashTicket('PESO01');
    await page.goto(`${app.origin}/home/codes/${id}`);
    const panel = page.getByRole('region', { name: 'Cobro' });
    await expect.poll(() => panel.getByRole('group', { name: 'Saldo' }).textContent(), eventually).toContain('$20.000');

    // Lavadores: Marta and Pablo, 50/50.
    await panel.getByRole('button', { name: 'Lavadores' }).click();
    const washers = page.getByRole('dialog', { name: 'Lavadores' });
    await pick(page, washers, 'Lavador 1', 'Marta EM');
    await washers.getByRole('button', { name: 'Agregar lavador' }).click();
    await pick(page, washers, 'Lavador 2', 'Pablo EM');
    await shot(page, '02-lavadores');
    await washers.getByRole('button', { name: 'Guardar' }).click();
    await panel.getByText('Marta EM (50%), Pablo EM (50%)').waitFor(eventually);

    // Part in cash, the rest by card.
    await panel.getByRole('button', { name: 'Registrar pago' }).click();
    let payment = page.getByRole('dialog', { name: 'Registrar pago' });
    await payment.getByLabel('Monto').fill('12000');
    await payment.getByLabel('N° de boleta o comprobante').fill('1001');
    await payment.getByRole('button', { name: 'Registrar' }).click();
    await expect.poll(() => panel.getByRole('group', { name: 'Saldo' }).textContent(), eventually).toContain('$8.000');
    await panel.getByRole('button', { name: 'Registrar pago' }).click();
    payment = page.getByRole('dialog', { name: 'Registrar pago' });
    await pick(page, payment, 'Medio de pago', 'Crédito');
    await payment.getByLabel('N° de boleta o comprobante').fill('1002');
    await payment.getByRole('button', { name: 'Registrar' }).click();
    await expect.poll(() => panel.getByRole('group', { name: 'Saldo' }).textContent(), eventually).toContain('$0');
    await shot(page, '03-cobro');

    // Caja: no float, $11.000 counted in cash (short by $1.000), the card as expected.
    await page.goto(`${app.origin}/home/cash`);
    await page.getByLabel('Contado Efectivo').fill('11000');
    await page.getByLabel('Contado Débito').fill('0');
    await page.getByLabel('Contado Crédito').fill('8000');
    await page.getByLabel('Contado Transferencia').fill('0');
    await page.getByLabel('Contado Otro').fill('0');
    expect(await page.getByLabel('Diferencia Efectivo').textContent()).toBe('-$1.000');
    await page.getByLabel('Nota').fill('Falta vuelto');
    await shot(page, '04-caja-abierta');
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    await page.getByRole('dialog', { name: 'Cerrar caja' }).getByRole('button', { name: 'Cerrar caja' }).click();
    const closed = page.getByRole('region', { name: 'Cerrada' });
    await closed.waitFor(eventually);
    expect(await closed.getByLabel('Diferencia Total').textContent()).toBe('-$1.000');
    await shot(page, '05-caja-cerrada');

    // After the close, the AD gives the whole ticket to Pablo: the dialog asks why, and the Caja lists it.
    await page.goto(`${app.origin}/home/codes/${id}`);
    await panel.getByRole('button', { name: 'Lavadores' }).click();
    const late = page.getByRole('dialog', { name: 'Lavadores' });
    await late.getByRole('button', { name: 'Quitar lavador 2' }).click();
    await pick(page, late, 'Lavador 1', 'Pablo EM');
    await late.getByLabel('% 1').fill('100');
    await late.getByRole('button', { name: 'Guardar' }).click();
    await late.getByText('Debe ingresar un motivo.').waitFor(eventually);
    await late.getByLabel('Motivo').fill('Marta no lavó este auto');
    await late.getByRole('button', { name: 'Guardar' }).click();
    await panel.getByText('Pablo EM (100%)').waitFor(eventually);
    await page.goto(`${app.origin}/home/cash`);
    const changes = page.getByRole('region', { name: 'Cambios de comisión posteriores al cierre' });
    await expect
      .poll(() => changes.getByRole('row').filter({ hasText: 'PESO01' }).textContent(), eventually)
      .toContain('Marta no lavó este auto');
    await shot(page, '05b-cambio-de-lavadores');

    // Comisiones: 20% of $20.000, all Pablo's after the change.
    await page.goto(`${app.origin}/home/commissions`);
    const byWasher = page.getByRole('region', { name: 'Por lavador' });
    await expect.poll(() => byWasher.getByRole('row').filter({ hasText: 'Pablo EM' }).textContent(), eventually).toContain('$4.000');
    expect(await byWasher.getByRole('row').filter({ hasText: 'Marta EM' }).count()).toBe(0);
    await shot(page, '06-comisiones');

    // The currency is fixed now that a ticket was priced.
    await page.goto(`${app.origin}/home/prices`);
    const currency = page.getByLabel('Moneda').first();
    await expect.poll(() => currency.isDisabled(), eventually).toBe(true);
    await page.getByText('¡No se puede cambiar la moneda: ya hay servicios con precio en CLP!').waitFor(eventually);

    await page.goto(`${app.origin}/home/reports`);
    const byMethod = page.getByRole('region', { name: 'Por medio de pago' });
    await expect.poll(() => byMethod.getByRole('row').filter({ hasText: 'Crédito' }).textContent(), eventually).toContain('$8.000');
    await shot(page, '07-reportes');

    await page.goto(`${app.origin}/home`);
    const today = page.getByRole('region', { name: 'Hoy' });
    await expect
      .poll(() => today.getByRole('group', { name: 'Recaudado hoy (pagos recibidos)' }).textContent(), eventually)
      .toContain('$20.000');
    await shot(page, '08-inicio');
  });
});

describe('money is live', () => {
  it('a payment taken at the counter moves Hoy on the office screen of the same car wash within a second', async () => {
    const organization = await app.createOrganization(sa, { name: 'Lavado Dos Cajas' });
    const counter = await app.createUser('AD', organization.id, undefined, { firstName: 'Carla' });
    const office = await app.createUser('AD', organization.id, undefined, { firstName: 'Olga' });
    for (const user of [counter, office]) expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, user.token)).status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
    const price = { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 15_000, effectiveFrom: today };
    expect((await app.call('billing/setPrice', price, counter.token)).status).toBe(200);
    const data = ticketData('DOSC01');
    const created = await app.call<{ id: string }>('wash/createWashTicket', { data }, counter.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const officePage = await signedIn(office);
    const income = officePage.getByRole('region', { name: 'Hoy' }).getByRole('group', { name: 'Recaudado hoy (pagos recibidos)' });
    await expect.poll(() => income.textContent(), eventually).toContain('$0');

    const counterPage = await signedIn(counter);
    await counterPage.goto(`${app.origin}/home/codes/${created.body.id}`);
    const panel = counterPage.getByRole('region', { name: 'Cobro' });
    await expect.poll(() => panel.getByRole('group', { name: 'Saldo' }).textContent(), eventually).toContain('$15.000');
    await panel.getByRole('button', { name: 'Registrar pago' }).click();
    const payment = counterPage.getByRole('dialog', { name: 'Registrar pago' });
    await payment.getByLabel('N° de boleta o comprobante').fill('2001');
    await payment.getByRole('button', { name: 'Registrar' }).click();
    // Once the counter shows it paid, the payment is in the read model and its push is on its way.
    await expect.poll(() => panel.getByRole('group', { name: 'Saldo' }).textContent(), eventually).toContain('$0');

    await income.getByText('$15.000', { exact: true }).waitFor(live);
    await shot(officePage, '09-hoy-en-vivo');
  });
});

describe('the close that protects the owner', () => {
  it('warns about open and unpaid services before the close, counts the drawer by notes and coins, and prints 80 mm receipts', async () => {
    const organization = await app.createOrganization(sa, { name: 'Lavado El Cierre' });
    const owner = await app.createUser('AD', organization.id, undefined, { firstName: 'Rosa' });
    expect((await app.call('onBoard/setOnBoardStatus', { state: 1 }, owner.token)).status).toBe(200);
    const card = {
      publicName: 'Lavado El Cierre',
      phone: 912345678,
      whatsapp: null,
      address: 'Av. Matta 1234, Santiago',
      openingHours: '',
    };
    expect((await app.call('organization/setContactCard', { card }, owner.token)).status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
    expect(
      (await app.call('billing/setPrice', { serviceCode: 'FL', vehicleGroup: 'AUT', amount: 20_000, effectiveFrom: today }, owner.token))
        .status,
    ).toBe(200);
    const create = async (plate: string) => {
      const created = await app.call<{ id: string }>('wash/createWashTicket', { data: ticketData(plate) }, owner.token);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body.id;
    };
    // One finished and paid in part ($12.000 of $20.000), one still open.
    const unpaid = await create('CIER01');
    for (const [path, body] of [
      ['wash/setWashTicketState', { id: unpaid, status: 2 }],
      ['wash/finishWashTicket', { id: unpaid }],
    ] as const)
      expect((await app.call(path, body, owner.token)).status).toBe(200);
    const paymentId = randomUUID();
    const paid = await app.call(
      'payments/recordPayment',
      { id: unpaid, paymentId, method: 'cash', amount: 12_000, boleta: '5001' },
      owner.token,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await create('ABIE02');

    const page = await signedIn(owner);

    // The payment's receipt, from the ticket's Cobro, printed on an 80 mm roll with the business card on top.
    await page.goto(`${app.origin}/home/codes/${unpaid}`);
    const receiptLink = page.getByRole('region', { name: 'Cobro' }).getByRole('link', { name: 'Comprobante del pago 5001' });
    await receiptLink.waitFor(eventually);
    expect(await receiptLink.getAttribute('href')).toBe(`/print/payment/${unpaid}/${paymentId}`);
    const receipt = await signedIn(owner);
    await receipt.setViewportSize({ width: 340, height: 700 });
    await receipt.goto(`${app.origin}/print/payment/${unpaid}/${paymentId}`);
    const paymentSheet = receipt.getByRole('article', { name: 'Comprobante de pago' });
    await paymentSheet.getByText('Lavado El Cierre').waitFor(eventually);
    for (const text of ['Av. Matta 1234, Santiago', 'Tel. +56 912345678', 'CIER01', 'N° 5001', '$12.000', '$8.000'])
      await paymentSheet.getByText(text, { exact: true }).first().waitFor(eventually);
    await receipt.emulateMedia({ media: 'print' });
    expect(await receipt.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    await shot(receipt, '10-comprobante-de-pago-80mm');
    const pdf = await receipt.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    if (SCREENSHOTS) writeFileSync(`${SCREENSHOTS}/10-comprobante-de-pago-80mm.pdf`, pdf);
    // 80 mm is 226.77 pt: the page width the print CSS asks for.
    const pageWidth = Number(/\/MediaBox \[0 0 ([\d.]+) /.exec(pdf.toString('latin1'))?.[1]);
    expect(pageWidth).toBeCloseTo(226.77, 0);
    await receipt.emulateMedia({ media: 'screen' });

    // Caja: the cash counted note by note, coin by coin: 1 × $10.000 + 2 × $1.000 = $12.000.
    await page.goto(`${app.origin}/home/cash`);
    await page.getByRole('switch', { name: 'Contar efectivo por billetes y monedas' }).check();
    const count = page.getByRole('region', { name: 'Conteo de efectivo' });
    await count.getByLabel('Cantidad de $10.000').fill('1');
    await count.getByLabel('Cantidad de $1.000').fill('2');
    await expect.poll(() => count.getByLabel('Efectivo contado').textContent(), eventually).toBe('$12.000');
    expect(await page.getByLabel('Contado Efectivo').inputValue()).toBe('$12.000');
    for (const method of ['Débito', 'Crédito', 'Transferencia', 'Otro']) await page.getByLabel(`Contado ${method}`).fill('0');
    await shot(page, '11-caja-conteo-por-billetes');

    // The warning lists what is pending, with the plate and what it owes; the AD closes anyway.
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    const warning = page.getByRole('dialog', { name: 'Cerrar caja' });
    const open = warning.getByRole('region', { name: 'Servicios sin finalizar' });
    await expect.poll(() => open.getByRole('row').filter({ hasText: 'ABIE02' }).textContent(), eventually).toContain('$20.000');
    const owing = warning.getByRole('region', { name: 'Servicios finalizados por cobrar' });
    expect(await owing.getByRole('row').filter({ hasText: 'CIER01' }).textContent()).toContain('$8.000');
    await shot(page, '12-aviso-antes-del-cierre');
    await warning.getByRole('button', { name: 'Cerrar de todos modos' }).click();
    const closed = page.getByRole('region', { name: 'Cerrada' });
    await closed.waitFor(eventually);
    expect(await closed.getByRole('region', { name: 'Conteo de efectivo' }).textContent()).toContain('1 × $10.000 · 2 × $1.000');
    expect(await closed.getByLabel('Diferencia Total').textContent()).toBe('$0');
    await shot(page, '13-caja-cerrada');

    // The close's summary, on the roll.
    expect(await closed.getByRole('link', { name: 'Imprimir resumen' }).getAttribute('href')).toBe(`/print/close/${today}`);
    await receipt.goto(`${app.origin}/print/close/${today}`);
    const summary = receipt.getByRole('article', { name: 'Resumen de cierre de caja' });
    await summary.getByText('1 × $10.000').waitFor(eventually);
    expect(await summary.getByRole('region', { name: 'Efectivo' }).textContent()).toContain('$12.000');
    await receipt.emulateMedia({ media: 'print' });
    await shot(receipt, '14-resumen-de-cierre-80mm');

    // Hoy names each figure and compares it with the same weekday last week.
    await page.goto(`${app.origin}/home`);
    const hoy = page.getByRole('region', { name: 'Hoy' });
    await expect
      .poll(() => hoy.getByRole('group', { name: 'Servicios finalizados hoy', exact: true }).textContent(), eventually)
      .toMatch(/^1Servicios finalizados hoyvs\. \S+ pasado: \+1$/);
    await shot(page, '15a-inicio-1280');

    // The same screens on a phone.
    const phone = await signedIn(owner);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${app.origin}/home/cash`);
    await phone.getByRole('region', { name: 'Cerrada' }).waitFor(eventually);
    await shot(phone, '15-caja-cerrada-390');
    await phone.goto(`${app.origin}/home`);
    await phone
      .getByRole('region', { name: 'Hoy' })
      .getByText(/vs\. \S+ pasado/)
      .first()
      .waitFor(eventually);
    await shot(phone, '16-inicio-390');
  });
});
