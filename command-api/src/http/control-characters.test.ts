import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['ESC', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['the first C1 character', 'a\u0080b'],
    ['NEL (C1)', 'a\u0085b'],
    ['CSI (C1)', 'a\u009b2J'],
    ['the last C1 character', 'a\u009fb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'abc\ud83d'],
    ['a surrogate pair backwards', '\ude97\ud83d'],
  ])('names the field holding %s, in a value or a key', (_label, text) => {
    expect(findControlCharacter({ client: { name: text } })).toEqual(['client', 'name']);
    expect(findControlCharacter({ client: { [text]: 'x' } })).toEqual(['client', text]);
    expect(findControlCharacter({ list: ['ok', text] })).toEqual(['list', '1']);
    expect(findControlCharacter(text)).toEqual([]);
  });

  it('accepts well-formed text: accents, ñ, emoji (surrogate pairs), tabs and line breaks, and the first character past C1', () => {
    expect(
      findControlCharacter({ name: 'Peñalolén', note: 'línea 1\r\nlínea 2\tfin', emoji: '🚗💦', nbsp: 'a\u00a0b', list: [1, null, true] }),
    ).toBeNull();
  });

  it('walks a value nested far deeper than the call stack allows without overflowing', () => {
    let deep: unknown = 'a\u0085b';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findControlCharacter(deep)).toHaveLength(200_000);
    let clean: unknown = 'ok';
    for (let level = 0; level < 200_000; level += 1) clean = { a: clean };
    expect(findControlCharacter(clean)).toBeNull();
  });
});
