import { z } from 'zod';

/** Feed topic of any change to a client (registered, a vehicle added, a new service): clients lists refresh. */
export const CLIENT_CHANGED = 'client.changed';

/** What a `CLIENT_CHANGED` push carries: the client's id. */
export const clientChangedPayload = z.object({ id: z.uuid() });
