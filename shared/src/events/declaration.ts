import type { DecidedEvent } from '../domain/decider';

/**
 * The read models an event may feed, by their projector's name (`projections/src/projectors/`).
 * The log is not among them: an event feeds the log when it declares a `log` sentence.
 */
export const readModels = [
  'organizations',
  'users',
  'clients',
  'vehicles',
  'wash-records',
  'platform-settings',
  'support-tickets',
  'ticket-durations',
  'money',
  'ticket-feedback',
  'packs',
  'check-ins',
] as const;
export type ReadModel = (typeof readModels)[number];

/**
 * Where the name of the thing an event names only by id goes in its log sentence: the log reads it
 * from the read models (a user's or organization's name, a client's name, a ticket's plate) when it
 * is shown, so no raw id ever reaches the SA.
 */
export const LOG_SUBJECT = '{sujeto}';

/** What an event names only by id, and which read model gives its name (a ticket: its vehicle's plate). */
export type LogSubject = { kind: 'user' | 'organization' | 'client' | 'ticket'; id: string };

/** How the SA's log tells an event. */
export interface LogDeclaration<Data> {
  /**
   * What the event did, in Spanish, as the rest of a sentence whose subject is the actor
   * ("Ana Rojas" + " registró al cliente …"); `LOG_SUBJECT` stands for `subject`.
   */
  describe: (data: Data) => string;
  /** The thing `LOG_SUBJECT` stands for, if the sentence has one. */
  subject?: (data: Data) => LogSubject;
  /** The wash ticket the event is about: its log row links to the record. */
  ticketId?: (data: Data) => string;
  /** What `describe` says of the declaration's `example`: the log's test reads it from here. */
  example: string;
}

/**
 * What kind of personal data a field holds. `identification`: a RUT or another number or login that
 * names one person or company; `freeText`: whatever a person typed (observations, reasons, notes,
 * answers), which may name anyone; `image`: the content hash of a stored photo or signature of the
 * person or their car (check-in photos: the file is deleted once no live event names it).
 */
export type PersonalKind = 'name' | 'identification' | 'email' | 'phone' | 'address' | 'plate' | 'gender' | 'freeText' | 'image';

/**
 * Whose personal data it is: erasing that subject erases it. `ticket`: a wash ticket's client, or the
 * walk-in customer a ticket without a client was for; `vehicle`: the keeper of a vehicle no client
 * owns (its stream id); `supportTicket`: its author; `owner`: whoever a reservation stream reserves
 * its value for (a user, a client or an organization, by the stream's kind); `pack`: the keeper of the plate
 * a prepaid pack was sold to (what was typed about the pack too); `organization`: an
 * organization, which may be one person (a sole trader's RUT is their own); `streamNames`: not a person,
 * the platform's key for the keyed hashes that find pseudonymous streams (never erased).
 */
export type SubjectKind = 'user' | 'client' | 'organization' | 'ticket' | 'vehicle' | 'supportTicket' | 'owner' | 'pack' | 'streamNames';
export interface DataSubject {
  kind: SubjectKind;
  id: string;
}

type Leaf = string | number | boolean | null | undefined;

/** `T` with every optional field required, so an example shows every field its event may carry. */
export type Complete<T> = T extends readonly (infer Item)[]
  ? readonly Complete<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]-?: Complete<T[Key]> }
    : T;

/**
 * Every leaf field of an event's data as a dotted path: `vehicle.ppu`, `employee.firstName`, and
 * `washers[].name` for a field of each element of a list (`paymentIds[]` for a list of plain values).
 */
export type FieldPath<Data> = Data extends Leaf
  ? never
  : Data extends readonly unknown[]
    ? never
    : { [Key in keyof Data & string]-?: PathsUnder<Key, Data[Key]> }[keyof Data & string];

type PathsUnder<Key extends string, Value> =
  NonNullable<Value> extends readonly (infer Item)[]
    ? NonNullable<Item> extends Leaf
      ? `${Key}[]`
      : `${Key}[].${FieldPath<NonNullable<Item>>}`
    : NonNullable<Value> extends Leaf
      ? Key
      : `${Key}.${FieldPath<NonNullable<Value>>}`;

/**
 * A personal field: its kind, belonging to the event's subject; or its kind and a subject of its
 * own, whose id is at `idAt` (for a field of a list's elements, in the same element: each washer's
 * name is that washer's).
 */
export type PersonalMark<Data> = PersonalKind | { kind: PersonalKind; subject: SubjectKind; idAt: FieldPath<Data> };

export interface PersonalData<Data> {
  /** Whose data the marked fields are, unless a field names its own subject. */
  subject: (data: Data) => DataSubject;
  fields: { [Path in FieldPath<Data>]?: PersonalMark<Data> };
}

/**
 * Everything the product says about one event type, in one place (docs/conventions.md, "Declaring
 * an event"). The catalogue (`shared/src/events/catalog.ts`) holds one for every event type.
 */
export interface EventDeclaration<Event extends DecidedEvent> {
  /** The read models whose projector applies it (the projector subscribes by this declaration). */
  readModels: readonly ReadModel[];
  /** Its line in the SA's log; null for bookkeeping nobody causes on purpose, or that a logged event already tells. */
  log: LogDeclaration<Event['data']> | null;
  /** Its fields that hold personal data, and whose they are; null when it holds none. */
  personal: PersonalData<Event['data']> | null;
  /** Fields whose names sound personal but are not, each with the reason. */
  notPersonal?: { [Path in FieldPath<Event['data']>]?: string };
  /**
   * One event of this type with every field filled and every list with an element (values shared
   * with the other examples in `example-values.ts`): what the tests that walk every field of every
   * event, and the log's test, are run on.
   */
  example: Complete<Event['data']>;
}

/** A declaration for every type of an event union: the compiler refuses a module catalogue that misses one. */
export type EventDeclarations<Event extends DecidedEvent> = {
  [Type in Event['type']]: EventDeclaration<Extract<Event, { type: Type }>>;
};
