import { useSessionStore } from '../session/sessionStore';

/**
 * The organization the original client sends with every client, vehicle and wash call. The server
 * acts on the token's organization and refuses a different one.
 */
export function sessionOrganizationId(): string | null {
  return useSessionStore.getState().session?.organization ?? null;
}

export function useSessionOrganizationId(): string | null {
  return useSessionStore((state) => state.session?.organization ?? null);
}
