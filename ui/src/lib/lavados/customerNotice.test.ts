import { describe, expect, it } from 'vitest';
import { ticketSchema, type Ticket } from '@lavado/shared/wash/wash.schemas';
import { canNotifyCustomers, customerNoticeOffer, customerNoticeText } from './customerNotice';

const ticketCard = (overrides: Partial<Ticket> = {}): Ticket =>
  ticketSchema.parse({
    id: crypto.randomUUID(),
    status: 1,
    vehicle: { ppu: 'KJTR52', type: 'SED', ownerName: 'Juan Pérez', model: 'Rio', color: 'Azul', brand: 'Kia' },
    serviceType: 'FL',
    arrivalDate: '2025-06-02 08:15',
    endDate: '2025-06-02',
    endTime: '12:00',
    createdAt: '2025-06-02T12:15:00.000Z',
    driver: 'Pedro',
    observations: '',
    clientId: null,
    idResponsible: null,
    employee: null,
    responsibleName: null,
    statusSince: '2025-06-02T12:15:00.000Z',
    finishedAt: null,
    ...overrides,
  });

const origin = 'https://lavado.cl';
const id = '3b9a4c1e-7d2f-4e8a-b6c5-1f0e9d8c7b6a';
const withPlate = { vehicle: { ...ticketCard().vehicle, ppu: 'ABCD12' } };

describe('customer notice', () => {
  it("tells a finished wash's customer it is ready to collect, any other where to follow it, with the ticket's page", () => {
    const page = `${origin}/code/${id}`;
    expect(customerNoticeText({ ...withPlate, status: 4 }, page)).toBe(
      `¡Hola! Su vehículo patente ABCD12 está listo para retirar: ${page}`,
    );
    for (const status of [1, 2, 3])
      expect(customerNoticeText({ ...withPlate, status }, page)).toBe(
        `¡Hola! Puede seguir el lavado de su vehículo patente ABCD12 aquí: ${page}`,
      );
  });

  it("signs the text with the car wash's public name once it is known", () => {
    const page = `${origin}/code/${id}`;
    expect(customerNoticeText({ ...withPlate, status: 4 }, page, 'Lavado Los Andes')).toBe(
      `¡Hola! Su vehículo patente ABCD12 está listo para retirar: ${page}\n— Lavado Los Andes`,
    );
    expect(customerNoticeText({ ...withPlate, status: 2 }, page, 'Lavado Los Andes')).toBe(
      `¡Hola! Puede seguir el lavado de su vehículo patente ABCD12 aquí: ${page}\n— Lavado Los Andes`,
    );
    const offer = customerNoticeOffer(ticketCard({ id, ...withPlate, status: 4, clientPhone: 912345678 }), origin, 'Lavado Los Andes');
    expect(offer.kind === 'available' && decodeURIComponent(offer.link)).toBe(
      `https://wa.me/56912345678?text=¡Hola! Su vehículo patente ABCD12 está listo para retirar: ${page}\n— Lavado Los Andes`,
    );
  });

  it("opens a chat to the client's phone through country code 56", () => {
    const offer = customerNoticeOffer(ticketCard({ id, ...withPlate, status: 4, clientPhone: 912345678 }), origin);
    expect(offer).toEqual({
      kind: 'available',
      phone: 912345678,
      status: 4,
      link: `https://wa.me/56912345678?text=${encodeURIComponent(`¡Hola! Su vehículo patente ABCD12 está listo para retirar: ${origin}/code/${id}`)}`,
    });
  });

  it('offers nothing to a client who withdrew consent to service messages or is blocked, before anything else', () => {
    const told = { status: 1, at: '2025-06-02T12:20:00.000Z' };
    expect(customerNoticeOffer(ticketCard({ clientPhone: 912345678, clientNotices: 'withdrawn' }), origin)).toEqual({ kind: 'withdrawn' });
    expect(
      customerNoticeOffer(ticketCard({ clientPhone: 912345678, clientNotices: 'withdrawn', customerNotifications: [told] }), origin),
    ).toEqual({ kind: 'withdrawn' });
    expect(customerNoticeOffer(ticketCard({ clientPhone: null, clientNotices: 'blocked' }), origin)).toEqual({ kind: 'blocked' });
    expect(customerNoticeOffer(ticketCard({ clientPhone: 912345678, clientNotices: 'allowed' }), origin).kind).toBe('available');
  });

  it('offers nothing without a client phone, and "Avisado" once the current state was told', () => {
    expect(customerNoticeOffer(ticketCard({ clientPhone: null }), origin)).toEqual({ kind: 'noPhone' });
    const told = { status: 1, at: '2025-06-02T12:20:00.000Z' };
    expect(customerNoticeOffer(ticketCard({ clientPhone: 912345678, customerNotifications: [told] }), origin)).toEqual({
      kind: 'notified',
      at: told.at,
    });
    // Told about another state: this one may be told too.
    expect(customerNoticeOffer(ticketCard({ status: 2, clientPhone: 912345678, customerNotifications: [told] }), origin).kind).toBe(
      'available',
    );
  });

  it('is for the wash staff the API lets send it', () => {
    expect(['AD', 'EM', 'SU', 'US', 'SA', undefined].map(canNotifyCustomers)).toEqual([true, true, false, false, false, false]);
  });
});
