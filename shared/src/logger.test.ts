import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('never writes a query-string token or an Authorization header of a request', async () => {
    let output = '';
    const sink = new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) });
    const app = Fastify({ loggerInstance: createLogger('info', 'test', sink) as FastifyBaseLogger });
    app.get('/reset', async () => 'ok');
    await app.inject({ method: 'GET', url: '/reset?token=SECRET-RESET-TOKEN', headers: { authorization: 'Bearer SECRET-JWT' } });
    await app.close();
    expect(output).toContain('"path":"/reset"');
    expect(output).not.toContain('SECRET');
  });
});
