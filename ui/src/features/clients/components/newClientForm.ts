import { intakeConsents, type Client, type clientInputSchema } from '@lavado/shared/clients/client.schemas';
import type { z } from 'zod';

export type NewClientFormValues = z.input<typeof clientInputSchema>;

export const emptyNewClientForm: NewClientFormValues = {
  name: '',
  type: 'E',
  identification: '',
  contactName: '',
  clientAddress: '',
  clientEmail: '',
  clientPhone: '',
  consents: { ...intakeConsents },
};

/** The form filled with a client's details, to correct them ("Editar"); no phone (0) is an empty field. */
export const clientFormValues = (client: Client): NewClientFormValues => ({
  name: client.name,
  type: client.type,
  identification: client.identification,
  contactName: client.contactName,
  clientAddress: client.clientAddress,
  clientEmail: client.clientEmail,
  clientPhone: client.clientPhone === 0 ? '' : String(client.clientPhone),
  consents: client.consents,
});
