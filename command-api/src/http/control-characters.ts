import type { FastifyInstance } from 'fastify';
import { invalid } from '@lavado/shared/domain/errors';

/**
 * Text no field may hold, refused for every route in the body and the query string (values and
 * keys alike) before any schema or handler sees it (docs/security.md, rule 30):
 * - NUL and the other C0 control characters (tab and line breaks aside), DEL, and the C1 control
 *   characters (U+0080–U+009F): they have no business in any field, a terminal or a spreadsheet
 *   may act on them, and PostgreSQL cannot store NUL in text or jsonb at all;
 * - lone UTF-16 surrogates (text that is not well-formed Unicode): JSON can carry them (`\ud800`),
 *   but PostgreSQL refuses them in jsonb, so an event holding one could never be stored.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's whole purpose
const REFUSED_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Where a value sits: its key and its parent's place (null for the whole value), so that a path is built only when named. */
interface Place {
  key: string;
  parent: Place | null;
}

const pathOf = (place: Place | null): string[] => {
  const path: string[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (or key) holding a refused character, or null. It walks with an
 * explicit stack, in time linear in the value's size: however deep the value nests, it never runs
 * out of call stack.
 */
export function findControlCharacter(value: unknown): string[] | null {
  const pending: Array<{ value: unknown; place: Place | null }> = [{ value, place: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (REFUSED_CHARACTER.test(next.value)) return pathOf(next.place);
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    const entries = Object.entries(next.value);
    const badKey = entries.find(([key]) => REFUSED_CHARACTER.test(key));
    if (badKey) return pathOf({ key: badKey[0], parent: next.place });
    // In reverse, so that the first field is the first looked into.
    for (const [key, item] of entries.reverse()) pending.push({ value: item, place: { key, parent: next.place } });
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
