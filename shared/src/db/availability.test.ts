import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', pgError('ECONNREFUSED')],
    ['a server shutting down', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['a server with every connection taken', pgError('53300', 'sorry, too many clients already')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
  ])('says so for %s: retried later, answered 503', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a missing table', pgError('42P01', 'relation "x" does not exist')],
    ['a statement cancelled by its timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('does not for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
