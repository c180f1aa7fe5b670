import { stripVTControlCharacters } from 'node:util';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, defaultLogDestination, loggedPath } from './logger';

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

  it("never writes a wall screen's link token or a ticket's id from a request's path, however the address is spelled", async () => {
    let output = '';
    const sink = new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) });
    const app = Fastify({ loggerInstance: createLogger('info', 'test', sink) as FastifyBaseLogger });
    app.get('/*', async () => 'ok');
    for (const url of [
      '/pantalla/SECRET-SCREEN-TOKEN',
      '/Pantalla/SECRET-SCREEN-TOKEN/',
      '//pantalla//SECRET-SCREEN-TOKEN',
      '/%70antalla/SECRET-SCREEN-TOKEN',
      '/pantalla/SECRET%E0%A4%A',
      '/code/SECRET-TICKET-ID',
      '/CODE/SECRET-TICKET-ID?from=qr',
      '/home/codes/SECRET-TICKET-ID',
      '/home//Codes/SECRET-TICKET-ID',
    ])
      await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url: '/home/board' });
    await app.close();
    expect(output).toContain('"path":"/pantalla/[redacted]"');
    expect(output).toContain('"path":"/code/[redacted]"');
    expect(output).toContain('"path":"/home/codes/[redacted]"');
    expect(output).toContain('"path":"/home/board"');
    expect(output).not.toContain('SECRET');
  });

  it('logs the path of an absolute-form request URL the same way', () => {
    expect(loggedPath('http://lavado.test/pantalla/SECRET?x=1')).toBe('/pantalla/[redacted]');
    expect(loggedPath('http://lavado.test/api/auth/login?token=SECRET')).toBe('/api/auth/login');
    expect(loggedPath('/codes/abc')).toBe('/codes/abc');
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
