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
  registeredAt: string;
};

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

export type ClientEvent = { type: 'ClientRegistered'; data: ClientRegisteredData } | { type: 'ClientErased'; data: ClientErasedData };
export type ClientEventType = ClientEvent['type'];
export const clientEventTypes: readonly ClientEventType[] = ['ClientRegistered', 'ClientErased'];

export const clientStreamId = (clientId: string) => `client-${clientId}`;

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
      registeredAt: at,
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
} as const satisfies EventDeclarations<ClientEvent>;
