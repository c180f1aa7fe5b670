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
      identification: client.identification,
      details: {
        name: client.name,
        type: client.type,
        identification: client.identification,
        contactName: client.contactName,
        clientAddress: client.clientAddress,
        clientEmail: client.clientEmail,
        clientPhone: client.clientPhone,
      },
    });
  });

  const erasure = {
    reason: 'request' as const,
    ticketIds: ['0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10'],
    vehicleStreamIds: [`vehicle-${organizationId}-0b6f3c2e-8d1a-4f5b-9c7e-2a4d6e8f0a1b`],
    loggedEventIds: ['9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'],
    reservationStreamIds: [],
  };
  const erase: ClientCommand = { type: 'EraseClient', organizationId, erasure, now };
  const erased: ClientEvent = {
    type: 'ClientErased',
    data: { clientId: client.clientId, organizationId, ...erasure, erasedAt: now.toISOString() },
  };

  it('erases a registered client once, naming what was theirs; erasing again appends nothing', () => {
    expect(given(clientDecider, [registered]).when(erase)).toEqual([erased]);
    expect(given(clientDecider, [registered, erased]).when(erase)).toEqual([]);
    expect(fold(clientDecider, [registered, erased])).toEqual({
      status: 'erased',
      clientId: client.clientId,
      organizationId,
      erasure: erased.data,
    });
  });

  it("refuses to erase a client that does not exist or is another organization's, as the same 404", () => {
    expect(() => given(clientDecider, []).when(erase)).toThrow(refusal('not_found', 'El cliente no existe.'));
    expect(() => given(clientDecider, [registered]).when({ ...erase, organizationId: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968' })).toThrow(
      refusal('not_found', 'El cliente no existe.'),
    );
  });

  it('refuses to register an erased client again', () => {
    expect(() => given(clientDecider, [registered, erased]).when(register)).toThrow(refusal('conflict', 'El cliente ya existe.'));
  });

  describe('correcting a client (rectification)', () => {
    const { clientId: _id, organizationId: _org, ...details } = client;
    const correct = (changes: Partial<typeof details>, by = organizationId): ClientCommand => ({
      type: 'CorrectClientDetails',
      organizationId: by,
      details: { ...details, ...changes },
      now,
    });
    const corrected = (changes: Partial<typeof details>): ClientEvent => ({
      type: 'ClientDetailsCorrected',
      data: { clientId: client.clientId, organizationId, changes, correctedAt: now.toISOString() },
    });

    it('records only the details that changed, with their new values', () => {
      expect(given(clientDecider, [registered]).when(correct({ name: 'Transportes Andes SpA', clientPhone: 912345678 }))).toEqual([
        corrected({ name: 'Transportes Andes SpA', clientPhone: 912345678 }),
      ]);
      expect(given(clientDecider, [registered]).when(correct({ identification: '76543211-1' }))).toEqual([
        corrected({ identification: '76543211-1' }),
      ]);
    });

    it('folds a correction into the details the next correction compares with', () => {
      const first = corrected({ name: 'Transportes Andes SpA', identification: '76543211-1' });
      expect(fold(clientDecider, [registered, first])).toMatchObject({
        status: 'registered',
        name: 'Transportes Andes SpA',
        identification: '76543211-1',
        details: { ...details, name: 'Transportes Andes SpA', identification: '76543211-1' },
      });
      // Going back to the registered name is a change again; keeping the corrected one is not.
      expect(given(clientDecider, [registered, first]).when(correct({ identification: '76543211-1' }))).toEqual([
        corrected({ name: client.name }),
      ]);
    });

    it('refuses a correction that changes nothing', () => {
      expect(() => given(clientDecider, [registered]).when(correct({}))).toThrow(refusal('validation', 'No hay cambios que guardar.'));
    });

    it("refuses to correct a client that does not exist, another organization's, or an erased one, as the same 404", () => {
      const rename = { name: 'Otro' };
      expect(() => given(clientDecider, []).when(correct(rename))).toThrow(refusal('not_found', 'El cliente no existe.'));
      expect(() => given(clientDecider, [registered]).when(correct(rename, '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968'))).toThrow(
        refusal('not_found', 'El cliente no existe.'),
      );
      expect(() => given(clientDecider, [registered, erased]).when(correct(rename))).toThrow(refusal('not_found', 'El cliente no existe.'));
    });
  });
});
