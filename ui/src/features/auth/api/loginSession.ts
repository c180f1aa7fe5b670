import { type LoginResponse } from '@lavado/shared/identity/auth.schemas';
import { paths } from '../../../app/paths';
import type { Role } from '../../../lib/session/roles';
import type { Session } from '../../../lib/session/storedSession';

export interface Credentials {
  identification: string;
  password: string;
}

/** `auth/login` names the identification field `email`: it accepts an identification or an e-mail. */
export const loginBody = ({ identification, password }: Credentials) => ({ email: identification.trim(), password });

export function sessionFrom({ token, onBoard, usuario }: LoginResponse): Session {
  return { token, onBoard, nombre: usuario.nombre, role: usuario.role, organization: usuario.organizationId };
}

/** After login the super admin goes to the admin area, everyone else home (EM then lands on the board). */
export function landingPathFor(role: Role): string {
  return role === 'SA' ? paths.admin.root : paths.home.root;
}
