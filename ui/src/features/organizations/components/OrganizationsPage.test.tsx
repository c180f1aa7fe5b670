import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { downloadExcelFile } from '../../../lib/export/excelFile';
import { fakeApi, ok, refused } from '../../../testing/fakeApi';
import { renderApp, signInAs } from '../../../testing/renderApp';

// downloadExcelFile is a spy in every UI test (testing/setup.ts).

const mainOrganization: Organization = {
  id: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Lavado Los Andes',
  identification: '12345678-5',
  domain: 'losandes.cl',
  enable: 1,
  organizationId: null,
  expirateAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const childOrganization: Organization = {
  ...mainOrganization,
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  name: 'Lavado Los Andes Sur',
  identification: '7654321-6',
  domain: 'sur.losandes.cl',
  enable: 0,
  organizationId: mainOrganization.id,
};

/** An API whose organization list grows with each accepted creation, like the real one. */
function organizationsApi(initial: Organization[]) {
  const organizations = [...initial];
  const api = fakeApi({
    'admin/getOrganization': () => ok(organizations),
    'admin/createOrganization': (body) => {
      const { organization } = body as { organization: Omit<Organization, 'id' | 'enable' | 'expirateAt' | 'createdAt'> };
      const created: Organization = {
        ...organization,
        id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        enable: 1,
        expirateAt: null,
        createdAt: '2025-06-01T00:00:00.000Z',
      };
      organizations.push(created);
      return ok({ status: true, msg: '¡Organización creada exitosamente!', organization: created });
    },
    'admin/setOrganizationState': () => ok({ status: true, msg: 'Organización bloqueada.', enable: 0 }),
  });
  return api;
}

async function openNewOrganizationModal() {
  signInAs('SA');
  const rendered = renderApp('/admin/organizations');
  await screen.findByText('Lavado Los Andes');
  await rendered.user.click(screen.getByRole('button', { name: 'Nueva empresa' }));
  const modal = await screen.findByRole('dialog', { name: 'Nueva empresa' });
  return { ...rendered, modal };
}

/** Mantine's dropdown stays `display: none` in jsdom (no CSS transitions), so its options count as hidden. */
async function pickParent(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('organizations (SA)', () => {
  it('lists organizations with formatted RUT, state and type', async () => {
    organizationsApi([mainOrganization, childOrganization]);
    signInAs('SA');
    renderApp('/admin/organizations');

    const mainRow = (await screen.findByText('Lavado Los Andes')).closest('tr');
    const childRow = screen.getByText('Lavado Los Andes Sur').closest('tr');
    if (!mainRow || !childRow) throw new Error('organization rows not rendered as table rows');
    expect(within(mainRow).getByText('12.345.678-5')).toBeInTheDocument();
    expect(within(mainRow).getByText('Activa')).toBeInTheDocument();
    expect(within(mainRow).getByText('Principal')).toBeInTheDocument();
    expect(within(childRow).getByText('7.654.321-6')).toBeInTheDocument();
    expect(within(childRow).getByText('Inactiva')).toBeInTheDocument();
    expect(within(childRow).getByText('Hija')).toBeInTheDocument();
  });

  it('keeps Crear disabled until name, a valid RUT and domain are given', async () => {
    const api = organizationsApi([mainOrganization]);
    const { user, modal } = await openNewOrganizationModal();
    const create = within(modal).getByRole('button', { name: 'Crear' });
    expect(create).toBeDisabled();

    await user.type(within(modal).getByLabelText(/Nombre/), 'Lavado Norte');
    await user.type(within(modal).getByLabelText(/RUT/), '12345678-9');
    await user.type(within(modal).getByLabelText(/Dominio/), 'norte.cl');
    expect(await within(modal).findByText('El RUT ingresado no es válido (formato xx.xxx.xxx-x).')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.clear(within(modal).getByLabelText(/RUT/));
    await user.type(within(modal).getByLabelText(/RUT/), '123456785');
    await user.tab();
    expect(within(modal).getByLabelText(/RUT/)).toHaveValue('12.345.678-5');
    await waitFor(() => expect(create).toBeEnabled());

    await user.clear(within(modal).getByLabelText(/Nombre/));
    await waitFor(() => expect(create).toBeDisabled());
    expect(api.callsTo('admin/createOrganization')).toHaveLength(0);
  });

  it("requires a parent for a 'hija' and creates it, then the list updates in place", async () => {
    const api = organizationsApi([mainOrganization]);
    const { user, modal } = await openNewOrganizationModal();
    await user.type(within(modal).getByLabelText(/Nombre/), 'Lavado Norte');
    await user.type(within(modal).getByLabelText(/RUT/), '12.345.678-5');
    await user.type(within(modal).getByLabelText(/Dominio/), 'norte.cl');
    const create = within(modal).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(create).toBeEnabled());

    await user.click(within(modal).getByRole('radio', { name: 'Hija' }));
    await waitFor(() => expect(create).toBeDisabled());
    await user.click(within(modal).getByLabelText(/Organización principal/));
    await pickParent(user, 'Lavado Los Andes');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    expect(
      within(await screen.findByRole('dialog', { name: 'Creado!' })).getByText('¡Organización creada exitosamente!'),
    ).toBeInTheDocument();
    expect(api.callsTo('admin/createOrganization')[0]?.body).toEqual({
      organization: { name: 'Lavado Norte', identification: '12345678-5', domain: 'norte.cl', organizationId: mainOrganization.id },
    });
    expect(await screen.findByText('Lavado Norte')).toBeInTheDocument();
    expect(api.callsTo('admin/getOrganization')).toHaveLength(2);
  });

  it('clears the parent when the type goes back to main', async () => {
    const api = organizationsApi([mainOrganization]);
    const { user, modal } = await openNewOrganizationModal();
    await user.type(within(modal).getByLabelText(/Nombre/), 'Lavado Norte');
    await user.type(within(modal).getByLabelText(/RUT/), '12.345.678-5');
    await user.type(within(modal).getByLabelText(/Dominio/), 'norte.cl');
    await user.click(within(modal).getByRole('radio', { name: 'Hija' }));
    await user.click(within(modal).getByLabelText(/Organización principal/));
    await pickParent(user, 'Lavado Los Andes');
    await user.click(within(modal).getByRole('radio', { name: 'Principal' }));

    const create = within(modal).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    await screen.findByRole('dialog', { name: 'Creado!' });
    expect(api.callsTo('admin/createOrganization')[0]?.body).toMatchObject({ organization: { organizationId: null } });
  });

  it("shows the server's error text when the creation is refused", async () => {
    fakeApi({
      'admin/getOrganization': () => ok([mainOrganization]),
      'admin/createOrganization': () => refused(409, 'Ya existe una organización con ese RUT.'),
    });
    const { user, modal } = await openNewOrganizationModal();
    await user.type(within(modal).getByLabelText(/Nombre/), 'Lavado Norte');
    await user.type(within(modal).getByLabelText(/RUT/), '12.345.678-5');
    await user.type(within(modal).getByLabelText(/Dominio/), 'norte.cl');
    const create = within(modal).getByRole('button', { name: 'Crear' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('Ya existe una organización con ese RUT.')).toBeInTheDocument();
  });

  it("blocks an active organization after confirmation, sending its current state, with 'Bloqueo!'", async () => {
    const api = organizationsApi([mainOrganization]);
    signInAs('SA');
    const { user } = renderApp('/admin/organizations');

    const row = (await screen.findByRole('cell', { name: 'Lavado Los Andes' })).closest('tr');
    if (!row) throw new Error('organization row not rendered as a table row');
    await user.click(within(row).getByRole('button', { name: 'Bloquear' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Bloquear' });
    expect(within(confirmation).getByText('¿Desea bloquear la empresa Lavado Los Andes?')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Bloquear' }));

    expect(within(await screen.findByRole('dialog', { name: 'Bloqueo!' })).getByText('Organización bloqueada.')).toBeInTheDocument();
    expect(api.callsTo('admin/setOrganizationState')[0]?.body).toEqual({ id: mainOrganization.id, enable: 1 });
  });
});

describe('organizations filters and export (SA)', () => {
  it('narrows the list by name, state and type, and Limpiar shows them all again', async () => {
    organizationsApi([mainOrganization, childOrganization]);
    signInAs('SA');
    const { user } = renderApp('/admin/organizations');
    await screen.findByRole('cell', { name: 'Lavado Los Andes Sur' });

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'sur');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lavado Los Andes' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Lavado Los Andes Sur' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Activa', hidden: true }));
    expect(await screen.findByText('No existen organizaciones para los filtros seleccionados.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(await screen.findByRole('cell', { name: 'Lavado Los Andes' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Lavado Los Andes Sur' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Tipo', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Hija', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lavado Los Andes' })).not.toBeInTheDocument());
  });

  it('exports the listed organizations with their state, type and main organization', async () => {
    organizationsApi([mainOrganization, childOrganization]);
    signInAs('SA');
    const { user } = renderApp('/admin/organizations');
    await screen.findByRole('cell', { name: 'Lavado Los Andes Sur' });
    await user.click(screen.getByLabelText('Tipo', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Hija', hidden: true }));

    await user.click(screen.getByRole('button', { name: 'Exportar' }));

    expect(await screen.findByRole('dialog', { name: '¡Descarga completa!' })).toBeInTheDocument();
    const table = vi.mocked(downloadExcelFile).mock.calls.at(-1)?.[0];
    expect(table?.fileName).toBe('Registro_de_organizaciones.xlsx');
    expect(table?.sheetName).toBe('Organizaciones');
    expect(table?.header).toEqual(['Nombre', 'RUT', 'Dominio', 'Estado', 'Tipo', 'Organización principal', 'Fecha de creación']);
    expect(table?.rows).toEqual([
      ['Lavado Los Andes Sur', '7.654.321-6', 'sur.losandes.cl', 'Inactiva', 'Hija', 'Lavado Los Andes', '31/12/24 21:00'],
    ]);
  });
});
