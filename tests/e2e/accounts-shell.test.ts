import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { openedLink } from '../support/outbox';
import { startRunningApp } from '../support/running-app';
import { ADMIN, randomRut } from '../support/test-app';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const WELCOME = 'Bienvenido a Lavado';
const NEW_PASSWORD = 'k9#xQz-recuperada';

let app: Awaited<ReturnType<typeof startRunningApp>>;
let browser: Browser;
let superAdminToken: string;
let admin: Awaited<ReturnType<typeof app.createUser>>;

beforeAll(async () => {
  app = await startRunningApp();
  browser = await launchChromium();
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
  superAdminToken = await app.login(ADMIN.identification, ADMIN.password);
  const organization = await app.createOrganization(superAdminToken, { name: 'Lavado Los Andes' });
  admin = await app.createUser('AD', organization.id);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const shot = (page: Page, name: string) =>
  SCREENSHOTS ? page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL' });
  return context.newPage();
}

async function signIn(page: Page, identification: string, password: string) {
  await page.goto(`${app.origin}/login`);
  await page.getByLabel('Identificacion').fill(identification);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Waits for the titled dialog, then closes it with OK. */
async function acknowledge(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The newest mail of the outbox to `to`, its link opened as the mailer opens it to send it. */
async function lastMailTo(to: string) {
  const { rows } = await app.pool.query<{ link: string | null }>(
    'select link from mail_outbox where "to" = $1 order by created_at desc limit 1',
    [to],
  );
  return rows[0] && { link: openedLink(rows[0].link) };
}

describe('an organization administrator in the shell', () => {
  let page: Page;

  it('sees the onboarding after login, closes it, and it stays closed after a reload', async () => {
    page = await newPage();
    await signIn(page, admin.identification, admin.password);
    await page.waitForURL(`${app.origin}/home`);

    const welcome = page.getByRole('dialog', { name: WELCOME });
    await welcome.getByRole('heading', { name: 'Menú superior' }).waitFor();
    await shot(page, 'onboarding');
    // A screen reader hears which slide shows, in Spanish, as it moves on by itself (a resting mouse pauses it).
    const slideStatus = welcome.getByRole('status');
    expect(await slideStatus.textContent()).toBe('Diapositiva 1 de 3');
    await page.mouse.move(0, 0);
    // Slides change every 5000 ms (docs/specification.md#constants).
    await welcome.getByRole('status').filter({ hasText: 'Diapositiva 2 de 3' }).waitFor({ timeout: 10_000 });
    await welcome.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await welcome.getByRole('status').filter({ hasText: 'Diapositiva 1 de 3' }).waitFor();
    await welcome.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await welcome.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByRole('heading', { name: 'Inicio' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog', { name: WELCOME }).count()).toBe(0);
    const status = await app.call<{ onBoard: boolean }>('onBoard/getOnBoardStatus', {}, admin.token);
    expect(status.body.onBoard).toBe(true);
  });

  it('opens a support ticket; the SA starts and closes it with a resolution on a second page; the response shows up without a reload', async () => {
    await page.goto(`${app.origin}/home/support`);
    await page.getByRole('combobox', { name: 'Tipo de problema' }).click();
    await page.getByRole('option', { name: 'Problema al Exportar', exact: true }).click();
    await page.getByLabel('Título').fill('El Excel sale vacío');
    await page.getByLabel('Descripción').fill('Exporto los registros de junio y el archivo no trae filas.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await acknowledge(page, 'Creado!');
    const row = page.getByRole('row').filter({ hasText: 'El Excel sale vacío' });
    await row.getByText('Creado', { exact: true }).waitFor();

    const superAdmin = await newPage();
    await signIn(superAdmin, ADMIN.identification, ADMIN.password);
    await superAdmin.waitForURL(`${app.origin}/admin`);
    await superAdmin.goto(`${app.origin}/admin/tickets`);
    const adminRow = superAdmin.getByRole('row').filter({ hasText: 'Lavado Los Andes' });
    await adminRow.getByRole('button', { name: /^Ver ticket N° \d+$/ }).click();
    const detail = superAdmin.getByRole('dialog', { name: /^Ticket N° \d+$/ });
    await detail.getByRole('button', { name: 'Iniciar' }).click();
    await acknowledge(superAdmin, '¡Ticket actualizado!');
    await row.getByText('En progreso', { exact: true }).waitFor();
    await detail.getByLabel('Resolución').fill('El filtro de fechas estaba invertido; ya exporta bien.');
    await detail.getByRole('button', { name: 'Cerrar ticket' }).click();
    await acknowledge(superAdmin, '¡Ticket actualizado!');
    await superAdmin.context().close();

    await row.getByText('Cerrado', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Ver detalle' }).click();
    await page
      .getByRole('dialog', { name: /^Ticket N° \d+$/ })
      .getByText('El filtro de fechas estaba invertido; ya exporta bien.')
      .waitFor();
    await shot(page, 'support-response');
    await page.keyboard.press('Escape');
  });

  it('recovers the password through the mailed link: old sessions end, the new password opens a session', async () => {
    const recovery = await newPage();
    await recovery.goto(`${app.origin}/login`);
    await recovery.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    // The login form also has an Identificacion field: wait for the recovery page itself.
    await recovery.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    await recovery.getByLabel('Identificacion').fill(admin.identification);
    await recovery.getByRole('button', { name: 'Recuperar' }).click();
    await acknowledge(recovery, 'Correo Enviado!');

    const mail = await lastMailTo(`${admin.identification}@lavado.test`);
    if (!mail?.link) throw new Error('no recovery mail with a link in the outbox');
    // The link names the configured public origin; the page itself is this app's.
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/reset');
    await recovery.goto(`${app.origin}${link.pathname}${link.search}`);
    await recovery.getByLabel('Nueva contraseña').waitFor();
    expect(new URL(recovery.url()).search).toBe('');
    await recovery.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
    await recovery.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
    await recovery.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await acknowledge(recovery, 'Contraseña cambiada!');
    await recovery.waitForURL(`${app.origin}/login`);

    // The page signed in before the reset is signed out live; its token is refused.
    const ended = page.getByRole('dialog', { name: 'Sesión expirada!' });
    await ended.waitFor();
    // It says why: the password was changed (the realtime gateway tells the reason with the end).
    await ended.getByText('Su contraseña fue cambiada: ingrese con la nueva contraseña.').waitFor();
    await shot(page, 'session-ended-password-changed');
    const refused = await app.call('user/getUserById', {}, admin.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ sessionEnd: { reason: 'password_changed' } });

    await signIn(recovery, admin.identification, admin.password);
    await recovery.getByText('Identificación o contraseña incorrecta.').waitFor();
    await acknowledge(recovery, 'Error!');
    await signIn(recovery, admin.identification, NEW_PASSWORD);
    await recovery.waitForURL(`${app.origin}/home`);
    await shot(recovery, 'signed-in-after-recovery');
  });
});

describe('login throttling in the browser', () => {
  it('stores the device cookie at login and sends it back, so the owner’s browser passes a guessing campaign’s ceiling while a fresh one is refused', async () => {
    const owner = await app.createUser('SA', null);
    const ownerPage = await newPage();
    await signIn(ownerPage, owner.identification, owner.password);
    await ownerPage.waitForURL(`${app.origin}/admin`);
    const [device] = (await ownerPage.context().cookies(`${app.origin}/api/auth/login`)).filter(({ name }) => name === 'lavado_device');
    expect(device).toMatchObject({ path: '/api/auth/login', httpOnly: true, sameSite: 'Strict' });
    // Pages never read it, and it goes nowhere but the login call.
    expect(await ownerPage.evaluate(() => document.cookie)).toBe('');
    expect(await ownerPage.context().cookies(`${app.origin}/api/wash/getWashTicketByOrganizationId`)).toEqual([]);

    await app.pool.query(
      `insert into login_failures (account_key, address, failed_at) select $1, '192.0.2.' || n, now() from generate_series(1, 100) as n`,
      [`user:${owner.userId}`],
    );
    const strangerPage = await newPage();
    await signIn(strangerPage, owner.identification, owner.password);
    await strangerPage.getByText('Demasiados intentos, espere un momento e intente nuevamente.').waitFor();
    expect(strangerPage.url()).toBe(`${app.origin}/login`);

    // The owner's session is gone (signed out elsewhere); the browser keeps its cookies.
    await ownerPage.evaluate(() => localStorage.clear());
    await signIn(ownerPage, owner.identification, owner.password);
    await ownerPage.waitForURL(`${app.origin}/admin`);
  });
});

describe('a new car wash administrator, from the SA to a car wash set up (issue 19)', () => {
  const PASSWORD = 'k9#xQz-primer-ingreso';
  const SHOTS_PREFIX = 'new-ad';
  const phoneViewport = { width: 390, height: 844 };
  let rut: string;
  let page: Page;
  /** The invitation of the AD's first employee, created without a RUT. */
  let pedroLink: string;

  /** The same screen at 1280 px and on a phone (390×844), for the screenshots. */
  async function shotBoth(name: string) {
    if (!SCREENSHOTS) return;
    await page.waitForTimeout(400); // a dialog's fade-in, for the screenshot only
    await shot(page, `${SHOTS_PREFIX}-${name}-1280`);
    await page.setViewportSize(phoneViewport);
    await page.waitForTimeout(400);
    await shot(page, `${SHOTS_PREFIX}-${name}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  /** The setup checklist on Inicio, and what it says is done. */
  const checklist = () => page.getByRole('region', { name: 'Primeros pasos' });
  async function backHome(done: number) {
    await page.getByRole('navigation').getByRole('link', { name: 'Inicio' }).first().click();
    await checklist().getByText(`${done} de 4 listos`).waitFor();
  }

  it('the SA creates the AD with a RUT; with no mail service the dialog hands over the link, and the AD sets a password and signs in with the RUT', async () => {
    rut = randomRut();
    page = await newPage();
    await signIn(page, ADMIN.identification, ADMIN.password);
    await page.waitForURL(`${app.origin}/admin`);
    await page.goto(`${app.origin}/admin/users`);
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await form.getByRole('textbox', { name: /^Nombre/ }).fill('Carmen');
    await form.getByRole('textbox', { name: /^Apellido/ }).fill('Rojas');
    await form.getByRole('textbox', { name: /^RUT/ }).fill(rut);
    await form.getByRole('combobox', { name: /^Organización/ }).click();
    await page.getByRole('option', { name: 'Lavado Los Andes' }).click();
    await form.getByRole('combobox', { name: /^Rol/ }).click();
    await page.getByRole('option', { name: 'AD Administrador' }).click();
    await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`carmen.${rut}@lavado.test`);
    await form.getByRole('textbox', { name: /^Teléfono/ }).fill('923456789');
    await form.getByRole('button', { name: 'Crear' }).click();

    const generated = page.getByRole('dialog', { name: 'Enlace generado' });
    await generated.getByRole('button', { name: 'Copiar enlace' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Correo Enviado!' }).count()).toBe(0);
    const link = await generated.getByRole('textbox', { name: 'Enlace para crear la contraseña' }).inputValue();
    const whatsApp = await generated.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    expect(whatsApp).toBe(
      `https://wa.me/56923456789?text=${encodeURIComponent(`¡Hola, Carmen! Cree su contraseña de Lavado con este enlace: ${link}`)}`,
    );
    await shotBoth('link-generated');
    await generated.getByRole('button', { name: 'OK' }).click();
    await page.context().close();

    page = await newPage();
    const invitation = new URL(link);
    await page.goto(`${app.origin}${invitation.pathname}${invitation.search}`);
    await page.getByLabel(/^Nueva contraseña/).fill(PASSWORD);
    await page.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await acknowledge(page, 'Contraseña cambiada!');
    await page.waitForURL(`${app.origin}/login`);
    await signIn(page, rut, PASSWORD);
    await page.waitForURL(`${app.origin}/home`);
    // The 'Bienvenido …' toast starts below the top bar: it never covers its buttons.
    const welcomeToast = page.getByText('Bienvenido Carmen Rojas');
    await welcomeToast.waitFor();
    // The welcome dialog may already be open, and its title bar is a <header> too.
    const header = await page.getByRole('banner').filter({ hasText: 'Cerrar sesión' }).boundingBox();
    const toast = await welcomeToast.boundingBox();
    expect(header && toast && toast.y >= header.y + header.height).toBe(true);
  });

  it('after the three-slide welcome, Inicio shows the setup checklist; each step links to where it is done and ticks itself; then it disappears', async () => {
    const welcome = page.getByRole('dialog', { name: WELCOME });
    await welcome.getByRole('heading', { name: 'Menú superior' }).waitFor();
    await welcome.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await welcome.waitFor({ state: 'hidden' });
    await checklist().getByText('0 de 4 listos').waitFor();
    await page.waitForLoadState('networkidle');
    await shotBoth('checklist');

    await checklist().getByRole('link', { name: 'Ir a Precios' }).click();
    await page.getByRole('textbox', { name: 'Precio de Full (Automóvil)' }).fill('20000');
    await page.getByRole('button', { name: 'Guardar precios' }).click();
    await page.getByRole('dialog', { name: 'Guardar precios' }).getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('¡Precios guardados!').waitFor();
    await backHome(1);

    await checklist().getByRole('link', { name: 'Ir a Empleados' }).click();
    await page.getByRole('button', { name: 'Nuevo empleado' }).click();
    const employee = page.getByRole('dialog', { name: 'Nuevo empleado' });
    await employee.getByRole('textbox', { name: /^Nombre/ }).fill('Pedro');
    await employee.getByRole('textbox', { name: /^Apellido/ }).fill('Díaz');
    await employee.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`pedro.${rut}@lavado.test`);
    await employee.getByRole('textbox', { name: /^Teléfono/ }).fill('987654321');
    await employee.getByRole('button', { name: 'Crear' }).click();
    const pedroLinkDialog = page.getByRole('dialog', { name: 'Enlace generado' });
    await pedroLinkDialog.getByRole('link', { name: 'Enviar por WhatsApp' }).waitFor();
    pedroLink = await pedroLinkDialog.getByRole('textbox', { name: 'Enlace para crear la contraseña' }).inputValue();
    await acknowledge(page, 'Enlace generado');
    const pedro = page.getByRole('row').filter({ hasText: 'Pedro Díaz' });
    await pedro.getByText('Pendiente', { exact: true }).waitFor();
    await pedro.getByRole('button', { name: 'Enviar enlace nuevo: Pedro Díaz' }).waitFor();
    await shotBoth('employees-invitations');
    await backHome(2);

    await checklist().getByRole('link', { name: 'Ir al Tablero' }).click();
    const screenSection = page.getByRole('region', { name: 'Pantalla' });
    await screenSection.getByRole('button', { name: 'Crear enlace de pantalla' }).click();
    await screenSection.getByRole('textbox', { name: 'Enlace de pantalla creado' }).waitFor();
    await backHome(3);
    await shotBoth('checklist-three-done');

    // The first service, registered at the counter: the checklist ticks it live and goes away.
    const token = await app.login(rut, PASSWORD);
    const data = {
      ...{ ppu: 'CRJS21', propietario: 'Juan Pérez', driver: 'Juan Pérez', vehicleType: 'SED', brand: 'Kia', model: 'Rio', color: 'Azul' },
      ...{ endDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date()), endTime: '23:59' },
      ...{ servicio: 'FL', observaciones: '' },
    };
    expect((await app.call('wash/createWashTicket', { data }, token)).status).toBe(200);
    await checklist().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Total Servicios' }).waitFor();
    await shotBoth('checklist-done');
  });

  it("shows the washer without a RUT 'Necesita identificación' as a button that names the administrators to ask", async () => {
    page = await newPage();
    const invitation = new URL(pedroLink);
    await page.goto(`${app.origin}${invitation.pathname}${invitation.search}`);
    await page.getByLabel(/^Nueva contraseña/).fill(PASSWORD);
    await page.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await acknowledge(page, 'Contraseña cambiada!');
    await page.waitForURL(`${app.origin}/login`);
    await signIn(page, `pedro.${rut}@lavado.test`, PASSWORD);
    await page.waitForURL(`${app.origin}/home/board`);
    const welcome = page.getByRole('dialog', { name: WELCOME });
    await welcome.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await welcome.waitFor({ state: 'hidden' });
    const card = page.getByRole('article', { name: /CRJS21/ });
    expect(await card.getByRole('button', { name: 'Iniciar' }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Necesita identificación' }).click();
    const help = page.getByRole('dialog', { name: 'Necesita identificación' });
    await help.getByText(/^Pídale a .*Carmen Rojas.* que lo agregue en Empleados, o agréguelo usted en su perfil\.$/).waitFor();
    await shotBoth('needs-identification');
  });
});
