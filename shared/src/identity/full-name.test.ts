import { describe, expect, it } from 'vitest';
import { fullName } from './full-name';

describe('fullName', () => {
  it('names a person by first and last name', () => {
    expect(fullName({ firstName: 'Ana', secondName: 'Rojas' })).toBe('Ana Rojas');
    expect(fullName({ firstName: 'Ana', secondName: '' })).toBe('Ana');
  });
});

describe('fullName of an erased person', () => {
  it('names them once, as every name copied from them reads after the erasure', () => {
    expect(fullName({ firstName: 'Dato eliminado', secondName: 'Dato eliminado' })).toBe('Dato eliminado');
    expect(fullName({ firstName: 'Dato eliminado', secondName: 'Rojas' })).toBe('Dato eliminado Rojas');
  });
});
