import type { FastifyInstance } from 'fastify';
import { invalid } from '@lavado/shared/domain/errors';

/**
 * NUL and the other C0 control characters (tab and line breaks aside) have no business in any
 * field, and PostgreSQL cannot store NUL in text or jsonb at all: they are refused for every route,
 * in the body and the query string, before any schema or handler sees them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's whole purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string (or key) holding a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = findControlCharacter(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findControlCharacter(request.body) ?? findControlCharacter(request.query);
    if (!found) return;
    const field = found.length > 0 ? `El campo «${found.join('.')}»` : 'La solicitud';
    throw invalid(`${field} contiene caracteres no permitidos.`);
  });
}
