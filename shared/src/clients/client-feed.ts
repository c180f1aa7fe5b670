/** Feed topic of any change to a client (registered, a vehicle added, a new service): clients lists refresh. */
export const CLIENT_CHANGED = 'client.changed';
