import { describe, expect, it } from 'vitest';
import { describeEvent, LOG_SUBJECT, logSubject, logTicketId } from './describe-event';
import { eventCatalog } from '../events/catalog';
import { at, clientId, organizationId, ticketId, userId } from '../events/example-values';
import { eventExamples } from '../events/examples';
import { loggedEventTypes, type LoggedEvent, type LoggedEventType } from './logged-events';

const settings = { maintenance: true, onboarding: false, mailService: false, sessionTime: 45, maintenanceEndsAt: null };

/** Each logged type's example and what its declaration says the log writes of it. */
const examples = Object.fromEntries(loggedEventTypes.map((type) => [type, [eventExamples[type], eventCatalog[type].log.example]])) as {
  [Type in LoggedEventType]: [Extract<LoggedEvent, { type: Type }>, string];
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
