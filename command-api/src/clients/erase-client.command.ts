import { clientDecider } from '@lavado/shared/clients/client.decider';
import { clientStreamId, type ClientErasedData, type ClientEvent, type ErasureReason } from '@lavado/shared/clients/client.events';
import type { Pool } from '@lavado/shared/db/pool';
import { notFound } from '@lavado/shared/domain/errors';
import type { EventStore } from '@lavado/shared/eventstore/port';
import type { DataSubject } from '@lavado/shared/events/declaration';
import { serverMessages } from '@lavado/shared/messages/server';
import type { DataKeys } from '@lavado/shared/privacy/data-keys';
import type { StreamPseudonyms } from '@lavado/shared/privacy/stream-pseudonyms';
import { reservationDecider } from '@lavado/shared/domain/reservation';
import { vehicleDecider } from '@lavado/shared/vehicles/vehicle.decider';
import { eraseDataAccessReasons } from '@lavado/shared/privacy/data-access-log';
import type { CommandRunner } from '../commands/run';

export interface ErasureDeps {
  pool: Pool;
  store: EventStore;
  dataKeys: DataKeys;
  pseudonyms: StreamPseudonyms;
}

/**
 * Erases a client (docs/privacy.md, "Borrar a una persona"). It finds what is theirs: their tickets,
 * the vehicles registered to them or seen only on their tickets (not another client's), those
 * vehicles' events, and the stream that reserved their RUT; appends `ClientErased`, which names all
 * of it by id and on which every read model rewrites its rows to the erased forms; then unlinks their
 * plates and RUT from those streams and deletes every data key of theirs (the client, their RUT's
 * reservation, each ticket, each vehicle no client owned), after which the events read erased.
 * A retry, or erasing again, appends nothing and deletes what is left.
 */
export async function eraseClient(
  deps: ErasureDeps,
  commands: CommandRunner,
  organizationId: string,
  clientId: string,
  reason: ErasureReason,
): Promise<ClientErasedData> {
  const stream = clientStreamId(clientId);
  const before = await commands.load(stream, clientDecider);
  if (before.status === 'none' || before.organizationId !== organizationId) throw notFound(serverMessages.clientNotFound);
  const erasure =
    before.status === 'erased' ? before.erasure : await findWhatIsTheirs(deps, commands, organizationId, clientId, before.identification);
  const { state } = await commands.run(stream, clientDecider, {
    type: 'EraseClient',
    organizationId,
    erasure: { ...erasure, reason: before.status === 'erased' ? before.erasure.reason : reason },
    now: commands.now,
  });
  if (state.status !== 'erased') throw notFound(serverMessages.clientNotFound);
  const erased = state.erasure;
  await deps.pseudonyms.forget([...erased.vehicleStreamIds, ...erased.reservationStreamIds]);
  const subjects: DataSubject[] = [
    { kind: 'client', id: clientId },
    { kind: 'owner', id: clientId },
    ...erased.ticketIds.map((id) => ({ kind: 'ticket' as const, id })),
    ...erased.vehicleStreamIds.map((id) => ({ kind: 'vehicle' as const, id })),
  ];
  for (const subject of subjects) await deps.dataKeys.erase(subject);
  await eraseDataAccessReasons(deps.pool, { kind: 'client', id: clientId });
  return erased;
}

async function findWhatIsTheirs(
  deps: ErasureDeps,
  commands: CommandRunner,
  organizationId: string,
  clientId: string,
  identification: string,
): Promise<Omit<ClientErasedData, 'clientId' | 'organizationId' | 'erasedAt' | 'reason'>> {
  // The tickets as both read models know them: one may be behind the other for the newest.
  const { rows: tickets } = await deps.pool.query<{ id: string; ppu: string | null }>(
    `select id, ppu from wash_records where organization_id = $1 and client_id = $2
     union
     select ticket_id, ppu from ticket_charges where organization_id = $1 and client_id = $2`,
    [organizationId, clientId],
  );
  const { rows: registered } = await deps.pool.query<{ ppu: string }>(
    'select ppu from vehicles where organization_id = $1 and client_id = $2',
    [organizationId, clientId],
  );
  const plates = new Set([...registered.map((row) => row.ppu), ...tickets.flatMap((row) => (row.ppu ? [row.ppu] : []))]);
  const vehicleStreamIds: string[] = [];
  const loggedEventIds: string[] = [];
  for (const ppu of plates) {
    const streamId = await deps.pseudonyms.findStreamOf({ kind: 'vehicle', organizationId, ppu });
    if (!streamId) continue;
    const events = await deps.store.read(streamId);
    const vehicle = await commands.load(streamId, vehicleDecider);
    // A plate on their ticket that another client owns is that client's.
    if (vehicle.status === 'registered' && vehicle.clientId !== null && vehicle.clientId !== clientId) continue;
    vehicleStreamIds.push(streamId);
    loggedEventIds.push(...events.map((event) => event.id));
  }
  const rutStreamOf = (rut: string) =>
    deps.pseudonyms.findStreamOf({ kind: 'reservation', reservationKind: 'client-rut', value: `${organizationId}:${rut}` });
  const rutStream = await rutStreamOf(identification);
  const reservationStreamIds = rutStream ? [rutStream] : [];
  const ownEvents = await deps.store.read(clientStreamId(clientId));
  loggedEventIds.push(...ownEvents.map((event) => event.id));
  // A RUT corrected away was released: its stream is forgotten too, unless another client has taken it since.
  for (const rut of formerRuts(ownEvents as unknown as ClientEvent[], identification)) {
    const streamId = await rutStreamOf(rut);
    if (!streamId || reservationStreamIds.includes(streamId)) continue;
    const { ownerId } = await commands.load(streamId, reservationDecider);
    if (ownerId === null || ownerId === clientId) reservationStreamIds.push(streamId);
  }
  return {
    ticketIds: [...new Set(tickets.map((row) => row.id))],
    vehicleStreamIds,
    loggedEventIds,
    reservationStreamIds,
  };
}

/** The RUTs a client held before their current one (each correction of it names the new one). */
function formerRuts(events: readonly ClientEvent[], current: string): string[] {
  const held = events.flatMap((event) => {
    if (event.type === 'ClientRegistered') return [event.data.identification];
    if (event.type === 'ClientDetailsCorrected' && event.data.changes.identification) return [event.data.changes.identification];
    return [];
  });
  return [...new Set(held)].filter((rut) => rut !== current);
}

/**
 * Deletes the realtime feed's rows about an erased client or their tickets, once the read models
 * have applied the erasure (so no projector pushes their values after): what was pushed to the
 * screens before held their values. The screens open now have already applied those pushes.
 */
export async function purgeFeed(pool: Pool, erased: ClientErasedData): Promise<void> {
  const ids = [erased.clientId, ...erased.ticketIds];
  await pool.query(
    `delete from realtime_feed
      where organization_id = $1 and exists (select 1 from unnest($2::text[]) id where payload::text like '%' || id || '%')`,
    [erased.organizationId, ids],
  );
}
