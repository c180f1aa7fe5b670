import type { ClientType } from './client.schemas';
import { at, clientId, organizationId, ticketId } from '../events/example-values';
import { LOG_SUBJECT, type EventDeclarations } from '../events/declaration';
import { formatRut } from '../validation/rut';

export type ClientRegisteredData = {
  clientId: string;
  organizationId: string;
  name: string;
  type: ClientType;
  identification: string;
  contactName: string;
  clientAddress: string;
  clientEmail: string;
  clientPhone: number;
  /** What the client agreed to at intake; absent on clients registered before consent was asked (`consentsOf`). */
  consents?: ClientConsents;
  registeredAt: string;
};

/** What the AD may correct of a client (rectification, Ley 21.719): every detail given at registration. */
export type ClientDetails = Omit<ClientRegisteredData, 'clientId' | 'organizationId' | 'registeredAt' | 'consents'>;

/**
 * The AD corrected a client's details: only the fields that changed, with their new values. A new
 * RUT moves the client's reservation (command-api/src/clients/correct-client.command.ts).
 */
export type ClientDetailsCorrectedData = {
  clientId: string;
  organizationId: string;
  changes: Partial<ClientDetails>;
  correctedAt: string;
};

/**
 * The purposes a client's contact data may be used for, each agreed to separately (docs/privacy.md,
 * "Consentimiento por finalidad"): `serviceMessages`, the ticket's WhatsApp notice; `marketing`,
 * offers (no feature sends any yet).
 */
export const consentPurposes = ['serviceMessages', 'marketing'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export type ClientConsents = Record<ConsentPurpose, boolean>;

/**
 * A client registered before consent was asked: service messages stay allowed, since the notice was
 * part of the service from the start, and marketing was never agreed to (docs/privacy.md).
 */
export const consentsBeforeAsking: ClientConsents = { serviceMessages: true, marketing: false };

export const consentsOf = (data: Pick<ClientRegisteredData, 'consents'>): ClientConsents => data.consents ?? consentsBeforeAsking;

export type ClientConsentChangedData = {
  clientId: string;
  organizationId: string;
  purpose: ConsentPurpose;
  granted: boolean;
  changedAt: string;
};

/** Bloqueo temporal: the client's data is kept but not used until an AD unblocks them. */
export type ClientBlockedData = { clientId: string; organizationId: string; reason: string; blockedAt: string };
export type ClientUnblockedData = { clientId: string; organizationId: string; unblockedAt: string };

/** Why a client's personal data was erased: the person asked (supresión), or the organization's retention period ran out. */
export type ErasureReason = 'request' | 'retention';

/**
 * The client's personal data erased (docs/privacy.md, "Borrar a una persona"): everything the read
 * models keep of them is rewritten to the erased forms, their data keys are deleted and their plates
 * and RUT no longer find their streams. It names, by id only, what is theirs: their tickets, the
 * streams of their vehicles, the stream that reserved their RUT, and the events of their own stream
 * and their vehicles' streams (`loggedEventIds`), whose log lines name them by name, RUT or plate. Money (amounts, dates, receipt numbers) stays, without the person.
 */
export type ClientErasedData = {
  clientId: string;
  organizationId: string;
  reason: ErasureReason;
  ticketIds: string[];
  vehicleStreamIds: string[];
  loggedEventIds: string[];
  reservationStreamIds: string[];
  erasedAt: string;
};

export type ClientEvent =
  | { type: 'ClientRegistered'; data: ClientRegisteredData }
  | { type: 'ClientDetailsCorrected'; data: ClientDetailsCorrectedData }
  | { type: 'ClientErased'; data: ClientErasedData }
  | { type: 'ClientConsentChanged'; data: ClientConsentChangedData }
  | { type: 'ClientBlocked'; data: ClientBlockedData }
  | { type: 'ClientUnblocked'; data: ClientUnblockedData };
export type ClientEventType = ClientEvent['type'];
export const clientEventTypes: readonly ClientEventType[] = [
  'ClientRegistered',
  'ClientDetailsCorrected',
  'ClientErased',
  'ClientConsentChanged',
  'ClientBlocked',
  'ClientUnblocked',
];

const consentPurposeLogText: Record<ConsentPurpose, string> = { serviceMessages: 'avisos del servicio', marketing: 'publicidad' };

export const clientStreamId = (clientId: string) => `client-${clientId}`;

const correctedFieldLabels: Record<keyof ClientDetails, string> = {
  name: 'nombre',
  identification: 'Rut',
  contactName: 'contacto',
  clientAddress: 'dirección',
  clientEmail: 'correo',
  clientPhone: 'teléfono',
  type: 'tipo',
};

/** Which details a correction changed, by name only: the log keeps no value. */
function correctedFieldNames(changes: Partial<ClientDetails>): string {
  return (Object.keys(correctedFieldLabels) as (keyof ClientDetails)[])
    .filter((field) => changes[field] !== undefined)
    .map((field) => correctedFieldLabels[field])
    .join(', ');
}

/** A client: one declaration per event above (docs/conventions.md, "Declaring an event"). */
export const clientEventCatalog = {
  ClientRegistered: {
    readModels: ['clients'],
    log: {
      describe: (data) => `registró al cliente ${data.name} (RUT ${formatRut(data.identification)})`,
      example: 'registró al cliente Transportes Sur (RUT 76.543.210-3)',
    },
    // A client may be a company, but a company's contact is a person and a particular is one.
    personal: {
      subject: (data) => ({ kind: 'client', id: data.clientId }),
      fields: {
        name: 'name',
        identification: 'identification',
        contactName: 'name',
        clientAddress: 'address',
        clientEmail: 'email',
        clientPhone: 'phone',
      },
    },
    notPersonal: {
      'consents.serviceMessages': 'whether the client agreed to the ticket notices: a yes or a no',
      'consents.marketing': 'whether the client agreed to offers: a yes or a no',
    },
    example: {
      clientId,
      organizationId,
      name: 'Transportes Sur',
      type: 'E',
      identification: '76543210-3',
      contactName: 'María Soto',
      clientAddress: 'Av. Matta 123, Santiago',
      clientEmail: 'maria@transportes.cl',
      clientPhone: 987654321,
      consents: { serviceMessages: true, marketing: false },
      registeredAt: at,
    },
  },
  ClientDetailsCorrected: {
    readModels: ['clients'],
    log: {
      describe: (data) => `corrigió los datos del cliente ${LOG_SUBJECT} (${correctedFieldNames(data.changes)})`,
      subject: (data) => ({ kind: 'client', id: data.clientId }),
      example: 'corrigió los datos del cliente {sujeto} (nombre, Rut, contacto, dirección, correo, teléfono, tipo)',
    },
    // The same subject as the registration: erasing the client shreds the corrections too.
    personal: {
      subject: (data) => ({ kind: 'client', id: data.clientId }),
      fields: {
        'changes.name': 'name',
        'changes.identification': 'identification',
        'changes.contactName': 'name',
        'changes.clientAddress': 'address',
        'changes.clientEmail': 'email',
        'changes.clientPhone': 'phone',
      },
    },
    example: {
      clientId,
      organizationId,
      changes: {
        name: 'Transportes del Sur',
        identification: '76543211-1',
        contactName: 'María Soto Pérez',
        clientAddress: 'Av. Matta 125, Santiago',
        clientEmail: 'msoto@transportes.cl',
        clientPhone: 987654322,
        type: 'E',
      },
      correctedAt: at,
    },
  },
  ClientErased: {
    readModels: ['clients', 'vehicles', 'wash-records', 'money', 'ticket-feedback', 'check-ins'],
    log: {
      describe: (data) =>
        `eliminó los datos personales del cliente ${LOG_SUBJECT} (${data.reason === 'request' ? 'a solicitud del titular' : 'plazo de conservación cumplido'})`,
      subject: (data) => ({ kind: 'client', id: data.clientId }),
      example: 'eliminó los datos personales del cliente {sujeto} (a solicitud del titular)',
    },
    // Ids only: what was erased is named, never what it said.
    personal: null,
    notPersonal: {
      reason: 'why the data was erased: one of two fixed choices (the person asked, or the retention period ran out), never typed',
    },
    example: {
      clientId,
      organizationId,
      reason: 'request',
      ticketIds: [ticketId],
      vehicleStreamIds: [`vehicle-${organizationId}-0b6f3c2e-8d1a-4f5b-9c7e-2a4d6e8f0a1b`],
      loggedEventIds: ['9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'],
      reservationStreamIds: ['reservation-client-rut-4e3d2c1b-0a9f-4e8d-8c7b-6a5f4e3d2c1b'],
      erasedAt: at,
    },
  },
  ClientConsentChanged: {
    readModels: ['clients'],
    log: {
      describe: (data) =>
        `${data.granted ? 'registró el consentimiento' : 'registró el retiro del consentimiento'} del cliente ${LOG_SUBJECT} para ${consentPurposeLogText[data.purpose]}`,
      subject: (data) => ({ kind: 'client', id: data.clientId }),
      example: 'registró el retiro del consentimiento del cliente {sujeto} para avisos del servicio',
    },
    personal: null,
    notPersonal: {
      purpose: 'one of two fixed purposes, never typed',
      granted: 'whether the purpose is agreed to: a yes or a no',
    },
    example: { clientId, organizationId, purpose: 'serviceMessages', granted: false, changedAt: at },
  },
  ClientBlocked: {
    readModels: ['clients'],
    log: {
      describe: () => `bloqueó temporalmente al cliente ${LOG_SUBJECT}`,
      subject: (data) => ({ kind: 'client', id: data.clientId }),
      example: 'bloqueó temporalmente al cliente {sujeto}',
    },
    // The AD types the reason, and it may say anything about the client.
    personal: { subject: (data) => ({ kind: 'client', id: data.clientId }), fields: { reason: 'freeText' } },
    example: { clientId, organizationId, reason: 'El titular pidió el bloqueo mientras revisa sus datos', blockedAt: at },
  },
  ClientUnblocked: {
    readModels: ['clients'],
    log: {
      describe: () => `desbloqueó al cliente ${LOG_SUBJECT}`,
      subject: (data) => ({ kind: 'client', id: data.clientId }),
      example: 'desbloqueó al cliente {sujeto}',
    },
    personal: null,
    example: { clientId, organizationId, unblockedAt: at },
  },
} as const satisfies EventDeclarations<ClientEvent>;
