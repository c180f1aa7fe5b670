import { describe, expect, it } from 'vitest';
import { ROLES } from '../../lib/session/roles';
import { routeRoles } from '../guard/routeRoles';
import { paths } from '../paths';
import { navigationFor, type Navigation } from './navigation';

const topBarLabels = (navigation: Navigation) => navigation.topBar.map((item) => item.label);
const sideMenuTargets = (navigation: Navigation) =>
  navigation.sideMenu.flatMap((entry) => (entry.kind === 'link' ? [entry.to] : entry.links.map((link) => link.to)));

describe('navigationFor', () => {
  it('gives the super admin the admin area, Administracion and logout only', () => {
    const navigation = navigationFor('SA');
    expect(navigation.brandTarget).toBe('/admin');
    expect(topBarLabels(navigation)).toEqual(['Administracion', 'Cerrar sesión']);
    expect(navigation.topBar[0]).toMatchObject({ kind: 'link', to: '/admin/config' });
    expect(sideMenuTargets(navigation)).toEqual([
      '/admin',
      '/admin/users',
      '/admin/organizations',
      '/admin/tickets',
      '/admin/services',
      '/admin/mails',
      '/admin/data-access',
      // Only the board of the Lavados group: the other pages act on an organization, which the SA has none of.
      '/home/board',
    ]);
  });

  it('gives the organization admin Inicio, Empleados, the Lavados group with Precios, Packs and Por cobrar, Finanzas, Datos del negocio, and Empleados in the top bar too', () => {
    const navigation = navigationFor('AD');
    expect(navigation.brandTarget).toBe('/home');
    expect(topBarLabels(navigation)).toEqual(['Ayuda', 'Empleados', 'Perfil', 'Soporte', 'Cerrar sesión']);
    expect(sideMenuTargets(navigation)).toEqual([
      '/home',
      '/home/employees',
      '/home/new-record',
      '/home/records',
      '/home/board',
      '/home/clients',
      '/home/prices',
      '/home/packs',
      '/home/unpaid',
      '/home/cash',
      '/home/commissions',
      '/home/reports',
      '/home/business',
      '/home/data-access',
    ]);
  });

  it('gives an employee Tablero, the Lavados group and Por cobrar, and no Empleados', () => {
    const navigation = navigationFor('EM');
    expect(navigation.brandTarget).toBe('/home/board');
    expect(topBarLabels(navigation)).toEqual(['Ayuda', 'Perfil', 'Soporte', 'Cerrar sesión']);
    expect(sideMenuTargets(navigation)).toEqual([
      '/home/board',
      '/home/new-record',
      '/home/records',
      '/home/board',
      '/home/clients',
      '/home/unpaid',
    ]);
  });

  it.each(['SU', 'US'] as const)('gives %s Tablero and the Lavados group, and no Empleados', (role) => {
    const navigation = navigationFor(role);
    expect(navigation.brandTarget).toBe('/home/board');
    expect(topBarLabels(navigation)).toEqual(['Ayuda', 'Perfil', 'Soporte', 'Cerrar sesión']);
    expect(sideMenuTargets(navigation)).toEqual(['/home/board', '/home/new-record', '/home/records', '/home/board', '/home/clients']);
    expect(navigation.sideMenu.map((entry) => entry.label)).toEqual(['Tablero', 'Lavados']);
  });
});

describe('navigationFor and the route guard', () => {
  /** The guard of each menu target that only some roles may open (app/routes.tsx); the others take any session. */
  const guardOf: Record<string, keyof typeof routeRoles> = {
    [paths.home.root]: 'dashboard',
    [paths.home.newRecord]: 'organizationLavados',
    [paths.home.records]: 'organizationLavados',
    [paths.home.clients]: 'organizationLavados',
    [paths.home.employees]: 'employees',
    [paths.home.unpaid]: 'unpaid',
    [paths.home.prices]: 'money',
    [paths.home.cash]: 'money',
    [paths.home.commissions]: 'money',
    [paths.home.reports]: 'money',
    [paths.home.business]: 'business',
    ...Object.fromEntries(Object.values(paths.admin).map((path) => [path, 'admin' as const])),
  };
  const everyTarget = (navigation: Navigation) => [
    ...sideMenuTargets(navigation),
    ...navigation.topBar.flatMap((item) => (item.kind === 'link' ? [item.to] : [])),
  ];

  it.each(ROLES)('offers %s only screens the guard opens to it, by the roles of their contract entries', async (role) => {
    const closed = [];
    for (const target of everyTarget(navigationFor(role))) {
      const guard = guardOf[target];
      if (guard && !(await routeRoles[guard]()).includes(role)) closed.push(target);
    }
    expect(closed).toEqual([]);
  });

  it('offers the organization pages and Empleados to exactly the roles their guards open them to', async () => {
    for (const role of ROLES) {
      const targets = everyTarget(navigationFor(role));
      expect({ role, records: targets.includes(paths.home.records) }).toEqual({
        role,
        records: (await routeRoles.organizationLavados()).includes(role),
      });
      // The SA's top bar offers only Administracion and logout (docs/specification.md#roles-and-permissions).
      if (role === 'SA') continue;
      expect({ role, employees: targets.includes(paths.home.employees) }).toEqual({
        role,
        employees: (await routeRoles.employees()).includes(role),
      });
    }
  });
});
