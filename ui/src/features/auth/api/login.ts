import { authApi } from '@lavado/shared/identity/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { type LoginResponse } from '@lavado/shared/identity/auth.schemas';
import { paths } from '../../../app/paths';
import { call } from '../../../lib/api/apiClient';
import type { Role } from '../../../lib/session/roles';
import type { Session } from '../../../lib/session/sessionStore';

export interface Credentials {
  identification: string;
  password: string;
}

export type { LoginResponse };

/** `auth/login` names the identification field `email`: it accepts an identification or an e-mail. */
function requestLogin({ identification, password }: Credentials): Promise<LoginResponse> {
  return call(authApi.login, { email: identification.trim(), password });
}

export function useLogin(options: { onSuccess: (response: LoginResponse) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: requestLogin, ...options });
}

export function sessionFrom({ token, onBoard, usuario }: LoginResponse): Session {
  return { token, onBoard, nombre: usuario.nombre, role: usuario.role, organization: usuario.organizationId };
}

/** After login the super admin goes to the admin area, everyone else home (EM then lands on the board). */
export function landingPathFor(role: Role): string {
  return role === 'SA' ? paths.admin.root : paths.home.root;
}
