import type { FastifyInstance } from 'fastify';
import { invalid } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';

/**
 * How deep a JSON body may nest its lists and objects. The deepest body a route takes nests a few
 * levels; a bound this small keeps every later walk over a body (the refused-character check, the
 * schemas, the idempotency hash) far from the call stack's limit (docs/security.md, rule 30).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests lists and objects deeper than `limit`, told from the text in one pass
 * without parsing it: brackets inside strings do not count. For valid JSON the count is exactly its
 * nesting; invalid JSON is refused by the parser anyway.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) depth -= 1;
  }
  return false;
}

/**
 * Parses JSON bodies as Fastify does (prototype poisoning refused), after refusing a body nested
 * deeper than MAX_JSON_DEPTH: a few hundred kilobytes of brackets would otherwise reach every walk
 * over the parsed value.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(invalid(serverMessages.nestedTooDeep), undefined);
      return;
    }
    parse(request, text, done);
  });
}
