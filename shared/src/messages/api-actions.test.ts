import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../api/contract';
import { apiActionName, apiActionNames, UNNAMED_API_ACTION } from './api-actions';

const contractPaths = apiRoutes.map((route) => route.path).sort();

describe('apiActionNames', () => {
  it("names every route of the contract by its entry's action", () => {
    expect(Object.keys(apiActionNames).sort()).toEqual(contractPaths);
    for (const route of apiRoutes) expect(apiActionNames[route.path]).toBe(route.action);
  });

  it('gives every route its own non-empty name, in words rather than a path', () => {
    const names = Object.values(apiActionNames);
    // The call's own segment (`getWashTicketByOrganizationId`) is what a name must not be; a module's
    // (`packs`) may be the product's own word for the thing.
    const pathSegments = new Set(contractPaths.flatMap((path) => path.split('/').slice(1)));
    for (const name of names) {
      expect(name.trim(), name).toBe(name);
      expect(name, name).not.toBe('');
      expect(name, name).not.toContain('/');
      expect(
        name.split(/[\s(),]+/).filter((word) => pathSegments.has(word)),
        name,
      ).toEqual([]);
      expect(name[0], name).toBe(name[0]?.toLocaleUpperCase('es'));
    }
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    expect(repeated).toEqual([]);
  });
});

describe('apiActionName', () => {
  it("reads a contract path's name", () => {
    expect(apiActionName('client/createClient')).toBe('Crear cliente');
    expect(apiActionName('admin/setSupportTicketsStatus')).toBe('Cambiar estado de tickets de soporte');
  });

  it('never shows a path it does not know, nor an inherited property', () => {
    expect(apiActionName('client/removeEverything')).toBe(UNNAMED_API_ACTION);
    expect(apiActionName('toString')).toBe(UNNAMED_API_ACTION);
    expect(UNNAMED_API_ACTION).not.toMatch(/\//);
  });
});
