import { describe, expect, it } from 'vitest';
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
      // Only the board of the Lavados group: the other pages act on an organization, which the SA has none of.
      '/home/board',
    ]);
  });

  it('gives the organization admin Inicio, the Lavados group with Precios and Por cobrar, Finanzas and Empleados', () => {
    const navigation = navigationFor('AD');
    expect(navigation.brandTarget).toBe('/home');
    expect(topBarLabels(navigation)).toEqual(['Ayuda', 'Empleados', 'Perfil', 'Soporte', 'Cerrar sesión']);
    expect(sideMenuTargets(navigation)).toEqual([
      '/home',
      '/home/new-record',
      '/home/records',
      '/home/board',
      '/home/clients',
      '/home/prices',
      '/home/unpaid',
      '/home/cash',
      '/home/commissions',
      '/home/reports',
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
