import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '@lavado/shared/auth/token';
import { forbidden } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { caller } from '../http/auth';

/**
 * The caller acting on their own account (any role, the SA included). The original client sends its
 * organizationId on these calls (docs/specification.md#calls): accepted only when it is the token's.
 */
export function selfCaller(request: FastifyRequest, bodyOrganizationId: string | null | undefined): TokenClaims {
  const claims = caller(request);
  if (bodyOrganizationId && bodyOrganizationId !== claims.organizationId) throw forbidden(serverMessages.organizationMismatch);
  return claims;
}
