import { at, clientId, organizationId } from '../events/example-values';
import type { EventDeclarations } from '../events/declaration';
import { formatRut } from '../validation/rut';
import type { ClientEvent } from './client.events';

/** A client (`client.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
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
} as const satisfies EventDeclarations<ClientEvent>;
