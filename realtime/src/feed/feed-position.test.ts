import { describe, expect, it } from 'vitest';
import { compareFeedPositions, formatFeedPosition, horizonPosition, parseFeedPosition } from './feed-position';

describe('feed positions', () => {
  it('parses what it formats', () => {
    const position = { transactionId: 18_446_744_073_709_551_615n, position: 9_223_372_036_854_775_807n };
    expect(parseFeedPosition(formatFeedPosition(position))).toEqual(position);
    expect(parseFeedPosition('750:12')).toEqual({ transactionId: 750n, position: 12n });
  });

  it.each([
    '',
    '12',
    '12:',
    ':12',
    '1:2:3',
    ' 1:2',
    '1:2 ',
    '-1:2',
    '1:-2',
    '1.5:2',
    'a:b',
    '18446744073709551616:1',
    '1:9223372036854775808',
  ])('refuses %j', (text) => {
    expect(parseFeedPosition(text)).toBeNull();
  });

  it('orders by transaction first, then by position, as numbers', () => {
    const sorted = ['10:1', '9:50', '9:7', '10:0'].map((text) => parseFeedPosition(text)!).sort(compareFeedPositions);
    expect(sorted.map(formatFeedPosition)).toEqual(['9:7', '9:50', '10:0', '10:1']);
    expect(compareFeedPositions(parseFeedPosition('3:4')!, parseFeedPosition('3:4')!)).toBe(0);
  });

  it('puts every row of older transactions before a horizon and every row of the horizon transaction after it', () => {
    const horizon = horizonPosition(100n);
    expect(compareFeedPositions({ transactionId: 99n, position: 5_000n }, horizon)).toBe(-1);
    expect(compareFeedPositions({ transactionId: 100n, position: 1n }, horizon)).toBe(1);
  });
});
