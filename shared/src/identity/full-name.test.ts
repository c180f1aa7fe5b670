import { describe, expect, it } from 'vitest';
import { fullName } from './full-name';

describe('fullName', () => {
  it('names a person by first and last name', () => {
    expect(fullName({ firstName: 'Ana', secondName: 'Rojas' })).toBe('Ana Rojas');
    expect(fullName({ firstName: 'Ana', secondName: '' })).toBe('Ana');
  });
});
