import { describe, expect, it } from 'vitest';
import { handshakeToken } from './handshake';

describe('handshake token', () => {
  it('is read from the auth payload', () => {
    expect(handshakeToken({ token: 'abc.def.ghi', lastPosition: '1:2' })).toBe('abc.def.ghi');
  });

  it('does not depend on a well-formed lastPosition (that only decides between replay and resync)', () => {
    expect(handshakeToken({ token: 'abc.def.ghi', lastPosition: 42 })).toBe('abc.def.ghi');
  });

  it.each([undefined, null, {}, { token: '' }, { token: 42 }, { Token: 'abc' }, 'abc'])('is missing from %j', (auth) => {
    expect(handshakeToken(auth)).toBeNull();
  });
});
