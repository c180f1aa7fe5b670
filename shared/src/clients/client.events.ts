import type { ClientType } from './client.schemas';

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

export type ClientEvent = { type: 'ClientRegistered'; data: ClientRegisteredData };
export type ClientEventType = ClientEvent['type'];
export const clientEventTypes: readonly ClientEventType[] = ['ClientRegistered'];

export const clientStreamId = (clientId: string) => `client-${clientId}`;
