import { stripVTControlCharacters } from 'node:util';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, defaultLogDestination } from './logger';

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

  it('writes readable lines to a terminal and JSON lines to anything else', () => {
    const capture = (isTTY: boolean) => {
      let output = '';
      const stream = new Writable({
        write: (chunk, _encoding, done) => ((output += String(chunk)), done()),
      }) as unknown as NodeJS.WriteStream;
      stream.isTTY = isTTY;
      createLogger('info', 'lavado', defaultLogDestination(stream)).info({ port: 3000 }, 'listening');
      return output;
    };
    expect(JSON.parse(capture(false))).toMatchObject({ msg: 'listening', port: 3000, name: 'lavado' });
    const line = capture(true);
    expect(() => JSON.parse(line)).toThrow();
    expect(stripVTControlCharacters(line)).toMatch(/INFO \(lavado\): listening/);
    expect(stripVTControlCharacters(line)).toContain('port: 3000');
  });
});
