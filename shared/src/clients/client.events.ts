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
