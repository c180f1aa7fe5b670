import { screen, waitFor, within } from '@testing-library/react';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';
import { describe, expect, it, vi } from 'vitest';
import { downloadExcelFile } from '../../../lib/export/excelFile';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

// downloadExcelFile is a spy in every UI test (testing/setup.ts).

const organization: Organization = {
  id: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Lavado Los Andes',
  identification: '12345678-5',
  domain: 'losandes.cl',
  enable: 1,
  organizationId: null,
  expirateAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const ana: UserProfile = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  employeeNumber: null,
  firstName: 'Ana',
  secondName: 'Rojas',
  identification: null,
  email: 'ana@losandes.cl',
  phone: 912345678,
  role: 'AD',
  gender: 'F',
  organizationId: organization.id,
  organizationName: organization.name,
  enable: 1,
  createdAt: '2025-03-10T15:00:00.000Z',
};

const pedro: UserProfile = {
  ...ana,
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  firstName: 'Pedro',
  secondName: 'Soto',
  email: 'pedro@losandes.cl',
  phone: 987654321,
  role: 'SU',
  gender: 'M',
  enable: 0,
};

function registryApi(users: UserProfile[], extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'admin/getUsers': () => ok(users),
    'admin/getOrganization': () => ok([organization]),
    ...extra,
  });
}

/** Makes `(max-width: 48em)` match, as on a phone. */
function onNarrowScreen() {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 48em)' }));
}

/** The `Idempotency-Key` of each call to `path`, as the app handed it to fetch. */
function idempotencyKeysOf(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === `/api/${path}`)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function openRegistry() {
  signInAs('SA');
  const rendered = renderApp('/admin/users');
  await screen.findByRole('cell', { name: 'Ana Rojas' });
  return rendered;
}

/**
 * Picks `option` in the select `field`, within that select's own listbox (two selects may offer the
 * same organizations). Mantine's dropdown stays `display: none` in jsdom, so options count as hidden.
 */
async function pick(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, option: string) {
  await user.click(field);
  const listbox = await waitFor(() => {
    const found = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('the select did not open its listbox');
    return found;
  });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('users registry (SA)', () => {
  it('asks for users registered from 2025-01-01 and lists name, email, phone with its chat link, role and gender', async () => {
    const api = registryApi([ana, pedro]);
    await openRegistry();

    expect(api.callsTo('admin/getUsers')[0]?.body).toEqual({ from: '2025-01-01' });
    const row = rowOf('Ana Rojas');
    expect(within(row).getByText('ana@losandes.cl')).toBeInTheDocument();
    expect(within(row).getByText('Administrador')).toBeInTheDocument();
    expect(within(row).getByText('Femenino')).toBeInTheDocument();
    expect(within(row).getByText('Activado')).toBeInTheDocument();
    const chat = within(row).getByRole('link', { name: 'Abrir chat con +56 912345678' });
    expect(chat).toHaveAttribute('href', `https://wa.me/56912345678?text=${encodeURIComponent('Hola Ana!')}`);
    expect(within(rowOf('Pedro Soto')).getByText('Masculino')).toBeInTheDocument();
    expect(within(rowOf('Pedro Soto')).getByText('Desactivado')).toBeInTheDocument();
  });

  it('searches with the chosen organization, module and state', async () => {
    const api = registryApi([ana]);
    const { user } = await openRegistry();

    await pick(user, screen.getByLabelText('Organización', { selector: 'input' }), 'Lavado Los Andes');
    await pick(user, screen.getByLabelText('Módulo', { selector: 'input' }), 'CarWash');
    await pick(user, screen.getByLabelText('Estado', { selector: 'input' }), 'Inactivo');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() =>
      expect(api.callsTo('admin/getUsers').at(-1)?.body).toEqual({
        organizationId: organization.id,
        from: '2025-01-01',
        module: 'CarWash',
        state: 0,
      }),
    );
  });

  it('searches from a typed registration date, and Limpiar goes back to 2025-01-01', async () => {
    const api = registryApi([ana]);
    const { user } = await openRegistry();

    const from = screen.getByLabelText('Registrados desde', { selector: 'input' });
    await user.clear(from);
    await user.type(from, '1/3/2025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo('admin/getUsers').at(-1)?.body).toEqual({ from: '2025-03-01' }));

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(api.callsTo('admin/getUsers').at(-1)?.body).toEqual({ from: '2025-01-01' }));
    expect(from).toHaveValue('01/01/2025');
  });

  it('shows cards instead of the table on a narrow screen', async () => {
    onNarrowScreen();
    registryApi([ana, pedro]);
    signInAs('SA');
    renderApp('/admin/users');

    const card = await screen.findByRole('article', { name: 'Ana Rojas' });
    expect(within(card).getByText('ana@losandes.cl')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Abrir chat con +56 912345678' })).toBeInTheDocument();
    expect(within(card).getByText('Administrador')).toBeInTheDocument();
    expect(within(card).getByText('Femenino')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pedro Soto' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says so when no user matches, and 'Exportar' and 'Imprimir' wait for users", async () => {
    registryApi([]);
    signInAs('SA');
    renderApp('/admin/users');

    expect(await screen.findByText('No existen usuarios para los filtros seleccionados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
  });

  it("blocks an active user after confirmation, sending the current state, with 'Bloqueo!', and refreshes the list", async () => {
    const api = registryApi([ana], { 'admin/setUserState': () => ok({ status: true, msg: 'Usuario bloqueado.', enable: 0 }) });
    const { user } = await openRegistry();

    await user.click(within(rowOf('Ana Rojas')).getByRole('button', { name: 'Bloquear' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Bloquear' });
    expect(within(confirmation).getByText('¿Desea bloquear al usuario Ana Rojas?')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Bloquear' }));

    expect(within(await screen.findByRole('dialog', { name: 'Bloqueo!' })).getByText('Usuario bloqueado.')).toBeInTheDocument();
    expect(api.callsTo('admin/setUserState')[0]?.body).toEqual({ id: ana.id, enable: 1 });
    expect(api.callsTo('admin/getUsers')).toHaveLength(2);
  });

  it("deletes a user after confirmation with 'Eliminación!'", async () => {
    const api = registryApi([ana], { 'admin/deleteUser': () => ok({ status: true, msg: 'El usuario se ha eliminado' }) });
    const { user } = await openRegistry();

    await user.click(within(rowOf('Ana Rojas')).getByRole('button', { name: 'Eliminar' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Eliminar' });
    await user.click(within(confirmation).getByRole('button', { name: 'Eliminar' }));

    expect(within(await screen.findByRole('dialog', { name: 'Eliminación!' })).getByText('El usuario se ha eliminado')).toBeInTheDocument();
    expect(api.callsTo('admin/deleteUser')[0]?.body).toEqual({ id: ana.id });
  });

  it('Eliminar datos names what will be lost and what stays, erases only once confirmed, with the reason, and the user leaves the registry', async () => {
    const users = [ana, pedro];
    const api = registryApi(users, {
      'admin/getUsers': () => ok(users),
      'admin/eraseUser': (body) => {
        users.splice(
          users.findIndex((one) => one.id === (body as { id: string }).id),
          1,
        );
        return ok({ status: true, msg: 'Datos personales del usuario eliminados.' });
      },
    });
    const { user } = await openRegistry();

    await user.click(within(rowOf('Pedro Soto')).getByRole('button', { name: 'Eliminar datos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar datos personales' }));
    expect(dialog.getByText('Pedro Soto · pedro@losandes.cl')).toBeInTheDocument();
    expect(dialog.getByText('nombre, apellido, RUT, correo, teléfono y género del usuario')).toBeInTheDocument();
    expect(dialog.getByText(/no podrá volver a ingresar/)).toBeInTheDocument();
    expect(dialog.getByText(/Se conservan, sin la persona/)).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Eliminar datos' });
    expect(submit).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Entiendo que esta acción no se puede deshacer' }));
    await user.click(submit);

    const done = await screen.findByRole('dialog', { name: 'Datos eliminados' });
    expect(within(done).getByText('Datos personales del usuario eliminados.')).toBeInTheDocument();
    expect(api.callsTo('admin/eraseUser').map((call) => call.body)).toEqual([{ id: pedro.id, reason: 'request' }]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Pedro Soto' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Ana Rojas' })).toBeInTheDocument();
  });

  it("shows the server's refusal to erase an organization's last administrator, and erases nothing", async () => {
    const refusal =
      'No se pueden eliminar los datos del único administrador de la organización: cree otro administrador antes de eliminarlo.';
    const api = registryApi([ana], { 'admin/eraseUser': () => refused(409, refusal) });
    const { user } = await openRegistry();

    await user.click(within(rowOf('Ana Rojas')).getByRole('button', { name: 'Eliminar datos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar datos personales' }));
    await user.click(dialog.getByRole('radio', { name: 'Plazo de conservación cumplido' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Entiendo que esta acción no se puede deshacer' }));
    await user.click(dialog.getByRole('button', { name: 'Eliminar datos' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.callsTo('admin/eraseUser').map((call) => call.body)).toEqual([{ id: ana.id, reason: 'retention' }]);
    expect(screen.getByRole('cell', { name: 'Ana Rojas' })).toBeInTheDocument();
  });

  it("offers each row's Exportar datos among its actions, and no Eliminar datos on the SA's own row", async () => {
    const sa: UserProfile = { ...ana, id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b', firstName: 'Super', secondName: 'Admin', role: 'SA' };
    registryApi([sa, ana]);
    await openRegistry();

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain('Exportar datos');
    expect(within(rowOf('Ana Rojas')).getByRole('button', { name: 'Exportar datos: Ana Rojas' })).toBeInTheDocument();
    expect(within(rowOf('Ana Rojas')).getByRole('button', { name: 'Eliminar datos' })).toBeInTheDocument();
    expect(within(rowOf('Super Admin')).getByRole('button', { name: 'Exportar datos: Super Admin' })).toBeInTheDocument();
    expect(within(rowOf('Super Admin')).queryByRole('button', { name: 'Eliminar datos' })).not.toBeInTheDocument();
  });

  it('exports the listed users to Registro_de_usuarios.xlsx, sheet Usuarios, with Masculino/Femenino and Activado/Desactivado', async () => {
    registryApi([ana, pedro]);
    const { user } = await openRegistry();

    await user.click(screen.getByRole('button', { name: 'Exportar' }));

    expect(await screen.findByRole('dialog', { name: '¡Descarga completa!' })).toBeInTheDocument();
    const table = vi.mocked(downloadExcelFile).mock.calls.at(-1)?.[0];
    expect(table?.fileName).toBe('Registro_de_usuarios.xlsx');
    expect(table?.sheetName).toBe('Usuarios');
    expect(table?.header).toEqual([
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Teléfono',
      'Rol',
      'Género',
      'Organización',
      'Estado',
      'Fecha de registro',
    ]);
    expect(table?.rows).toEqual([
      ['Ana', 'Rojas', 'ana@losandes.cl', 912345678, 'Administrador', 'Femenino', 'Lavado Los Andes', 'Activado', '10/3/25 12:00'],
      ['Pedro', 'Soto', 'pedro@losandes.cl', 987654321, 'Supervisor', 'Masculino', 'Lavado Los Andes', 'Desactivado', '10/3/25 12:00'],
    ]);
  });

  it("reports a failed export with the spec's message", async () => {
    vi.mocked(downloadExcelFile).mockRejectedValueOnce(new Error('xlsx failed'));
    registryApi([ana]);
    const { user } = await openRegistry();

    await user.click(screen.getByRole('button', { name: 'Exportar' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('Ocurrió un problema al generar el archivo. Favor contacte a soporte.')).toBeInTheDocument();
  });

  it('prints the list', async () => {
    registryApi([ana]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = await openRegistry();

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));

    expect(print).toHaveBeenCalledOnce();
  });
});

describe('new user (SA)', () => {
  async function openNewUserModal(api = registryApi([ana])) {
    const rendered = await openRegistry();
    await rendered.user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    return { ...rendered, modal, api };
  }

  async function fillValidUser(user: ReturnType<typeof renderApp>['user'], modal: HTMLElement) {
    await user.type(within(modal).getByLabelText(/^Nombre/), 'Luis');
    await user.type(within(modal).getByLabelText(/^Apellido/), 'Mora');
    await pick(user, within(modal).getByLabelText(/^Organización/, { selector: 'input' }), 'Lavado Los Andes');
    await pick(user, within(modal).getByLabelText(/^Rol/, { selector: 'input' }), 'SU Supervisor');
    await user.type(within(modal).getByLabelText(/^Correo electrónico/), 'luis@losandes.cl');
    await user.type(within(modal).getByLabelText(/^Teléfono/), '923456789');
  }

  it("keeps Crear disabled until every required field is valid, then creates the user with 'Creado!'", async () => {
    const api = registryApi([ana], { 'admin/createUsers': () => ok({ status: true, msg: 'Usuario creado exitosamente!', link: null }) });
    const { user, modal } = await openNewUserModal(api);
    const create = within(modal).getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();

    await fillValidUser(user, modal);
    await user.clear(within(modal).getByLabelText(/^Teléfono/));
    await user.type(within(modal).getByLabelText(/^Teléfono/), '023456789');
    await user.tab();
    expect(await within(modal).findByText('El telefono ingresado no es válido debe tener 9 dígitos.')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.clear(within(modal).getByLabelText(/^Teléfono/));
    await user.type(within(modal).getByLabelText(/^Teléfono/), '923456789');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    const created = await screen.findByRole('dialog', { name: 'Creado!' });
    expect(within(created).getByText('Usuario creado exitosamente!')).toBeInTheDocument();
    expect(api.callsTo('admin/createUsers')[0]?.body).toEqual({
      user: {
        firstName: 'Luis',
        secondName: 'Mora',
        identification: null,
        organizationId: organization.id,
        role: 'SU',
        email: 'luis@losandes.cl',
        phone: 923456789,
      },
    });
    expect(api.callsTo('admin/getUsers')).toHaveLength(2);
  });

  it("takes an optional RUT, checked like an employee's, and without a mail service says 'Enlace generado' with the link to hand over", async () => {
    const link = 'http://localhost:3000/reset?token=invitacion-luis';
    const api = registryApi([ana], { 'admin/createUsers': () => ok({ status: true, msg: 'Usuario creado exitosamente!', link }) });
    const { user, modal } = await openNewUserModal(api);
    const create = within(modal).getByRole('button', { name: 'Crear' });
    const rut = within(modal).getByLabelText(/RUT/);
    expect(rut).not.toBeRequired();
    expect(
      within(modal).getByText('Opcional. Sin RUT ingresa con su correo y no puede iniciar servicios en el tablero.'),
    ).toBeInTheDocument();

    await fillValidUser(user, modal);
    await user.type(rut, '12.345.678-9');
    await user.tab();
    expect(await within(modal).findByText('El Rut ingresado no es válido.')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.clear(rut);
    await user.type(rut, '12.345.678-5');
    await user.tab();
    await clickWhenEnabled(user, create);

    const dialog = await screen.findByRole('dialog', { name: 'Enlace generado' });
    expect(screen.queryByRole('dialog', { name: 'Correo Enviado!' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Enlace para crear la contraseña')).toHaveValue(link);
    expect(within(dialog).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/56923456789?text=${encodeURIComponent(`¡Hola, Luis! Cree su contraseña de Lavado con este enlace: ${link}`)}`,
    );
    expect(api.callsTo('admin/createUsers')[0]?.body).toMatchObject({ user: { identification: '12345678-5' } });
  });

  it('sends the gender when one is chosen', async () => {
    const api = registryApi([ana], { 'admin/createUsers': () => ok({ status: true, msg: 'Usuario creado exitosamente!', link: null }) });
    const { user, modal } = await openNewUserModal(api);
    await fillValidUser(user, modal);
    await pick(user, within(modal).getByLabelText(/^Género/, { selector: 'input' }), 'Masculino');
    const create = within(modal).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    await screen.findByRole('dialog', { name: 'Creado!' });
    expect(api.callsTo('admin/createUsers')[0]?.body).toMatchObject({ user: { gender: 'M' } });
  });

  it('sends the same Idempotency-Key when the same user is sent again after a failure, a new one once the values change', async () => {
    const api = registryApi([ana], { 'admin/createUsers': () => 'network-failure' });
    const { user, modal } = await openNewUserModal(api);
    await fillValidUser(user, modal);
    const create = within(modal).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(create).toBeEnabled());

    await user.click(create);
    await user.click(within(await screen.findByRole('dialog', { name: 'Error!' })).getByRole('button', { name: 'OK' }));
    await user.click(create);
    await waitFor(() => expect(api.callsTo('admin/createUsers')).toHaveLength(2));
    await user.type(within(modal).getByLabelText(/^Apellido/), 'les');
    await user.click(create);
    await waitFor(() => expect(api.callsTo('admin/createUsers')).toHaveLength(3));

    const [first, retry, changed] = idempotencyKeysOf('admin/createUsers');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it("shows 'Error!' with the server's error text when the creation is refused", async () => {
    const api = registryApi([ana], { 'admin/createUsers': () => refused(409, 'El correo ya está registrado.') });
    const { user, modal } = await openNewUserModal(api);
    await fillValidUser(user, modal);
    const create = within(modal).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('El correo ya está registrado.')).toBeInTheDocument();
  });
});
