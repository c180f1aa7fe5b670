import { LOG_SUBJECT, type EventDeclarations } from '../events/declaration';
import { formatRut } from '../validation/rut';
import type { ClientEvent } from './client.events';

/** A client (`client.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
export const clientEventCatalog = {
  ClientRegistered: {
    readModels: ['clients'],
    log: { describe: (data) => `registró al cliente ${data.name} (RUT ${formatRut(data.identification)})` },
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
  },
  ClientErased: {
    readModels: ['clients', 'vehicles', 'wash-records', 'money', 'ticket-feedback'],
    log: {
      describe: (data) =>
        `eliminó los datos personales del cliente ${LOG_SUBJECT} (${data.reason === 'request' ? 'a solicitud del titular' : 'plazo de conservación cumplido'})`,
      subject: (data) => ({ kind: 'client', id: data.clientId }),
    },
    // Ids only: what was erased is named, never what it said.
    personal: null,
    notPersonal: {
      reason: 'why the data was erased: one of two fixed choices (the person asked, or the retention period ran out), never typed',
    },
  },
} as const satisfies EventDeclarations<ClientEvent>;
