import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { isRole, type Role } from './roles';
import { readStoredSession, writeStoredSession, type Session } from './storedSession';

export type { Session };

/** A session a person signed in to (every session but a wall screen's): the app's pages are theirs. */
export type PersonSession = Session & { role: Role };

export function isPersonSession(session: Session | null): session is PersonSession {
  return session !== null && isRole(session.role);
}

interface SessionState {
  session: Session | null;
  signIn: (session: Session) => void;
  signOut: () => void;
  setOnBoard: (onBoard: boolean) => void;
}

type PersistedSession = Pick<SessionState, 'session'>;

const specKeysStorage: PersistStorage<PersistedSession> = {
  getItem: () => ({ state: { session: readStoredSession(localStorage) } }),
  setItem: (_name, value) => writeStoredSession(localStorage, value.state.session),
  removeItem: () => writeStoredSession(localStorage, null),
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session) => set({ session }),
      signOut: () => {
        set({ session: null });
        // Logout wipes everything the app stored (docs/specification.md#states-and-transitions), not only the session keys.
        localStorage.clear();
        // And the last board this tab kept to show after a reload without connection (features/board/api/boardSnapshot.ts).
        sessionStorage.clear();
      },
      setOnBoard: (onBoard) => set(({ session }) => ({ session: session && { ...session, onBoard } })),
    }),
    {
      name: 'session',
      storage: specKeysStorage,
      partialize: ({ session }) => ({ session }),
    },
  ),
);
