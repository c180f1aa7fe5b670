import { describe, expect, it } from 'vitest';
import { clientEventTypes, clientEventCatalog } from '../clients/client.events';
import { userEventTypes, userEventCatalog } from '../identity/user.events';
import { billingEventTypes, billingEventCatalog } from '../money/billing.events';
import { cashDayEventTypes, cashDayEventCatalog } from '../money/cash-day.events';
import { ticketBillingEventTypes, ticketBillingEventCatalog } from '../money/ticket-billing.events';
import { packEventTypes, packOfferEventTypes, packEventCatalog, packOfferEventCatalog } from '../packs/pack.events';
import { organizationEventTypes, organizationEventCatalog } from '../organizations/organization.events';
import { settingsEventTypes, settingsEventCatalog } from '../settings/settings.events';
import { supportEventTypes, supportEventCatalog } from '../support/support.events';
import { vehicleEventTypes, vehicleEventCatalog } from '../vehicles/vehicle.events';
import { wallScreenLinkEventTypes, wallScreenLinkEventCatalog } from '../wall-screen/wall-screen.events';
import { ticketEventTypes, ticketEventCatalog } from '../wash/ticket.events';
import { declarationOf, eventCatalog, eventTypes, personalValuesOf, type DomainEvent, type EventType } from './catalog';
import { eventExamples } from './examples';

/**
 * Key names that suggest personal data (matched inside a key, case-insensitively: `ownerName`,
 * `clientEmail`). A field whose key contains one must be marked personal or declared not personal
 * with a reason.
 */
const PERSONAL_SOUNDING = [
  'name',
  'email',
  'phone',
  'identification',
  'rut',
  'address',
  'ppu',
  'plate',
  'driver',
  'owner',
  'contact',
  'gender',
  'observation',
  'reason',
  'note',
  'response',
  'description',
  'message',
  'issue',
  'comment',
  'value',
  'brand',
  'model',
  'color',
];
/** Ids are opaque (`ownerId`, `paymentIds`): erasing the data they point to leaves them meaningless. */
const isId = (key: string) => /Ids?$/.test(key);

const soundsPersonal = (path: string) => {
  const key = path.split('.').at(-1)?.replace('[]', '') ?? '';
  return !isId(key) && PERSONAL_SOUNDING.some((stem) => key.toLowerCase().includes(stem));
};

/** Every leaf field of `value` as the catalogue names it: `vehicle.ppu`, `washers[].name`, `paymentIds[]`. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => leafPaths(item, `${prefix}[]`));
    return items.length > 0 ? [...new Set(items)] : [`${prefix}[]`];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

const examples = Object.values(eventExamples) as DomainEvent[];
const personalFields = (event: DomainEvent) => Object.keys(declarationOf(event)?.personal?.fields ?? {});
const notPersonalFields = (event: DomainEvent) => Object.entries(declarationOf(event)?.notPersonal ?? {}) as [string, string][];

describe('the event catalogue', () => {
  it('declares every event type some decider produces, and has a complete example of each', () => {
    expect(Object.keys(eventExamples).sort()).toEqual([...eventTypes].sort());
    for (const [type, example] of Object.entries(eventExamples)) expect(example.type).toBe(type);
  });

  it('looks an event up by its type, and an unknown type not at all', () => {
    for (const type of eventTypes) expect(declarationOf(eventExamples[type] as DomainEvent)).toBe(eventCatalog[type as EventType]);
    expect(declarationOf({ type: 'SomethingNewer', data: {} } as unknown as DomainEvent)).toBeUndefined();
  });

  it.each([
    ['ticket', ticketEventTypes, ticketEventCatalog],
    ['ticket billing', ticketBillingEventTypes, ticketBillingEventCatalog],
    ['user', userEventTypes, userEventCatalog],
    ['organization', organizationEventTypes, organizationEventCatalog],
    ['client', clientEventTypes, clientEventCatalog],
    ['vehicle', vehicleEventTypes, vehicleEventCatalog],
    ['support', supportEventTypes, supportEventCatalog],
    ['settings', settingsEventTypes, settingsEventCatalog],
    ['wall-screen', wallScreenLinkEventTypes, wallScreenLinkEventCatalog],
    ['billing', billingEventTypes, billingEventCatalog],
    ['cash-day', cashDayEventTypes, cashDayEventCatalog],
    ['pack offers', packOfferEventTypes, packOfferEventCatalog],
    ['pack', packEventTypes, packEventCatalog],
  ] as const)('the %s module lists exactly the event types it declares', (_module, listed, declared) => {
    expect([...listed].sort()).toEqual(Object.keys(declared).sort());
  });

  it('a log sentence that names a subject says where it goes, and one that does not never asks for it', () => {
    for (const event of examples) {
      const log = declarationOf(event)?.log;
      if (!log) continue;
      expect({ type: event.type, hasSubject: log.subject !== undefined }).toEqual({
        type: event.type,
        hasSubject: log.describe(event.data as never).includes('{sujeto}'),
      });
    }
  });
});

describe('personal data in events', () => {
  it.each(examples.map((event) => [event.type, event] as const))(
    '%s: every field whose name sounds personal is marked personal or declared not personal with a reason',
    (_type, event) => {
      const marked = new Set([...personalFields(event), ...notPersonalFields(event).map(([path]) => path)]);
      expect(leafPaths(event.data).filter((path) => soundsPersonal(path) && !marked.has(path))).toEqual([]);
    },
  );

  it.each(examples.map((event) => [event.type, event] as const))(
    '%s: marks only fields the event has, each once, and gives every reason',
    (_type, event) => {
      const paths = new Set(leafPaths(event.data));
      const personal = personalFields(event);
      const notPersonal = notPersonalFields(event);
      expect(personal.filter((path) => !paths.has(path))).toEqual([]);
      expect(notPersonal.filter(([path]) => !paths.has(path))).toEqual([]);
      expect(personal.filter((path) => notPersonal.some(([other]) => other === path))).toEqual([]);
      for (const [path, reason] of notPersonal) expect({ path, reason: reason.trim().length > 10 }).toEqual({ path, reason: true });
    },
  );

  it.each(examples.map((event) => [event.type, event] as const))(
    '%s: resolves every personal value to the subject it belongs to, from the event alone',
    (_type, event) => {
      const values = personalValuesOf(event);
      const expectedCount = personalFields(event).reduce((count, path) => count + leafCount(event.data, path), 0);
      expect(values).toHaveLength(expectedCount);
      for (const value of values) {
        expect(value.subject.id).toMatch(/\S/);
        expect(['user', 'client', 'organization', 'ticket', 'vehicle', 'supportTicket', 'owner', 'pack']).toContain(value.subject.kind);
      }
    },
  );

  it("a ticket's plate, owner, driver and observations are its client's; each washer's name is that washer's", () => {
    const clientId = eventExamples.TicketCreated.data.clientId;
    expect(personalValuesOf(eventExamples.TicketCreated)).toEqual([
      { path: 'vehicle.ppu', kind: 'plate', subject: { kind: 'client', id: clientId } },
      { path: 'vehicle.ownerName', kind: 'name', subject: { kind: 'client', id: clientId } },
      { path: 'driver', kind: 'name', subject: { kind: 'client', id: clientId } },
      { path: 'observations', kind: 'freeText', subject: { kind: 'client', id: clientId } },
    ]);
    const walkIn = { ...eventExamples.TicketCreated, data: { ...eventExamples.TicketCreated.data, clientId: null } };
    expect(personalValuesOf(walkIn).map((value) => value.subject)).toContainEqual({ kind: 'ticket', id: walkIn.data.ticketId });
    const [ana, luis] = eventExamples.TicketWashersSet.data.washers;
    expect(personalValuesOf(eventExamples.TicketWashersSet)).toEqual([
      { path: 'washers.0.name', kind: 'name', subject: { kind: 'user', id: ana?.userId } },
      { path: 'washers.1.name', kind: 'name', subject: { kind: 'user', id: luis?.userId } },
      { path: 'reason', kind: 'freeText', subject: { kind: 'ticket', id: eventExamples.TicketWashersSet.data.ticketId } },
    ]);
    expect(personalValuesOf(eventExamples.TicketStarted).map((value) => value.subject)).toEqual([
      { kind: 'user', id: eventExamples.TicketStarted.data.employee.userId },
      { kind: 'user', id: eventExamples.TicketStarted.data.employee.userId },
    ]);
  });

  it('an event without personal fields yields none, and an unknown type none either', () => {
    expect(personalValuesOf(eventExamples.UserEnabled)).toEqual([]);
    expect(personalValuesOf({ type: 'SomethingNewer', data: {} } as unknown as DomainEvent)).toEqual([]);
  });
});

/** How many values a declared path reaches (one per element of each list on the way). */
function leafCount(data: unknown, path: string): number {
  return leafPathsWithIndices(data).filter((concrete) => concrete.replace(/\.\d+/g, '[]') === path).length;
}
function leafPathsWithIndices(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPathsWithIndices(item, `${prefix}.${index}`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leafPathsWithIndices(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}
