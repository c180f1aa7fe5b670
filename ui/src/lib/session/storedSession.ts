import { isRole, WALL_SCREEN_ROLE, type SessionRole } from './roles';

export interface Session {
  token: string;
  /** False until the user closes the onboarding overlay; Ayuda sets it back to false. */
  onBoard: boolean;
  nombre: string;
  /** A person's role, or the wall screen's (PA) for a session opened from a wall-screen link. */
  role: SessionRole;
  /** The user's organization id; null for the super admin. */
  organization: string | null;
}

/** The localStorage keys of docs/specification.md#entities, one value each, so the stored session reads like the original app's. */
const storageKeys = {
  token: 'token',
  onBoard: 'onBoard',
  nombre: 'nombre',
  role: 'role',
  organization: 'organization',
} as const satisfies Record<keyof Session, string>;

export function readStoredSession(storage: Storage): Session | null {
  const token = storage.getItem(storageKeys.token);
  const role = storage.getItem(storageKeys.role);
  if (!token || !isRole(role)) return null;
  return {
    token,
    role,
    onBoard: storage.getItem(storageKeys.onBoard) === 'true',
    nombre: storage.getItem(storageKeys.nombre) ?? '',
    organization: storage.getItem(storageKeys.organization) || null,
  };
}

export function writeStoredSession(storage: Storage, session: Session | null): void {
  // A wall screen's session is opened again from its link on every load, never restored; whoever
  // signed in on this browser stays signed in.
  if (session?.role === WALL_SCREEN_ROLE) return;
  if (!session) {
    for (const key of Object.values(storageKeys)) storage.removeItem(key);
    return;
  }
  storage.setItem(storageKeys.token, session.token);
  storage.setItem(storageKeys.onBoard, String(session.onBoard));
  storage.setItem(storageKeys.nombre, session.nombre);
  storage.setItem(storageKeys.role, session.role);
  if (session.organization) storage.setItem(storageKeys.organization, session.organization);
  else storage.removeItem(storageKeys.organization);
}
