import type { clientInputSchema } from '@lavado/shared/clients/client.schemas';
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
};
