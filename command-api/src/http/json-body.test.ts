import Fastify, { type FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, parseJsonBodies } from './json-body';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonNestsDeeperThan', () => {
  it('counts the nesting of lists and objects', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('[[],[],[],{},{}]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'say "[[[[" \\ [' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'x\\', b: [[1]] }), 2)).toBe(true);
  });
});

describe('parseJsonBodies', () => {
  async function post(payload: string) {
    const app = Fastify();
    parseJsonBodies(app);
    app.setErrorHandler((error: FastifyError | DomainError, _request, reply) =>
      error instanceof DomainError
        ? reply.status(400).send({ kind: error.kind, msg: error.message })
        : reply.status(error.statusCode ?? 500).send({ kind: error.code, msg: error.message }),
    );
    app.post('/echo', async (request) => ({ body: request.body }));
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
    await app.close();
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it('parses a body nested 32 levels deep (MAX_JSON_DEPTH) and refuses one level more in Spanish', async () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(await post(nested(MAX_JSON_DEPTH))).toMatchObject({ status: 200 });
    expect(await post(nested(MAX_JSON_DEPTH + 1))).toEqual({
      status: 400,
      body: { kind: 'validation', msg: serverMessages.nestedTooDeep },
    });
  });

  it('refuses 120,000 levels (240 KB) before parsing them', async () => {
    expect(await post(nested(120_000))).toEqual({ status: 400, body: { kind: 'validation', msg: serverMessages.nestedTooDeep } });
  });

  it('parses as Fastify does: the body as sent, prototype poisoning refused', async () => {
    expect(await post('{"client":{"name":"Peñalolén [1]"}}')).toEqual({
      status: 200,
      body: { body: { client: { name: 'Peñalolén [1]' } } },
    });
    expect((await post('{"__proto__":{"admin":true}}')).body).toMatchObject({ kind: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    expect((await post('{"a":')).body).toMatchObject({ kind: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });
});
