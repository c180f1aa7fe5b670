import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, launchChromium } from '../support/browser';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';
import { newServiceData } from '../support/wash-fixtures';

/**
 * Every main screen, at a desk and on a 375-px phone: no serious or critical axe-core violation
 * (WCAG 2.1 AA), and on the phone nothing wider than the screen, so no page scrolls sideways.
 * Lists hold rows, so that their cards and actions are checked too.
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const viewports = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;
type Viewport = (typeof viewports)[number];

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
type User = Awaited<ReturnType<typeof app.createUser>>;
/** One administrator per viewport: each sees the onboarding once, on their first sign-in. */
const administrators = new Map<Viewport['name'], User>();
let ticketId: string;
const plate = 'AXEC11';

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  const sa = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(sa, { name: 'Lavado Accesible' });
  for (const viewport of viewports) administrators.set(viewport.name, await app.createUser('AD', organization.id));
  const ad = administrators.get('desk')!;
  const seeded = [
    app.call(
      'client/createClient',
      {
        client: {
          name: 'Transportes Accesibles',
          type: 'E',
          identification: randomRut(),
          contactName: 'María Soto',
          clientAddress: 'Av. Siempre Viva 123',
          clientEmail: 'contacto@accesibles.cl',
          clientPhone: 912345678,
        },
      },
      ad.token,
    ),
    app.call(
      'employee/createEmployee',
      {
        employee: {
          firstName: 'Pedro',
          secondName: 'Díaz',
          identification: randomRut(),
          email: 'pedro.diaz@accesible.cl',
          phone: 987654321,
        },
      },
      ad.token,
    ),
    app.call(
      'support/createTicket',
      {
        ticket: { type: 'EX', issue: 'El Excel sale vacío', description: 'Exporto los registros de junio y el archivo no trae filas.' },
      },
      ad.token,
    ),
  ];
  for (const answer of await Promise.all(seeded))
    if (answer.status !== 200) throw new Error(`seeding failed: ${JSON.stringify(answer.body)}`);
  const ticket = await app.call<{ id: string }>(
    'wash/createWashTicket',
    { data: newServiceData({ ppu: plate, propietario: 'María Soto' }) },
    ad.token,
  );
  if (ticket.status !== 200) throw new Error(`createWashTicket failed: ${JSON.stringify(ticket.body)}`);
  ticketId = ticket.body.id;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage(viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  });
  return context.newPage();
}

/** Waits for what shows the screen is ready, lets transitions end, then checks it. */
async function check(page: Page, viewport: Viewport, label: string, ready: Locator): Promise<void> {
  await ready.first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await expectNoSeriousA11yViolations(page, `${label} (${viewport.name})`);
  if (viewport.name === 'phone') await expectNoSidewaysScroll(page, label);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${label}-${viewport.name}.png`, fullPage: true });
}

async function visit(page: Page, viewport: Viewport, path: string, label: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(`${app.origin}${path}`);
  await check(page, viewport, label, ready(page));
}

async function signIn(page: Page, identification: string, password: string): Promise<void> {
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name });

describe.each(viewports)('every main screen on a $name', (viewport) => {
  it('public screens: login, recovery and reset', async () => {
    const page = await newPage(viewport);
    await visit(page, viewport, '/login', 'login', (p) => p.getByRole('button', { name: 'Ingresar' }));
    await visit(page, viewport, '/recovery', 'recovery', heading('Recuperar contraseña'));
    await visit(page, viewport, '/reset?token=abc', 'reset', (p) => p.getByLabel('Nueva contraseña'));
    await page.context().close();
  });

  it("the customer's page of a ticket, /code/{id}", async () => {
    const page = await newPage(viewport);
    await visit(page, viewport, `/code/${ticketId}`, 'customer-code', (p) => p.getByText(plate));
    await page.context().close();
  });

  it('an organization administrator: onboarding, dashboard, clients and their modals, new service, records, board, money pages, the business card, employees, profile, support', async () => {
    const page = await newPage(viewport);
    const ad = administrators.get(viewport.name)!;
    await signIn(page, ad.identification, ad.password);
    await page.waitForURL(`${app.origin}/home`);
    const welcome = page.getByRole('dialog', { name: 'Bienvenido a Lavado' });
    await check(page, viewport, 'onboarding', welcome.getByRole('heading', { name: 'Menú superior' }));
    await welcome.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await welcome.waitFor({ state: 'detached' });
    await check(page, viewport, 'dashboard', heading('Inicio')(page));

    await visit(page, viewport, '/home/clients', 'clients', (p) => p.getByText('Transportes Accesibles'));
    for (const [button, dialogName] of [
      ['Nuevo cliente', 'Nuevo cliente'],
      ['Nuevo vehículo', 'Nuevo vehículo'],
    ] as const) {
      await page.getByRole('button', { name: button }).first().click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await check(
        page,
        viewport,
        `clients-${dialogName.toLowerCase().replace(/\W+/g, '-')}`,
        dialog.getByRole('button', { name: 'Registrar' }),
      );
      await closeDialog(page, dialog);
    }

    await visit(page, viewport, '/home/new-record', 'new-service', (p) => p.getByLabel('Patente'));
    await visit(page, viewport, '/home/records', 'records', (p) => p.getByText(plate));
    await visit(page, viewport, `/home/codes/${ticketId}`, 'record-detail', heading(`Registro: ${plate}`));
    await page.getByRole('button', { name: 'Generar QR' }).click();
    const qr = page.getByRole('dialog', { name: 'Código QR' });
    await check(page, viewport, 'record-qr', qr.getByRole('img', { name: `Código QR del registro ${plate}` }));
    await closeDialog(page, qr);

    await visit(page, viewport, '/home/board', 'board', (p) => p.getByRole('article', { name: plate }));
    await visit(page, viewport, '/home/board?pantalla=1', 'wall-screen', (p) => p.getByRole('article', { name: plate }));
    await visit(page, viewport, '/home/prices', 'prices', heading('Precios'));
    await visit(page, viewport, '/home/unpaid', 'unpaid', heading('Por cobrar'));
    await visit(page, viewport, '/home/cash', 'cash', heading('Caja'));
    await visit(page, viewport, '/home/commissions', 'commissions', heading('Comisiones'));
    await visit(page, viewport, '/home/reports', 'reports', heading('Reportes'));
    await visit(page, viewport, '/home/business', 'business', heading('Datos del negocio'));
    await visit(page, viewport, '/home/employees', 'employees', (p) => p.getByText('Pedro Díaz'));
    await visit(page, viewport, '/home/profile', 'profile', heading('Perfil'));
    await visit(page, viewport, '/home/support', 'support', (p) => p.getByText('El Excel sale vacío'));
    await page.context().close();
  });

  it('the super administrator: logs, users, organizations, tickets, config and mails', async () => {
    const page = await newPage(viewport);
    await signIn(page, ADMIN.identification, ADMIN.password);
    await page.waitForURL(`${app.origin}/admin`);
    await check(page, viewport, 'admin-logs', page.getByRole('table').or(page.getByRole('article')));
    await visit(page, viewport, '/admin/users', 'admin-users', (p) => p.getByText('Lavado Accesible'));
    await visit(page, viewport, '/admin/organizations', 'admin-organizations', (p) => p.getByText('Lavado Accesible'));
    await visit(page, viewport, '/admin/tickets', 'admin-tickets', (p) => p.getByText('Lavado Accesible'));
    await visit(page, viewport, '/admin/config', 'admin-config', (p) => p.getByRole('button', { name: 'Guardar' }));
    await visit(page, viewport, '/admin/mails', 'admin-mails', (p) => p.getByText('pedro.diaz@accesible.cl'));
    await page.context().close();
  });
});
