import { randomUUID } from 'node:crypto';
import type { SessionRole } from '@lavado/shared/auth/token';
import { rutCheckDigit } from '@lavado/shared/validation/rut';
import type { Access } from '@lavado/shared/api/route';
import { routeAccess } from '../../command-api/src/http/access';

/** A JSON Schema as the API's OpenAPI document (`/api/docs/json`) gives each route's body. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  default?: unknown;
}

export interface RouteUnderTest {
  path: string;
  access: Access;
  body: JsonSchema | undefined;
}

/** Every POST route of the access table with the body schema the running API declares for it. */
export function routesWithSchemas(openApi: {
  paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } } }>;
}): RouteUnderTest[] {
  return Object.entries(routeAccess)
    .filter(([route]) => route.startsWith('POST /api/'))
    .map(([route, access]) => {
      const url = route.slice('POST '.length);
      return {
        path: url.slice('/api/'.length),
        access,
        body: openApi.paths[url]?.post?.requestBody?.content?.['application/json']?.schema,
      };
    });
}

/** A role that may call the route (the one whose answers the matrices check), or null when it is public. */
export function callerFor(access: Access): SessionRole | null {
  if (access === 'public') return null;
  if (access === 'authenticated') return 'AD';
  return access.includes('AD') ? 'AD' : (access[0] ?? 'SA');
}

const SAMPLE_BY_PATTERN: Record<string, string> = {
  '^([A-Z]{4}\\d{2}|[A-Z]{2}\\d{4})$': 'BCDF12',
  '^([01]\\d|2[0-3]):[0-5]\\d$': '10:30',
};

/** A whole 1 × 1 PNG in base64: an image field's plausible value (checked on its bytes). */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let ruts = 30_000_000;
/** A value of the right shape for a field, guessed from its schema and name (valid where the guess can be). */
export function plausibleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return plausibleValue(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!, name);
  // A discriminated union (the pause's reason): its first variant.
  if (schema.oneOf) return plausibleValue(schema.oneOf.find((option) => option.type !== 'null') ?? schema.oneOf[0]!, name);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausibleValue(property, key)]));
    case 'array': {
      if (!schema.items) return [];
      // A list of positioned items (a check-in's photos) wants one of each position.
      const positions = schema.items.properties?.position?.enum;
      if (positions) return positions.map((position) => ({ ...(plausibleValue(schema.items!, name) as object), position }));
      return [plausibleValue(schema.items, name)];
    }
    case 'integer':
    case 'number':
      if (/phone/i.test(name)) return 912345678;
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2030-01-15';
      if (schema.format === 'date-time') return '2030-01-15T10:00:00-03:00';
      if (schema.pattern && SAMPLE_BY_PATTERN[schema.pattern]) return SAMPLE_BY_PATTERN[schema.pattern];
      if (/^(image|signature|logo)$/.test(name)) return ONE_PIXEL_PNG;
      if (/mail/i.test(name)) return `prueba.${randomUUID().slice(0, 6)}@lavado.cl`;
      if (/identification|rut/i.test(name)) {
        const body = String((ruts += 13));
        return `${body}${rutCheckDigit(body)}`;
      }
      if (/domain/i.test(name)) return 'https://lavado.cl';
      if (/pass|current|newPass/i.test(name)) return 'clave-segura-123';
      const text = 'Texto de prueba';
      return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
    default:
      return {};
  }
}

/** Every leaf path of a generated body (object keys, array items), for putting hostile values there. */
export function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => leafPaths(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

/** The path of every object in a generated body (the body itself included), for putting hostile keys there. */
export function objectPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPaths(item, [...path, String(index)]));
  if (value === null || typeof value !== 'object') return [];
  return [path, ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...path, key]))];
}

/** `body` with a field named `key` added to the object at `path`. */
export function withKeyAt(body: unknown, path: readonly string[], key: string): unknown {
  if (path.length === 0) return { ...(body as Record<string, unknown>), [key]: 'x' };
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(body)
    ? ([...body] as unknown as Record<string, unknown>)
    : { ...(body as Record<string, unknown>) };
  copy[head] = withKeyAt(copy[head], rest, key);
  return copy;
}

/** `body` with the value at `path` replaced (or removed, for `undefined`). */
export function withValueAt(body: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: Record<string, unknown> = Array.isArray(body)
    ? ([...body] as unknown as Record<string, unknown>)
    : { ...(body as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0 && value === undefined) delete copy[head];
  else copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}
