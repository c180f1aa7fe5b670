import type { EventDeclarations } from '../events/declaration';
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
} as const satisfies EventDeclarations<ClientEvent>;
