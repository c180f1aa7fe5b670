import { describe, expect, it } from 'vitest';
import { ticketSchema, type Ticket } from '@lavado/shared/wash/wash.schemas';
import { toExportRow } from './recordsExport';

const ticket = (overrides: Partial<Ticket> = {}): Ticket =>
  ticketSchema.parse({
    id: '3b9a4c1e-7d2f-4e8a-b6c5-1f0e9d8c7b6a',
    status: 3,
    vehicle: { ppu: 'KJTR52', type: 'SED', ownerName: 'Juan Pérez', model: 'Rio', color: 'Azul', brand: 'Kia' },
    serviceType: 'FL',
    arrivalDate: '2025-06-02 08:15',
    endDate: '2025-06-02',
    endTime: '12:00',
    createdAt: '2025-06-02T12:15:00.000Z',
    driver: 'Pedro',
    observations: '',
    clientId: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f',
    idResponsible: null,
    employee: null,
    responsibleName: null,
    statusSince: '2025-06-02T12:15:00.000Z',
    finishedAt: null,
    charge: { currency: 'CLP', price: 12000, charged: 12000, paid: 12000, voided: false, washers: null },
    ...overrides,
  });

describe('records export of a blocked client', () => {
  it("keeps the row and its money but writes the owner, driver and plate as blocked; another client's row is whole", () => {
    const blocked = toExportRow(ticket({ clientNotices: 'blocked' }));
    const whole = toExportRow(ticket());
    expect(blocked.slice(4, 7)).toEqual(['Dato bloqueado', 'Dato bloqueado', 'Bloqueada']);
    expect(whole.slice(4, 7)).toEqual(['Juan Pérez', 'Pedro', 'KJTR52']);
    expect(blocked.slice(7)).toEqual(whole.slice(7));
  });
});
