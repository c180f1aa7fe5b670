import { describe, expect, it } from 'vitest';
import { describeEvent, LOG_SUBJECT, logSubject, logTicketId } from './describe-event';
import { loggedEventTypes, type LoggedEvent, type LoggedEventType } from './logged-events';

const at = '2026-11-21T13:00:00.000Z';
const userId = '2d3c4b5a-6978-4a1b-8c2d-3e4f5a6b7c8d';
const organizationId = '6f1c1a52-5f0e-4a43-9a43-3d2b1f9c0a11';
const clientId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const ticketId = '0b8f6f0e-77c1-4c09-8a0f-0f7d6f2b9b10';
const supportTicket = { ticketId, ticketNumber: 12, organizationId };
const employee = { userId, employeeNumber: 3, firstName: 'Ana', secondName: 'Rojas' };
const vehicle = { organizationId, ppu: 'ABCD12', type: 'SED', brand: 'Toyota', model: 'Yaris', color: 'Rojo' } as const;
const settings = { maintenance: true, onboarding: false, mailService: false, sessionTime: 45, maintenanceEndsAt: null };

/** One event of every logged type (the mapped type makes a missing one a compile error) and its description. */
const examples: { [Type in LoggedEventType]: [Extract<LoggedEvent, { type: Type }>, string] } = {
  UserRegistered: [
    {
      type: 'UserRegistered',
      data: {
        userId,
        identification: '12345678-5',
        email: 'ana@lavado.cl',
        firstName: 'Ana',
        secondName: 'Rojas',
        phone: null,
        role: 'AD',
        gender: 'F',
        organizationId,
        employeeNumber: null,
        registeredAt: at,
      },
    },
    'registró al usuario Ana Rojas (Administrador)',
  ],
  UserEnabled: [{ type: 'UserEnabled', data: { userId } }, 'activó al usuario {sujeto}'],
  TicketVoided: [
    { type: 'TicketVoided', data: { ticketId, reason: 'Ingresado por error', voidedAt: at } },
    'anuló el servicio del vehículo {sujeto} (motivo: Ingresado por error)',
  ],
  UserDisabled: [{ type: 'UserDisabled', data: { userId } }, 'desactivó al usuario {sujeto}'],
  UserDeleted: [{ type: 'UserDeleted', data: { userId } }, 'eliminó al usuario {sujeto}'],
  UserPasswordChanged: [
    { type: 'UserPasswordChanged', data: { userId, reason: 'reset', changedAt: at } },
    'cambió la contraseña del usuario {sujeto} (recuperación)',
  ],
  UserProfileUpdated: [
    { type: 'UserProfileUpdated', data: { userId, firstName: 'Ana María', secondName: 'Rojas', email: 'ana@lavado.cl', phone: 912345678 } },
    'actualizó el perfil del usuario Ana María Rojas',
  ],
  UserOnboardingCompleted: [{ type: 'UserOnboardingCompleted', data: { userId } }, 'completó la bienvenida del usuario {sujeto}'],
  UserIdentificationSet: [
    { type: 'UserIdentificationSet', data: { userId, identification: '12345678-5' } },
    'registró el RUT 12.345.678-5 del usuario {sujeto}',
  ],
  OrganizationRegistered: [
    {
      type: 'OrganizationRegistered',
      data: { organizationId, name: 'Lavado Sur', identification: '12345678-5', domain: 'lavadosur.cl', parentId: null, registeredAt: at },
    },
    'registró la organización Lavado Sur (RUT 12.345.678-5)',
  ],
  OrganizationEnabled: [{ type: 'OrganizationEnabled', data: { organizationId } }, 'activó la organización {sujeto}'],
  OrganizationDisabled: [{ type: 'OrganizationDisabled', data: { organizationId } }, 'bloqueó la organización {sujeto}'],
  OrganizationDeleted: [{ type: 'OrganizationDeleted', data: { organizationId } }, 'eliminó la organización {sujeto}'],
  OrganizationContactCardSet: [
    {
      type: 'OrganizationContactCardSet',
      data: { organizationId, publicName: 'Lavado Sur', phone: 912345678, whatsapp: null, address: 'Av. Sur 1', openingHours: '' },
    },
    'actualizó los datos de contacto de la organización {sujeto}: Lavado Sur',
  ],
  OrganizationLogoSet: [
    {
      type: 'OrganizationLogoSet',
      data: { organizationId, logo: { contentType: 'image/webp', width: 32, height: 32, data: 'UklGRg==' } },
    },
    'cambió el logo de la organización {sujeto}',
  ],
  OrganizationCheckInPolicySet: [
    { type: 'OrganizationCheckInPolicySet', data: { organizationId, services: ['FL'], retentionDays: 45 } },
    'configuró las fotos de ingreso de la organización {sujeto} (conservación 45 días)',
  ],
  OrganizationLogoRemoved: [{ type: 'OrganizationLogoRemoved', data: { organizationId } }, 'quitó el logo de la organización {sujeto}'],
  ClientRegistered: [
    {
      type: 'ClientRegistered',
      data: {
        clientId,
        organizationId,
        name: 'Transportes Sur',
        type: 'E',
        identification: '76543210-3',
        contactName: 'María',
        clientAddress: '',
        clientEmail: '',
        clientPhone: 0,
        registeredAt: at,
      },
    },
    'registró al cliente Transportes Sur (RUT 76.543.210-3)',
  ],
  VehicleRegistered: [
    { type: 'VehicleRegistered', data: { ...vehicle, clientId: null, registeredAt: at } },
    'registró el vehículo ABCD12 (Toyota Yaris, Rojo)',
  ],
  VehicleAssignedToClient: [
    { type: 'VehicleAssignedToClient', data: { ...vehicle, clientId } },
    'asignó el vehículo ABCD12 al cliente {sujeto}',
  ],
  TicketCreated: [
    {
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
        createdAt: at,
      },
    },
    'creó el servicio Full para el vehículo ABCD12',
  ],
  TicketStarted: [{ type: 'TicketStarted', data: { ticketId, employee, startedAt: at } }, 'inició el servicio del vehículo {sujeto}'],
  TicketPaused: [{ type: 'TicketPaused', data: { ticketId, employee, pausedAt: at } }, 'pausó el servicio del vehículo {sujeto}'],
  TicketFinished: [{ type: 'TicketFinished', data: { ticketId, employee, finishedAt: at } }, 'finalizó el servicio del vehículo {sujeto}'],
  TicketCustomerNotified: [
    { type: 'TicketCustomerNotified', data: { ticketId, status: 4, channel: 'whatsapp', phone: 912345678, notifiedAt: at } },
    'avisó por WhatsApp al cliente del vehículo {sujeto} (estado Finalizado)',
  ],
  TicketDetailsCorrected: [
    { type: 'TicketDetailsCorrected', data: { ticketId, changes: { color: 'Azul' }, employee, correctedAt: at } },
    'corrigió los datos del servicio del vehículo {sujeto}',
  ],
  TicketCheckInRecorded: [
    {
      type: 'TicketCheckInRecorded',
      data: {
        ticketId,
        organizationId,
        photos: [{ position: 'front', hash: 'a'.repeat(64), note: '' }],
        signatureHash: 'b'.repeat(64),
        signatureLine: 'Declaro…',
        employee,
        signedAt: at,
        retentionDays: 30,
      },
    },
    'registró las fotos de ingreso y la firma del cliente del vehículo {sujeto}',
  ],
  TicketClaimOpened: [
    { type: 'TicketClaimOpened', data: { ticketId, reason: 'Rayón nuevo', employee, openedAt: at } },
    'abrió un reclamo sobre el servicio del vehículo {sujeto}',
  ],
  SupportTicketOpened: [
    {
      type: 'SupportTicketOpened',
      data: {
        ...supportTicket,
        authorId: userId,
        type: 'MN',
        issue: 'No carga el tablero',
        description: 'Pantalla en blanco.',
        openedAt: at,
      },
    },
    'abrió el ticket de soporte N° 12 (Módulo No Carga): No carga el tablero',
  ],
  SupportTicketStarted: [
    { type: 'SupportTicketStarted', data: { ...supportTicket, response: '', startedAt: at } },
    'inició el ticket de soporte N° 12',
  ],
  SupportTicketClosed: [
    { type: 'SupportTicketClosed', data: { ...supportTicket, response: 'Corregido', closedAt: at } },
    'cerró el ticket de soporte N° 12',
  ],
  PlatformSettingsChanged: [
    { type: 'PlatformSettingsChanged', data: settings },
    'cambió la configuración de la plataforma (mantenimiento: sí, bienvenida: no, correo: no, sesión: 45 min)',
  ],
  WallScreenLinkCreated: [
    { type: 'WallScreenLinkCreated', data: { linkId: ticketId, organizationId, createdAt: at } },
    'creó un enlace de pantalla del tablero',
  ],
  WallScreenLinkRevoked: [
    { type: 'WallScreenLinkRevoked', data: { linkId: ticketId, organizationId, revokedAt: at } },
    'revocó un enlace de pantalla del tablero',
  ],
};

describe('describeEvent', () => {
  it.each(Object.values(examples))('describes $type', (event, description) => {
    expect(describeEvent(event)).toBe(description);
  });

  it('says how a password was set', () => {
    const passwordSet = (reason: 'invitation' | 'change'): LoggedEvent => ({
      type: 'UserPasswordChanged',
      data: { userId, reason, changedAt: at },
    });
    expect(describeEvent(passwordSet('invitation'))).toBe('cambió la contraseña del usuario {sujeto} (invitación)');
    expect(describeEvent(passwordSet('change'))).toBe('cambió la contraseña del usuario {sujeto} (cambio con la contraseña actual)');
  });

  it('names the end of a scheduled maintenance in the platform time zone', () => {
    const event: LoggedEvent = { type: 'PlatformSettingsChanged', data: { ...settings, maintenanceEndsAt: '2026-11-21T23:30:00.000Z' } };
    expect(describeEvent(event)).toBe(
      'cambió la configuración de la plataforma (mantenimiento: sí, bienvenida: no, correo: no, sesión: 45 min, fin del mantenimiento: 21/11/2026 20:30)',
    );
  });

  it('the logs projector handles exactly the described types, each once', () => {
    expect([...loggedEventTypes].sort()).toEqual(Object.keys(examples).sort());
  });

  it('never shows a raw id: what is named by id is a subject the log fills with its name or plate', () => {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    for (const [event, description] of Object.values(examples)) {
      expect(describeEvent(event)).not.toMatch(uuid);
      expect({ type: event.type, hasSubject: logSubject(event) !== null }).toEqual({
        type: event.type,
        hasSubject: description.includes(LOG_SUBJECT),
      });
    }
    expect(logSubject(examples.TicketStarted[0])).toEqual({ kind: 'ticket', id: ticketId });
    expect(logSubject(examples.OrganizationDisabled[0])).toEqual({ kind: 'organization', id: organizationId });
    expect(logSubject(examples.VehicleAssignedToClient[0])).toEqual({ kind: 'client', id: clientId });
    expect(logSubject(examples.UserDisabled[0])).toEqual({ kind: 'user', id: userId });
  });

  it('links the wash ticket events to their ticket', () => {
    const ticketEvents = Object.values(examples)
      .filter(([event]) => logTicketId(event) !== null)
      .map(([event]) => event.type);
    expect(ticketEvents.sort()).toEqual([
      'TicketCheckInRecorded',
      'TicketClaimOpened',
      'TicketCreated',
      'TicketCustomerNotified',
      'TicketDetailsCorrected',
      'TicketFinished',
      'TicketPaused',
      'TicketStarted',
      'TicketVoided',
    ]);
    expect(logTicketId(examples.TicketCreated[0])).toBe(ticketId);
  });
});
