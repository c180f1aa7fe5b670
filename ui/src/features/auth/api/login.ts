import { authApi } from '@lavado/shared/identity/auth.contract';
import { type LoginResponse } from '@lavado/shared/identity/auth.schemas';
import { paths } from '../../../app/paths';
import { useCommand } from '../../../lib/query/useCommand';
import type { Role } from '../../../lib/session/roles';
import type { Session } from '../../../lib/session/sessionStore';

export interface Credentials {
  identification: string;
  password: string;
}

export type { LoginResponse };

/** `auth/login` names the identification field `email`: it accepts an identification or an e-mail. */
export const loginBody = ({ identification, password }: Credentials) => ({ email: identification.trim(), password });

/** Sent without an `Idempotency-Key`: the server would keep a hash of the body, password included, beside it. */
export const useLogin = () => useCommand(authApi.login, { idempotent: false });

export function sessionFrom({ token, onBoard, usuario }: LoginResponse): Session {
  return { token, onBoard, nombre: usuario.nombre, role: usuario.role, organization: usuario.organizationId };
}

/** After login the super admin goes to the admin area, everyone else home (EM then lands on the board). */
export function landingPathFor(role: Role): string {
  return role === 'SA' ? paths.admin.root : paths.home.root;
}
