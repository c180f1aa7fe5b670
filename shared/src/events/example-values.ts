// The values the catalogue's examples share, so that the examples of one ticket's or one person's
// events name the same ticket, person and organization.

export const at = '2026-11-21T13:00:00.000Z';
export const userId = '2d3c4b5a-6978-4a1b-8c2d-3e4f5a6b7c8d';
export const otherUserId = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
export const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
export const clientId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
export const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
export const employee = { userId, employeeNumber: 3, firstName: 'Ana', secondName: 'Rojas' } as const;
export const vehicle = { organizationId, ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo' } as const;
export const supportTicket = { ticketId, ticketNumber: 12, organizationId } as const;
export const amounts = { cash: 1000, debit: 0, credit: 0, transfer: 0, other: 0 } as const;
