import { describe, expect, it } from 'vitest';
import { given } from '../../../tests/support/given';
import { CHECK_IN_SIGNATURE_LINE } from './check-in';
import { ticketCheckInDecider, type TicketCheckInCommand } from './ticket-check-in.decider';
import type { TicketActor } from './ticket.decider';
import type { TicketCheckInPhoto, TicketEmployee, TicketEvent } from './ticket.events';

const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const otherOrganizationId = '9a1c1a52-5f0e-4a43-9a43-3d2b1f9c0a99';
const signedAt = '2026-11-21T13:00:00.000Z';
const ana: TicketEmployee = { userId: 'u-ana', employeeNumber: 1, firstName: 'Ana', secondName: 'Rojas' };
const actor: TicketActor = { ...ana, identification: '11111111-1' };

const created: TicketEvent = {
  type: 'TicketCreated',
  data: {
    ticketId,
    organizationId,
    clientId: null,
    vehicle: { ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo', ownerName: 'Juan Pérez' },
    driver: 'Pedro',
    serviceType: 'FL',
    endDate: '2026-11-21',
    endTime: '17:30',
    observations: '',
    createdAt: '2026-11-21T12:55:00.000Z',
  },
};
const voided: TicketEvent = { type: 'TicketVoided', data: { ticketId, reason: 'Error', voidedAt: '2026-11-21T12:58:00.000Z' } };

const photos: TicketCheckInPhoto[] = [
  { position: 'front', hash: '1'.repeat(64), note: '' },
  { position: 'back', hash: '2'.repeat(64), note: '' },
  { position: 'left', hash: '3'.repeat(64), note: '' },
  { position: 'right', hash: '4'.repeat(64), note: '' },
  { position: 'damage', hash: '5'.repeat(64), note: 'Rayón puerta izquierda' },
];
const record = (overrides: Partial<Extract<TicketCheckInCommand, { type: 'RecordCheckIn' }>> = {}): TicketCheckInCommand => ({
  type: 'RecordCheckIn',
  organizationId,
  actor,
  photos,
  signatureHash: '6'.repeat(64),
  retentionDays: 30,
  now: new Date(signedAt),
  ...overrides,
});
const recorded: TicketEvent = {
  type: 'TicketCheckInRecorded',
  data: {
    ticketId,
    organizationId,
    photos,
    signatureHash: '6'.repeat(64),
    signatureLine: CHECK_IN_SIGNATURE_LINE,
    employee: ana,
    signedAt,
    retentionDays: 30,
  },
};
const claim: TicketEvent = {
  type: 'TicketClaimOpened',
  data: { ticketId, reason: 'Rayón nuevo', employee: ana, openedAt: '2026-11-25T10:00:00.000Z' },
};
const sweep = (now: string): TicketCheckInCommand => ({ type: 'DeleteExpiredCheckIn', organizationId, now: new Date(now) });
const deleted = (at: string): TicketEvent => ({ type: 'TicketCheckInPhotosDeleted', data: { ticketId, deletedAt: at } });

describe('ticket check-in decider', () => {
  it("records the photos, the signature, the line signed under, who took them and the organization's retention", () => {
    expect(given(ticketCheckInDecider, [created]).when(record())).toEqual([recorded]);
    expect(given(ticketCheckInDecider, [created]).when(record({ retentionDays: 7 }))).toEqual([
      { ...recorded, data: { ...recorded.data, retentionDays: 7 } },
    ]);
  });

  it("answers another organization's ticket, or none, as not found; refuses a second check-in and a voided ticket's", () => {
    for (const history of [[], [created]])
      expect(() =>
        given(ticketCheckInDecider, history).when(record({ organizationId: history.length ? otherOrganizationId : organizationId })),
      ).toThrow(expect.objectContaining({ kind: 'not_found' }));
    expect(() => given(ticketCheckInDecider, [created, recorded]).when(record())).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'Este servicio ya tiene sus fotos de ingreso.' }),
    );
    expect(() => given(ticketCheckInDecider, [created, voided]).when(record())).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'Un servicio anulado no recibe fotos de ingreso.' }),
    );
  });

  it('deletes the files once the retention ran out, not a moment before, and only once', () => {
    expect(given(ticketCheckInDecider, [created, recorded]).when(sweep('2026-12-21T12:59:59.999Z'))).toEqual([]);
    expect(given(ticketCheckInDecider, [created, recorded]).when(sweep('2026-12-21T13:00:00.000Z'))).toEqual([
      deleted('2026-12-21T13:00:00.000Z'),
    ]);
    expect(
      given(ticketCheckInDecider, [created, recorded, deleted('2026-12-21T13:00:00.000Z')]).when(sweep('2027-01-01T00:00:00.000Z')),
    ).toEqual([]);
    expect(given(ticketCheckInDecider, [created]).when(sweep('2027-01-01T00:00:00.000Z'))).toEqual([]);
  });

  it('keeps the files while a claim is open, whether it came before or after the photos', () => {
    for (const history of [
      [created, recorded, claim],
      [created, claim, recorded],
    ])
      expect(given(ticketCheckInDecider, history).when(sweep('2030-01-01T00:00:00.000Z'))).toEqual([]);
  });

  it('opens one claim per ticket, with its reason and who opened it', () => {
    const open: TicketCheckInCommand = {
      type: 'OpenClaim',
      organizationId,
      actor,
      reason: 'Rayón nuevo',
      now: new Date('2026-11-25T10:00:00.000Z'),
    };
    expect(given(ticketCheckInDecider, [created, recorded]).when(open)).toEqual([claim]);
    expect(() => given(ticketCheckInDecider, [created, recorded, claim]).when(open)).toThrow(
      expect.objectContaining({ kind: 'conflict', message: 'Este servicio ya tiene un reclamo abierto.' }),
    );
    expect(() => given(ticketCheckInDecider, [created]).when({ ...open, organizationId: otherOrganizationId })).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
  });
});
