import { clientEventCatalog } from '../clients/client.events';
import type { clientDecider } from '../clients/client.decider';
import type { Decider } from '../domain/decider';
import { type reservationDecider, reservationEventCatalog } from '../domain/reservation';
import type { employeeNumberDecider, userDecider } from '../identity/user.decider';
import { employeeNumberEventCatalog, userEventCatalog } from '../identity/user.events';
import type { billingDecider } from '../money/billing.decider';
import { billingEventCatalog } from '../money/billing.events';
import type { cashDayDecider } from '../money/cash-day.decider';
import { cashDayEventCatalog } from '../money/cash-day.events';
import type { ticketBillingDecider } from '../money/ticket-billing.decider';
import type { packDecider, packOffersDecider } from '../packs/pack.decider';
import { packEventCatalog, packOfferEventCatalog } from '../packs/pack.events';
import type { organizationDecider } from '../organizations/organization.decider';
import { organizationEventCatalog } from '../organizations/organization.events';
import type { settingsDecider } from '../settings/settings.decider';
import { settingsEventCatalog } from '../settings/settings.events';
import type { supportNumberDecider, supportTicketDecider } from '../support/support.decider';
import { supportEventCatalog, supportNumberEventCatalog } from '../support/support.events';
import type { vehicleDecider } from '../vehicles/vehicle.decider';
import { vehicleEventCatalog } from '../vehicles/vehicle.events';
import type { wallScreenLinkDecider } from '../wall-screen/wall-screen.decider';
import { wallScreenLinkEventCatalog } from '../wall-screen/wall-screen.events';
import type { customerNoticeDecider } from '../wash/customer-notice.decider';
import type { ticketFeedbackDecider } from '../wash/ticket-feedback.decider';
import type { ticketCheckInDecider } from '../wash/ticket-check-in.decider';
import type { ticketDecider } from '../wash/ticket.decider';
import { ticketStreamEventCatalog } from '../wash/ticket-stream.event-catalog';
import type { DataSubject, EventDeclaration, PersonalKind, PersonalMark, ReadModel } from './declaration';

type DecidedBy<D> = D extends Decider<infer _Command, infer _State, infer Event> ? Event : never;

/**
 * Every event some decider can produce: the union of the deciders' own event unions, one line per
 * decider. A new decider is added here, and the catalogue below then wants its events declared.
 */
export type DomainEvent =
  | DecidedBy<typeof userDecider>
  | DecidedBy<typeof employeeNumberDecider>
  | DecidedBy<typeof organizationDecider>
  | DecidedBy<typeof clientDecider>
  | DecidedBy<typeof vehicleDecider>
  | DecidedBy<typeof ticketDecider>
  | DecidedBy<typeof customerNoticeDecider>
  | DecidedBy<typeof ticketFeedbackDecider>
  | DecidedBy<typeof ticketCheckInDecider>
  | DecidedBy<typeof ticketBillingDecider>
  | DecidedBy<typeof billingDecider>
  | DecidedBy<typeof cashDayDecider>
  | DecidedBy<typeof packOffersDecider>
  | DecidedBy<typeof packDecider>
  | DecidedBy<typeof supportTicketDecider>
  | DecidedBy<typeof supportNumberDecider>
  | DecidedBy<typeof settingsDecider>
  | DecidedBy<typeof wallScreenLinkDecider>
  | DecidedBy<typeof reservationDecider>;
export type EventType = DomainEvent['type'];
export type EventOfType<Type extends EventType> = Extract<DomainEvent, { type: Type }>;

/**
 * The event catalogue: one declaration for every event type, gathered from each module's
 * `*.events.ts` (docs/conventions.md, "Declaring an event"). The compiler refuses it while an
 * event some decider produces has no declaration.
 */
export const eventCatalog = {
  ...userEventCatalog,
  ...employeeNumberEventCatalog,
  ...organizationEventCatalog,
  ...clientEventCatalog,
  ...vehicleEventCatalog,
  ...ticketStreamEventCatalog,
  ...billingEventCatalog,
  ...cashDayEventCatalog,
  ...packOfferEventCatalog,
  ...packEventCatalog,
  ...supportEventCatalog,
  ...supportNumberEventCatalog,
  ...settingsEventCatalog,
  ...wallScreenLinkEventCatalog,
  ...reservationEventCatalog,
} satisfies { [Type in EventType]: EventDeclaration<EventOfType<Type>> };
type Catalog = typeof eventCatalog;
/** The same as EventType once the catalogue is complete; while an entry is missing, only that entry's error shows. */
type DeclaredType = EventType & keyof Catalog;

// And it declares nothing no decider produces (spreads escape the excess-property check).
const onlyProducedTypes: Exclude<keyof Catalog, EventType> extends never ? true : never = true;
void onlyProducedTypes;

/** Every event type some decider produces. */
export const eventTypes = Object.keys(eventCatalog) as EventType[];

/** The declaration of `event`'s type, typed for that event; undefined for a type nobody declares (a stored event of a newer version). */
export function declarationOf<Event extends DomainEvent>(event: Event): EventDeclaration<Event> | undefined {
  // The catalogue is keyed by type, so the one cast that ties an event to its own entry lives here.
  return Object.hasOwn(eventCatalog, event.type)
    ? (eventCatalog[event.type as Event['type']] as unknown as EventDeclaration<Event>)
    : undefined;
}

/** The event types whose declaration names `readModel`: what its projector handles. */
export type EventTypeFeeding<Model extends ReadModel> = {
  [Type in DeclaredType]: Model extends Catalog[Type]['readModels'][number] ? Type : never;
}[DeclaredType];
export type EventFeeding<Model extends ReadModel> = EventOfType<EventTypeFeeding<Model>>;

export function eventTypesFeeding<Model extends ReadModel>(model: Model): readonly EventTypeFeeding<Model>[] {
  return eventTypes.filter((type) => (eventCatalog[type].readModels as readonly ReadModel[]).includes(model)) as EventTypeFeeding<Model>[];
}

/** The event types with a line in the SA's log. */
export type LoggedEventType = { [Type in DeclaredType]: Catalog[Type]['log'] extends null ? never : Type }[DeclaredType];

/** One personal value of an event: where it is (`vehicle.ppu`, `washers.1.name`), its kind and whose it is. */
export interface PersonalValue {
  path: string;
  kind: PersonalKind;
  subject: DataSubject;
}

/**
 * The personal values `event` holds, as its declaration marks them: what encryption and erasure
 * work on. A marked field the event leaves out (an optional one) yields nothing.
 */
export function personalValuesOf(event: DomainEvent): PersonalValue[] {
  const personal = declarationOf(event)?.personal;
  if (!personal) return [];
  const data: unknown = event.data;
  return locate(event).map(({ path, kind, mark, indices }) => {
    if (typeof mark === 'string') return { path, kind, subject: personal.subject(event.data) };
    const [id] = valuesAt(data, mark.idAt.split('.'), '', indices);
    if (typeof id?.value !== 'string') throw new Error(`${event.type}: no ${mark.subject} id at ${mark.idAt}`);
    return { path, kind, subject: { kind: mark.subject, id: id.value } };
  });
}

/** Where one of an event's personal values is, what kind it is and the value found there. */
export interface PersonalLocation {
  path: string;
  kind: PersonalKind;
  value: unknown;
}

/**
 * The personal values `event` holds with the value found at each, without asking whose they are:
 * what decryption works on, since the field that names a stored event's subject may itself be
 * encrypted. Any event shape is accepted; a type nobody declares holds none. `only` keeps the values
 * it accepts (every event read is walked: the others cost nothing).
 */
export function personalLocationsOf(event: { type: string; data: unknown }, only?: (value: unknown) => boolean): PersonalLocation[] {
  const located: PersonalLocation[] = [];
  for (const compiled of marksOf(event.type)) {
    if (compiled.plain) {
      const value = plainValueAt(event.data, compiled.segments);
      if (value !== undefined && value !== null && (!only || only(value))) {
        located.push({ path: compiled.path, kind: compiled.kind, value });
      }
      continue;
    }
    for (const { path, value } of valuesAt(event.data, compiled.segments, '', [])) {
      if (value !== undefined && value !== null && (!only || only(value))) located.push({ path, kind: compiled.kind, value });
    }
  }
  return located;
}

/**
 * The kind of personal value an event of this type declares at a concrete path (`washers.1.name`
 * for the mark `washers[].name`); undefined where it declares none.
 */
export function personalKindAt(type: string, path: string): PersonalKind | undefined {
  let kinds = kindsAtPaths.get(type);
  if (!kinds) kindsAtPaths.set(type, (kinds = new Map()));
  if (kinds.has(path)) return kinds.get(path);
  const concrete = path.split('.');
  const kind = marksOf(type).find(({ segments }) => matchesConcretePath(segments, concrete))?.kind;
  // Only declared types' paths are kept: what a stored event names may be anything.
  if (Object.hasOwn(eventCatalog, type) && kinds.size < MAX_PATHS_KEPT_PER_TYPE) kinds.set(path, kind);
  return kind;
}

/** Every event read asks again for the same few paths (`washers.0.name`). */
const kindsAtPaths = new Map<string, Map<string, PersonalKind | undefined>>();
const MAX_PATHS_KEPT_PER_TYPE = 256;

function matchesConcretePath(declared: readonly string[], concrete: readonly string[]): boolean {
  let at = 0;
  for (const segment of declared) {
    const list = segment.endsWith('[]');
    if (concrete[at++] !== (list ? segment.slice(0, -2) : segment)) return false;
    if (list && !/^\d+$/.test(concrete[at++] ?? '')) return false;
  }
  return at === concrete.length;
}

/** Whether events of this type may hold personal values. */
export function hasPersonalFields(type: string): boolean {
  return marksOf(type).length > 0;
}

interface CompiledMark {
  /** As declared (`vehicle.ppu`, `washers[].name`). */
  path: string;
  segments: readonly string[];
  /** No list on the way: the declared path is the value's path. */
  plain: boolean;
  kind: PersonalKind;
  mark: PersonalMark<DomainEvent['data']>;
}

function plainValueAt(data: unknown, segments: readonly string[]): unknown {
  let value = data;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Each declared type's marks with their paths split once: decryption walks them for every event read. */
const compiledMarks = new Map<string, readonly CompiledMark[]>();

function marksOf(type: string): readonly CompiledMark[] {
  let marks = compiledMarks.get(type);
  if (marks) return marks;
  if (!Object.hasOwn(eventCatalog, type)) return [];
  const fields = eventCatalog[type as EventType].personal?.fields ?? {};
  marks = (Object.entries(fields) as [string, PersonalMark<DomainEvent['data']>][]).map(([path, mark]) => ({
    path,
    segments: path.split('.'),
    plain: !path.includes('[]'),
    kind: typeof mark === 'string' ? mark : mark.kind,
    mark,
  }));
  compiledMarks.set(type, marks);
  return marks;
}

/** Every marked value the event holds (an absent or null one is not personal data). */
function locate(event: { type: string; data: unknown }): (FoundValue & { kind: PersonalKind; mark: CompiledMark['mark'] })[] {
  const located: (FoundValue & { kind: PersonalKind; mark: CompiledMark['mark'] })[] = [];
  for (const { path, segments, plain, kind, mark } of marksOf(event.type)) {
    if (plain) {
      const value = plainValueAt(event.data, segments);
      if (value !== undefined && value !== null) located.push({ path, value, indices: [], kind, mark });
      continue;
    }
    for (const found of valuesAt(event.data, segments, '', [])) {
      if (found.value === undefined || found.value === null) continue;
      located.push({ ...found, kind, mark });
    }
  }
  return located;
}

interface FoundValue {
  path: string;
  value: unknown;
  /** The index taken at each list on the way, so a subject's id is read in the same element. */
  indices: number[];
}

/** The values at a declared path (`washers[].name`); `pinned` fixes the index of the first lists met. */
function valuesAt(value: unknown, segments: readonly string[], prefix: string, pinned: readonly number[]): FoundValue[] {
  const [segment, ...rest] = segments;
  if (segment === undefined) return [{ path: prefix, value, indices: [] }];
  if (value === null || typeof value !== 'object') return [];
  const list = segment.endsWith('[]');
  const key = list ? segment.slice(0, -2) : segment;
  const child = (value as Record<string, unknown>)[key];
  const path = prefix ? `${prefix}.${key}` : key;
  if (!list) return valuesAt(child, rest, path, pinned);
  if (!Array.isArray(child)) return [];
  const [pin, ...morePins] = pinned;
  const indices = pin === undefined ? child.map((_, index) => index) : [pin];
  return indices.flatMap((index) =>
    valuesAt(child[index], rest, `${path}.${index}`, morePins).map((found) => ({ ...found, indices: [index, ...found.indices] })),
  );
}
