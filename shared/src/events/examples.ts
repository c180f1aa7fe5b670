import type { EventOfType, EventType } from './catalog';

/** `T` with every optional field required, so an example shows every field its event may carry. */
type Complete<T> = T extends readonly (infer Item)[] ? Complete<Item>[] : T extends object ? { [Key in keyof T]-?: Complete<T[Key]> } : T;

/** A complete example of an event type: every field filled, every list with an element. */
export type CompleteEvent<Type extends EventType> = { type: Type; data: Complete<EventOfType<Type>['data']> };

const at = '2026-11-21T13:00:00.000Z';
const userId = '2d3c4b5a-6978-4a1b-8c2d-3e4f5a6b7c8d';
const otherUserId = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const clientId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const employee = { userId, employeeNumber: 3, firstName: 'Ana', secondName: 'Rojas' };
const vehicle = { organizationId, ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo' } as const;
const supportTicket = { ticketId, ticketNumber: 12, organizationId };
const amounts = { cash: 1000, debit: 0, credit: 0, transfer: 0, other: 0 };

/**
 * One complete event of every type some decider produces (the mapped type makes a missing one a
 * compile error), for tests that walk every field of every event.
 */
export const eventExamples: { [Type in EventType]: CompleteEvent<Type> } = {
  UserRegistered: {
    type: 'UserRegistered',
    data: {
      userId,
      identification: '12345678-5',
      email: 'ana@lavado.cl',
      firstName: 'Ana',
      secondName: 'Rojas',
      phone: 912345678,
      role: 'EM',
      gender: 'F',
      organizationId,
      employeeNumber: 3,
      registeredAt: at,
    },
  },
  UserEnabled: { type: 'UserEnabled', data: { userId } },
  UserDisabled: { type: 'UserDisabled', data: { userId } },
  UserDeleted: { type: 'UserDeleted', data: { userId } },
  UserPasswordChanged: { type: 'UserPasswordChanged', data: { userId, reason: 'reset', changedAt: at } },
  UserProfileUpdated: {
    type: 'UserProfileUpdated',
    data: { userId, firstName: 'Ana María', secondName: 'Rojas', email: 'ana@lavado.cl', phone: 912345678 },
  },
  UserOnboardingCompleted: { type: 'UserOnboardingCompleted', data: { userId } },
  UserIdentificationSet: { type: 'UserIdentificationSet', data: { userId, identification: '12345678-5' } },
  EmployeeNumberAssigned: { type: 'EmployeeNumberAssigned', data: { organizationId, userId, employeeNumber: 3 } },
  OrganizationRegistered: {
    type: 'OrganizationRegistered',
    data: {
      organizationId,
      name: 'Lavado Sur',
      identification: '12345678-5',
      domain: 'lavadosur.cl',
      parentId: clientId,
      registeredAt: at,
    },
  },
  OrganizationEnabled: { type: 'OrganizationEnabled', data: { organizationId } },
  OrganizationDisabled: { type: 'OrganizationDisabled', data: { organizationId } },
  OrganizationDeleted: { type: 'OrganizationDeleted', data: { organizationId } },
  OrganizationContactCardSet: {
    type: 'OrganizationContactCardSet',
    data: {
      organizationId,
      publicName: 'Lavado Los Andes',
      phone: 912345678,
      whatsapp: 987654321,
      address: 'Av. Los Andes 1234, Santiago',
      openingHours: 'Lun a Vie 9:00–19:00\nSáb 9:00–14:00',
    },
  },
  OrganizationLogoSet: {
    type: 'OrganizationLogoSet',
    data: { organizationId, logo: { contentType: 'image/png', width: 64, height: 64, data: 'iVBORw0KGgo=' } },
  },
  OrganizationLogoRemoved: { type: 'OrganizationLogoRemoved', data: { organizationId } },
  OrganizationCheckInPolicySet: {
    type: 'OrganizationCheckInPolicySet',
    data: { organizationId, services: ['FL', 'EM'], retentionDays: 30 },
  },
  ClientRegistered: {
    type: 'ClientRegistered',
    data: {
      clientId,
      organizationId,
      name: 'Transportes Sur',
      type: 'E',
      identification: '76543210-3',
      contactName: 'María Soto',
      clientAddress: 'Av. Matta 123, Santiago',
      clientEmail: 'maria@transportes.cl',
      clientPhone: 987654321,
      registeredAt: at,
    },
  },
  VehicleRegistered: { type: 'VehicleRegistered', data: { ...vehicle, clientId: null, registeredAt: at } },
  VehicleAssignedToClient: { type: 'VehicleAssignedToClient', data: { ...vehicle, clientId } },
  TicketCreated: {
    type: 'TicketCreated',
    data: {
      ticketId,
      organizationId,
      clientId,
      vehicle: { ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo', ownerName: 'Juan Pérez' },
      driver: 'Pedro Soto',
      serviceType: 'FL',
      endDate: '2026-11-21',
      endTime: '17:30',
      observations: 'Rayón en la puerta del conductor',
      createdAt: at,
    },
  },
  TicketStarted: { type: 'TicketStarted', data: { ticketId, employee, startedAt: at } },
  TicketPaused: { type: 'TicketPaused', data: { ticketId, employee, pausedAt: at } },
  TicketFinished: { type: 'TicketFinished', data: { ticketId, employee, finishedAt: at } },
  TicketVoided: { type: 'TicketVoided', data: { ticketId, reason: 'El cliente se arrepintió', voidedAt: at } },
  TicketCustomerNotified: {
    type: 'TicketCustomerNotified',
    data: { ticketId, status: 4, channel: 'whatsapp', phone: 912345678, notifiedAt: at },
  },
  TicketDetailsCorrected: {
    type: 'TicketDetailsCorrected',
    data: {
      ticketId,
      changes: {
        ownerName: 'Ana Rojas',
        driver: 'Luis Soto',
        vehicleType: 'SUV',
        brand: 'Kia',
        model: 'Sportage',
        color: 'Azul',
        delivery: { endDate: '2026-11-21', endTime: '18:30' },
        observations: 'Rayón en la puerta trasera',
      },
      employee,
      correctedAt: at,
    },
  },
  TicketFeedbackGiven: {
    type: 'TicketFeedbackGiven',
    data: { ticketId, organizationId, score: 4, comment: 'Quedó sucio el parabrisas.', givenAt: at },
  },
  TicketCheckInRecorded: {
    type: 'TicketCheckInRecorded',
    data: {
      ticketId,
      organizationId,
      photos: [
        { position: 'front', hash: 'a'.repeat(64), note: '' },
        { position: 'back', hash: 'b'.repeat(64), note: '' },
        { position: 'left', hash: 'c'.repeat(64), note: '' },
        { position: 'right', hash: 'd'.repeat(64), note: '' },
        { position: 'damage', hash: 'e'.repeat(64), note: 'Rayón en la puerta trasera' },
      ],
      signatureHash: 'f'.repeat(64),
      signatureLine: 'Declaro que estas fotos muestran el estado en que entrego mi vehículo, incluidos los daños existentes anotados.',
      employee,
      signedAt: at,
      retentionDays: 30,
    },
  },
  TicketClaimOpened: {
    type: 'TicketClaimOpened',
    data: { ticketId, reason: 'El cliente dice que el rayón es nuevo', employee, openedAt: at },
  },
  TicketCheckInPhotosDeleted: { type: 'TicketCheckInPhotosDeleted', data: { ticketId, deletedAt: at } },
  TicketPriced: {
    type: 'TicketPriced',
    data: {
      ticketId,
      organizationId,
      serviceCode: 'FL',
      vehicleGroup: 'AUT',
      amount: 15990,
      currency: 'CLP',
      source: 'manual',
      reason: 'Precio convenido con el cliente',
    },
  },
  TicketDiscounted: { type: 'TicketDiscounted', data: { ticketId, amount: 1000, reason: 'Cliente frecuente' } },
  TicketMarkedCourtesy: { type: 'TicketMarkedCourtesy', data: { ticketId, reason: 'Reclamo del cliente' } },
  TicketPaymentRecorded: {
    type: 'TicketPaymentRecorded',
    data: {
      ticketId,
      paymentId: clientId,
      method: 'cash',
      amount: 14990,
      boleta: '000123',
      businessDay: '2026-11-21',
      correction: false,
      recordedAt: at,
    },
  },
  TicketWashersSet: {
    type: 'TicketWashersSet',
    data: {
      ticketId,
      washers: [
        { userId, name: 'Ana Rojas', percent: 60 },
        { userId: otherUserId, name: 'Luis Soto', percent: 40 },
      ],
      reason: 'Luis terminó el secado',
      correctsClosedDay: '2026-11-21',
    },
  },
  BillingCurrencySet: { type: 'BillingCurrencySet', data: { organizationId, currency: 'CLP' } },
  BillingCurrencyLocked: { type: 'BillingCurrencyLocked', data: { organizationId, currency: 'CLP', ticketId } },
  ServiceAdded: { type: 'ServiceAdded', data: { organizationId, code: 'X1', name: 'Lavado de motor' } },
  PriceSet: {
    type: 'PriceSet',
    data: { organizationId, serviceCode: 'FL', vehicleGroup: 'AUT', amount: 15990, currency: 'CLP', effectiveFrom: '2026-11-21' },
  },
  CommissionRuleSet: { type: 'CommissionRuleSet', data: { organizationId, rule: { kind: 'fixed', amounts: { FL: 2000 } } } },
  PaymentPolicySet: { type: 'PaymentPolicySet', data: { organizationId, employeesMayRecordPayments: true } },
  BusinessDayOpened: { type: 'BusinessDayOpened', data: { organizationId, day: '2026-11-21', openingCash: 20000, openedAt: at } },
  BusinessDayClosed: {
    type: 'BusinessDayClosed',
    data: {
      organizationId,
      day: '2026-11-21',
      expected: amounts,
      counted: amounts,
      difference: { ...amounts, cash: 0 },
      totalDifference: 0,
      note: 'Faltó sencillo, lo repuso Ana',
      closedAt: at,
      paymentIds: [clientId],
      currency: 'CLP',
    },
  },
  SupportTicketOpened: {
    type: 'SupportTicketOpened',
    data: {
      ...supportTicket,
      authorId: userId,
      type: 'MN',
      issue: 'No carga el tablero',
      description: 'Pantalla en blanco desde el celular de Ana.',
      openedAt: at,
    },
  },
  SupportTicketStarted: { type: 'SupportTicketStarted', data: { ...supportTicket, response: 'Revisando', startedAt: at } },
  SupportTicketClosed: { type: 'SupportTicketClosed', data: { ...supportTicket, response: 'Corregido', closedAt: at } },
  SupportTicketNumberAssigned: { type: 'SupportTicketNumberAssigned', data: { ticketId, ticketNumber: 12 } },
  PlatformSettingsChanged: {
    type: 'PlatformSettingsChanged',
    data: { maintenance: true, onboarding: false, mailService: false, sessionTime: 45, maintenanceEndsAt: at },
  },
  WallScreenLinkCreated: { type: 'WallScreenLinkCreated', data: { linkId: ticketId, organizationId, createdAt: at } },
  WallScreenLinkRevoked: { type: 'WallScreenLinkRevoked', data: { linkId: ticketId, organizationId, revokedAt: at } },
  ValueReserved: { type: 'ValueReserved', data: { value: 'ana@lavado.cl', ownerId: userId } },
  ValueReleased: { type: 'ValueReleased', data: { value: 'ana@lavado.cl', ownerId: userId } },
};
