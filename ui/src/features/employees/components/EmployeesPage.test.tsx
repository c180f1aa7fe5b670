import { screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { fakeApi, ok, refused, type FakeHandler } from '../../../testing/fakeApi';
import { heldAboutUser } from '../../../testing/heldAboutUser';
import { layoutHandlers, layoutOrganization } from '../../../testing/layoutApi';
import { renderApp, signInAs } from '../../../testing/renderApp';
import { clickWhenEnabled } from '../../../testing/clickWhenEnabled';
import { read } from 'xlsx';
import { saveBlob } from '../../../lib/export/saveFile';

const ana: Employee = {
  id: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  enable: 1,
  employeeNumber: 1,
  firstName: 'Ana',
  secondName: 'Rojas',
  email: 'ana@lavado.cl',
  phone: 912345678,
  identification: '12345678-5',
};
const pedro: Employee = {
  ...ana,
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  enable: 0,
  employeeNumber: 2,
  firstName: 'Pedro',
  secondName: 'Díaz',
  phone: null,
};

/** An API whose employee list follows the accepted commands, like the real one. */
function employeesApi(initial: Employee[], extra: Record<string, FakeHandler> = {}, invitations: Record<string, string> = {}) {
  const employees = [...initial];
  return fakeApi({
    ...layoutHandlers,
    'employee/getOrganizationEmployees': () => ok(employees),
    'employee/getInvitations': () => ok(Object.entries(invitations).map(([id, state]) => ({ id, state }))),
    'employee/setEmployeeState': (body) => {
      const { id, enable } = body as { id: string; enable: 0 | 1 };
      const index = employees.findIndex((employee) => employee.id === id);
      const flipped = enable === 1 ? 0 : 1;
      employees[index] = { ...employees[index]!, enable: flipped };
      return ok({ status: true, msg: flipped ? 'Empleado desbloqueado.' : 'Empleado bloqueado.', enable: flipped });
    },
    'employee/deleteEmployee': (body) => {
      const { id } = body as { id: string };
      employees.splice(
        employees.findIndex((employee) => employee.id === id),
        1,
      );
      return ok({ status: true, msg: 'El usuario se ha eliminado' });
    },
    'employee/createEmployee': (body) => {
      const { employee } = body as { employee: Omit<Employee, 'id' | 'enable' | 'employeeNumber'> };
      const created: Employee = {
        ...employee,
        id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        enable: 1,
        employeeNumber: employees.length + 1,
      };
      employees.push(created);
      return ok({ status: true, msg: '¡Empleado creado exitosamente!', employee: created, link: null });
    },
    'employee/updateEmployee': (body) => {
      const { id, identification } = body as { id: string; identification: string };
      const index = employees.findIndex((employee) => employee.id === id);
      employees[index] = { ...employees[index]!, identification };
      return ok({ status: true, msg: 'Empleado actualizado.', employee: employees[index] });
    },
    ...extra,
  });
}

/** The `Idempotency-Key` of each call to `path`, as the app handed it to fetch. */
function idempotencyKeysOf(path: string): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === `/api/${path}`)
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

async function rowOf(name: string) {
  const row = (await screen.findByRole('cell', { name })).closest('tr');
  if (!row) throw new Error(`${name} not rendered as a table row`);
  return row;
}

describe('employees (AD)', () => {
  it('lists number, name, +56 phone with a chat link, and state', async () => {
    const api = employeesApi([ana, pedro]);
    signInAs('AD');
    renderApp('/home/employees');

    const anaRow = await rowOf('Ana Rojas');
    expect(within(anaRow).getByRole('cell', { name: '1' })).toBeInTheDocument();
    const chat = within(anaRow).getByRole('link', { name: 'Abrir chat con +56 912345678' });
    expect(chat).toHaveTextContent('+56 912345678');
    expect(chat).toHaveAttribute('href', 'https://wa.me/56912345678?text=Hola%20Ana!');
    expect(within(anaRow).getByText('Activado')).toBeInTheDocument();
    const pedroRow = await rowOf('Pedro Díaz');
    expect(within(pedroRow).getByText('Desactivado')).toBeInTheDocument();
    expect(within(pedroRow).queryByRole('link')).not.toBeInTheDocument();
    expect(api.callsTo('employee/getOrganizationEmployees')[0]?.body).toEqual({
      organizationId: useSessionStore.getState().session?.organization,
    });
  });

  it('Exportar datos asks why and downloads everything held about the employee as Excel, with the register', async () => {
    vi.mocked(saveBlob).mockClear();
    const api = employeesApi([ana, pedro], { 'privacy/exportUserData': (body) => ok(heldAboutUser((body as { id: string }).id)) });
    signInAs('AD');
    const { user } = renderApp('/home/employees');

    await user.click(within(await rowOf('Ana Rojas')).getByRole('button', { name: 'Exportar datos: Ana Rojas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar datos de Ana Rojas' });
    expect(within(dialog).queryByRole('button', { name: 'Ver para imprimir (PDF)' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Término de contrato');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar Excel' }));

    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(api.callsTo('privacy/exportUserData').map((call) => call.body)).toEqual([
      { organizationId: useSessionStore.getState().session?.organization, id: ana.id, motivo: 'Término de contrato' },
    ]);
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(fileName).toBe('datos-usuario-ana-rojas.xlsx');
    const workbook = read(await blob.arrayBuffer(), { type: 'array', cellNF: true });
    expect(workbook.SheetNames).toEqual(['Cuenta', 'Servicios', 'Comisiones', 'Soporte', 'Registros', 'Registro de tratamiento']);
    expect(workbook.Sheets['Cuenta']!.B6).toMatchObject({ t: 'n', v: 912345678 });
    expect(workbook.Sheets['Comisiones']!.A2).toMatchObject({ t: 'n', z: 'd/m/yy' });
    expect(workbook.Sheets['Comisiones']!.D2).toMatchObject({ t: 'n', v: 1_599, z: '"$"#,##0;-"$"#,##0' });
    expect(workbook.Sheets['Registro de tratamiento']!.C2).toMatchObject({ v: 'Contrato de trabajo' });
  });

  it("blocks an active employee after confirmation, sending the current value, and 'Bloqueo!' says blocked", async () => {
    const api = employeesApi([ana]);
    signInAs('AD');
    const { user } = renderApp('/home/employees');

    await user.click(within(await rowOf('Ana Rojas')).getByRole('button', { name: 'Bloquear' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Bloquear' });
    expect(within(confirmation).getByText('¿Desea bloquear al usuario Ana Rojas?')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Bloquear' }));

    const done = await screen.findByRole('dialog', { name: 'Bloqueo!' });
    expect(within(done).getByText('El usuario ha sido bloqueado.')).toBeInTheDocument();
    expect(api.callsTo('employee/setEmployeeState')[0]?.body).toEqual({
      organizationId: useSessionStore.getState().session?.organization,
      id: ana.id,
      enable: 1,
    });
    await waitFor(async () => expect(within(await rowOf('Ana Rojas')).getByText('Desactivado')).toBeInTheDocument());
  });

  it('on a phone lists each employee as a card named after them, with the state beside the name and the actions at hand', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 48em)' }));
    const api = employeesApi([ana, pedro]);
    signInAs('AD');
    const { user } = renderApp('/home/employees');

    const card = await screen.findByRole('article', { name: 'Ana Rojas' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Activado')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Abrir chat con +56 912345678' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pedro Díaz' })).getByText('Desactivado')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Bloquear' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bloquear' })).getByRole('button', { name: 'Bloquear' }));
    await screen.findByRole('dialog', { name: 'Bloqueo!' });
    expect(api.callsTo('employee/setEmployeeState')[0]?.body).toMatchObject({ id: ana.id, enable: 1 });
  });

  it("unblocks an inactive employee, and 'Bloqueo!' says unblocked", async () => {
    employeesApi([pedro]);
    signInAs('AD');
    const { user } = renderApp('/home/employees');

    await user.click(within(await rowOf('Pedro Díaz')).getByRole('button', { name: 'Desbloquear' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Desbloquear' });
    expect(within(confirmation).getByText('¿Desea desbloquear al usuario Pedro Díaz?')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Desbloquear' }));

    expect(
      within(await screen.findByRole('dialog', { name: 'Bloqueo!' })).getByText('El usuario ha sido desbloqueado.'),
    ).toBeInTheDocument();
  });

  it("deletes an employee after confirmation with 'Eliminación!' and the list updates in place", async () => {
    const api = employeesApi([ana, pedro]);
    signInAs('AD');
    const { user } = renderApp('/home/employees');

    await user.click(within(await rowOf('Pedro Díaz')).getByRole('button', { name: 'Eliminar' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Eliminar' });
    await user.click(within(confirmation).getByRole('button', { name: 'Eliminar' }));

    expect(within(await screen.findByRole('dialog', { name: 'Eliminación!' })).getByText('El usuario se ha eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Pedro Díaz' })).not.toBeInTheDocument());
    expect(api.callsTo('employee/deleteEmployee')[0]?.body).toMatchObject({ id: pedro.id });
  });

  it('keeps Crear disabled until every field is valid, then creates the employee', async () => {
    const api = employeesApi([]);
    signInAs('AD');
    const { user } = renderApp('/home/employees');
    await screen.findByText('No existen empleados registrados.');

    await user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
    const create = within(modal).getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();

    await user.type(within(modal).getByLabelText(/Nombre/), 'Camila');
    await user.type(within(modal).getByLabelText(/Apellido/), 'Soto');
    await user.type(within(modal).getByLabelText(/RUT/), '123456785');
    await user.type(within(modal).getByLabelText(/Correo electrónico/), 'camila@lavado.cl');
    await user.type(within(modal).getByLabelText(/Teléfono/), '012345678');
    await user.tab();
    expect(await within(modal).findByText('El telefono ingresado no es válido debe tener 9 dígitos.')).toBeInTheDocument();
    expect(within(modal).getByLabelText(/RUT/)).toHaveValue('12.345.678-5');
    expect(create).toBeDisabled();

    await user.clear(within(modal).getByLabelText(/Teléfono/));
    await user.type(within(modal).getByLabelText(/Teléfono/), '987654321');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    expect(within(await screen.findByRole('dialog', { name: 'Creado!' })).getByText('Usuario creado exitosamente!')).toBeInTheDocument();
    expect(api.callsTo('employee/createEmployee')[0]?.body).toEqual({
      organizationId: useSessionStore.getState().session?.organization,
      employee: { firstName: 'Camila', secondName: 'Soto', identification: '12345678-5', email: 'camila@lavado.cl', phone: 987654321 },
    });
    expect(await screen.findByRole('cell', { name: 'Camila Soto' })).toBeInTheDocument();
  });

  it('shows each RUT formatted, and lets the AD give one to an employee who has none', async () => {
    const api = employeesApi([ana, { ...pedro, identification: null }]);
    signInAs('AD');
    const { user } = renderApp('/home/employees');
    expect(await screen.findByRole('cell', { name: '12.345.678-5' })).toBeInTheDocument();

    const pedroRow = screen.getByRole('cell', { name: 'Pedro Díaz' }).closest('tr')!;
    await user.click(within(pedroRow).getByRole('button', { name: 'Agregar RUT' }));
    const modal = await screen.findByRole('dialog', { name: 'RUT de Pedro Díaz' });
    await user.type(within(modal).getByLabelText(/RUT/), '111111111');
    await user.tab();
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Guardar' }));

    expect(
      within(await screen.findByRole('dialog', { name: '¡RUT guardado!' })).getByText('Ya puede ingresar con él e iniciar servicios.'),
    ).toBeInTheDocument();
    expect(api.callsTo('employee/updateEmployee')[0]?.body).toMatchObject({ id: pedro.id, identification: '11111111-1' });
    expect(await screen.findByRole('cell', { name: '11.111.111-1' })).toBeInTheDocument();
  });

  it("creates an employee from the spec's four fields: the RUT is optional and says what it is for", async () => {
    const api = employeesApi([]);
    signInAs('AD');
    const { user } = renderApp('/home/employees');
    await screen.findByText('No existen empleados registrados.');
    await user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
    expect(within(modal).getByLabelText(/RUT/)).not.toBeRequired();
    expect(
      within(modal).getByText('Opcional. Sin RUT ingresa con su correo y no puede iniciar servicios en el tablero.'),
    ).toBeInTheDocument();
    await user.type(within(modal).getByLabelText(/Nombre/), 'Luis');
    await user.type(within(modal).getByLabelText(/Apellido/), 'Mora');
    await user.type(within(modal).getByLabelText(/Correo electrónico/), 'luis@lavado.cl');
    await user.type(within(modal).getByLabelText(/Teléfono/), '987654321');
    const create = within(modal).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByRole('dialog', { name: 'Creado!' })).toBeInTheDocument();
    expect(api.callsTo('employee/createEmployee')[0]?.body).toMatchObject({
      employee: { firstName: 'Luis', secondName: 'Mora', identification: null, email: 'luis@lavado.cl', phone: 987654321 },
    });
  });

  it('sends the same Idempotency-Key when the same employee is sent again after a failure, a new one for other values', async () => {
    employeesApi([], { 'employee/createEmployee': () => 'network-failure' });
    signInAs('AD');
    const { user } = renderApp('/home/employees');
    await screen.findByText('No existen empleados registrados.');
    await user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
    await user.type(within(modal).getByLabelText(/Nombre/), 'Camila');
    await user.type(within(modal).getByLabelText(/Apellido/), 'Soto');
    await user.type(within(modal).getByLabelText(/RUT/), '12.345.678-5');
    await user.type(within(modal).getByLabelText(/Correo electrónico/), 'camila@lavado.cl');
    await user.type(within(modal).getByLabelText(/Teléfono/), '987654321');
    const create = within(modal).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(create).toBeEnabled());

    // Each 'Error!' must have left (it fades out) before the next is looked for.
    const failOnce = async () => {
      await user.click(create);
      await user.click(within(await screen.findByRole('dialog', { name: 'Error!' })).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument());
    };
    await failOnce();
    await failOnce();
    await user.type(within(modal).getByLabelText(/Apellido/), 'to');
    await user.click(create);
    await waitFor(() => expect(idempotencyKeysOf('employee/createEmployee')).toHaveLength(3));

    const [first, retry, changed] = idempotencyKeysOf('employee/createEmployee');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(changed).toMatch(/^[0-9a-f-]{36}$/);
    expect(changed).not.toBe(first);
  });

  it("shows the server's message when a command is refused", async () => {
    employeesApi([ana], { 'employee/deleteEmployee': () => refused(404, 'El empleado no existe.') });
    signInAs('AD');
    const { user } = renderApp('/home/employees');

    await user.click(within(await rowOf('Ana Rojas')).getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar' })).getByRole('button', { name: 'Eliminar' }));

    expect(within(await screen.findByRole('dialog', { name: 'Error!' })).getByText('El empleado no existe.')).toBeInTheDocument();
  });
});

const FRESH_LINK = 'http://localhost:3000/reset?token=enlace-nuevo';

describe('invitations (AD)', () => {
  it("shows each employee's invitation state, and offers a fresh link to all but those who accepted", async () => {
    const marta: Employee = {
      ...ana,
      id: '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a',
      employeeNumber: 3,
      firstName: 'Marta',
      secondName: 'Vera',
    };
    const luis: Employee = { ...ana, id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', employeeNumber: 4, firstName: 'Luis', secondName: 'Mora' };
    employeesApi([ana, pedro, marta, luis], {}, { [ana.id]: 'accepted', [pedro.id]: 'pending', [marta.id]: 'expired' });
    signInAs('AD');
    renderApp('/home/employees');
    await screen.findByRole('columnheader', { name: 'Invitación' });
    expect(within(await rowOf('Ana Rojas')).getByText('Aceptada')).toBeInTheDocument();
    expect(within(await rowOf('Pedro Díaz')).getByText('Pendiente')).toBeInTheDocument();
    expect(within(await rowOf('Marta Vera')).getByText('Vencida')).toBeInTheDocument();
    expect(within(await rowOf('Luis Mora')).getByText('Sin invitación')).toBeInTheDocument();
    expect(within(await rowOf('Ana Rojas')).queryByRole('button', { name: /Enviar enlace nuevo/ })).not.toBeInTheDocument();
    for (const name of ['Pedro Díaz', 'Marta Vera', 'Luis Mora']) {
      expect(within(await rowOf(name)).getByRole('button', { name: `Enviar enlace nuevo: ${name}` })).toBeInTheDocument();
    }
  });

  it("sends a fresh link after confirmation and, with no mail service, says 'Enlace generado' with Copiar enlace and a WhatsApp chat to the employee", async () => {
    let state = 'expired';
    const api = employeesApi([ana], {
      'employee/getInvitations': () => ok([{ id: ana.id, state }]),
      'employee/resendInvitation': () => {
        state = 'pending';
        return ok({ status: true, msg: 'Se generó un enlace nuevo; el anterior ya no sirve.', link: FRESH_LINK });
      },
    });
    signInAs('AD');
    const { user } = renderApp('/home/employees');
    expect(within(await rowOf('Ana Rojas')).getByText('Vencida')).toBeInTheDocument();

    await user.click(within(await rowOf('Ana Rojas')).getByRole('button', { name: 'Enviar enlace nuevo: Ana Rojas' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Enlace nuevo' });
    expect(
      within(confirmation).getByText('Se generará un enlace nuevo para Ana Rojas y el anterior dejará de servir.'),
    ).toBeInTheDocument();
    expect(api.callsTo('employee/resendInvitation')).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Enviar enlace nuevo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enlace generado' });
    expect(screen.queryByRole('dialog', { name: 'Correo Enviado!' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Enlace para crear la contraseña')).toHaveValue(FRESH_LINK);
    expect(within(dialog).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/56912345678?text=${encodeURIComponent(`¡Hola, Ana! Cree su contraseña de Lavado con este enlace: ${FRESH_LINK}`)}`,
    );
    expect(api.callsTo('employee/resendInvitation')[0]?.body).toMatchObject({ id: ana.id });
    await waitFor(async () => expect(within(await rowOf('Ana Rojas')).getByText('Pendiente')).toBeInTheDocument());
  });

  it("says '¡Enlace enviado!' with the server's words when the fresh link left by mail", async () => {
    employeesApi(
      [ana],
      { 'employee/resendInvitation': () => ok({ status: true, msg: 'Se envió un enlace nuevo; el anterior ya no sirve.', link: null }) },
      {
        [ana.id]: 'pending',
      },
    );
    signInAs('AD');
    const { user } = renderApp('/home/employees');
    await user.click(within(await rowOf('Ana Rojas')).getByRole('button', { name: 'Enviar enlace nuevo: Ana Rojas' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Enlace nuevo' })).getByRole('button', { name: 'Enviar enlace nuevo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¡Enlace enviado!' });
    expect(within(dialog).getByText('Se envió un enlace nuevo; el anterior ya no sirve.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Enviar por WhatsApp' })).not.toBeInTheDocument();
  });

  it("says 'Enlace generado' with the new employee's link when no mail could carry it", async () => {
    employeesApi([], {
      'employee/createEmployee': (body) => {
        const { employee } = body as { employee: Omit<Employee, 'id' | 'enable' | 'employeeNumber'> };
        const created: Employee = { ...employee, id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', enable: 1, employeeNumber: 1 };
        return ok({ status: true, msg: '¡Empleado creado exitosamente!', employee: created, link: FRESH_LINK });
      },
    });
    signInAs('AD');
    const { user } = renderApp('/home/employees');
    await screen.findByText('No existen empleados registrados.');
    await user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
    await user.type(within(modal).getByLabelText(/Nombre/), 'Luis');
    await user.type(within(modal).getByLabelText(/Apellido/), 'Mora');
    await user.type(within(modal).getByLabelText(/Correo electrónico/), 'luis@lavado.cl');
    await user.type(within(modal).getByLabelText(/Teléfono/), '987654321');
    await clickWhenEnabled(user, within(modal).getByRole('button', { name: 'Crear' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enlace generado' });
    expect(screen.queryByRole('dialog', { name: 'Creado!' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'No hay servicio de correo configurado, así que no se envió ningún correo. Comparta este enlace con Luis para que cree su contraseña.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/56987654321?text=${encodeURIComponent(`¡Hola, Luis! Cree su contraseña de Lavado con este enlace: ${FRESH_LINK}`)}`,
    );
  });
});

describe('employees (SA)', () => {
  const other: Organization = { ...layoutOrganization, id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'Lavado Norte' };

  it('picks an organization first and names it in every call', async () => {
    const api = employeesApi([ana], { 'admin/getOrganization': () => ok([layoutOrganization, other]) });
    signInAs('SA');
    const { user } = renderApp('/home/employees');

    expect(await screen.findByText('Seleccione una organización para ver sus empleados.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo empleado' })).toBeDisabled();
    expect(api.callsTo('employee/getOrganizationEmployees')).toHaveLength(0);

    const picker = screen.getByLabelText('Organización', { selector: 'input' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Lavado Norte', hidden: true }));

    await rowOf('Ana Rojas');
    expect(api.callsTo('employee/getOrganizationEmployees')[0]?.body).toEqual({ organizationId: other.id });
    expect(screen.getByRole('button', { name: 'Nuevo empleado' })).toBeEnabled();
  });
});
