import { describe, expect, it } from 'vitest';
import { fold } from '../domain/decider';
import { given } from '../../../tests/support/given';
import { clientDecider, type ClientCommand } from './client.decider';
import type { ClientEvent, ClientRegisteredData } from './client.events';

const now = new Date('2026-11-21T13:00:00.000Z');
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const client: Omit<ClientRegisteredData, 'registeredAt'> = {
  clientId: '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  organizationId,
  name: 'Transportes Andes',
  type: 'E',
  identification: '76543210-3',
  contactName: 'María Soto',
  clientAddress: 'Av. Grecia 1200, Antofagasta',
  clientEmail: 'contacto@andes.cl',
  clientPhone: 56912345678,
};
const register: ClientCommand = { type: 'RegisterClient', client, now };
const registered: ClientEvent = { type: 'ClientRegistered', data: { ...client, registeredAt: now.toISOString() } };

const refusal = (kind: string, message: string) => expect.objectContaining({ kind, message });

describe('client decider', () => {
  it('registers a new client with the moment it was registered', () => {
    expect(given(clientDecider, []).when(register)).toEqual([registered]);
  });

  it('refuses to register the same client twice', () => {
    expect(() => given(clientDecider, [registered]).when(register)).toThrow(refusal('conflict', 'El cliente ya existe.'));
    expect(() => given(clientDecider, [registered]).when({ ...register, client: { ...client, name: 'Otro nombre' } })).toThrow(
      refusal('conflict', 'El cliente ya existe.'),
    );
  });

  it('remembers the organization a registered client belongs to, which tickets and vehicles check', () => {
    expect(fold(clientDecider, [])).toEqual({ status: 'none' });
    expect(fold(clientDecider, [registered])).toEqual({
      status: 'registered',
      clientId: client.clientId,
      organizationId,
      name: client.name,
    });
  });
});
