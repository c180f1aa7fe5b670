/** What `privacy/exportUserData` and `privacy/exportOwnData` answer about a user. */
export const heldAboutUser = (id: string) => ({
  exportedAt: '2026-11-27T03:00:00.000Z',
  account: {
    id,
    firstName: 'Ana',
    secondName: 'Rojas',
    identification: '12345678-5',
    email: 'ana@lavado.cl',
    phone: 912345678,
    role: 'EM',
    gender: 'F',
    employeeNumber: 1,
    organizationName: 'Lavado Los Andes',
    enabled: true,
    createdAt: '2025-03-09T02:30:00.000Z',
  },
  services: [
    {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      createdAt: '2025-06-05T02:30:00.000Z',
      ppu: 'KXRT42',
      service: 'FL',
      responsible: true,
      washer: true,
    },
  ],
  commissions: [{ ticketId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', day: '2025-06-04', percent: 100, amount: 1_599, currency: 'CLP' }],
  supportTickets: [],
  logs: [{ at: '2025-06-05T02:30:00.000Z', message: 'Ana Rojas inició el servicio' }],
  processing: [
    { data: 'Cuenta', purpose: 'Acceso', legalBasis: 'Contrato de trabajo', source: 'El usuario', retention: 'Mientras tenga cuenta' },
  ],
});
