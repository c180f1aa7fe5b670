import { describe, expect, it } from 'vitest';
import { cardsPerPage, lanePageAt } from './wallPaging';

describe('cardsPerPage', () => {
  it('counts the whole cards that fit, the gap only between two of them', () => {
    // 3 cards of 235 px, 16 px apart, need 3 × 235 + 2 × 16 = 737 px; 4 need 988 px.
    expect(cardsPerPage({ height: 737, cardHeight: 235, gap: 16 })).toBe(3);
    expect(cardsPerPage({ height: 736, cardHeight: 235, gap: 16 })).toBe(2);
    expect(cardsPerPage({ height: 987, cardHeight: 235, gap: 16 })).toBe(3);
    expect(cardsPerPage({ height: 988, cardHeight: 235, gap: 16 })).toBe(4);
  });

  it('shows one card a page where not even one fits: a card cut is better than none', () => {
    expect(cardsPerPage({ height: 100, cardHeight: 235, gap: 16 })).toBe(1);
  });

  it('knows nothing before the lane is laid out, or where there is no layout at all', () => {
    expect(cardsPerPage({ height: 0, cardHeight: 235, gap: 16 })).toBeNull();
    expect(cardsPerPage({ height: 700, cardHeight: Number.NaN, gap: Number.NaN })).toBeNull();
    expect(cardsPerPage({ height: 700, cardHeight: 0, gap: 0 })).toBeNull();
  });
});

describe('lanePageAt', () => {
  const cards = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

  it('turns through a lane page by page and starts again after its last page', () => {
    expect(lanePageAt(cards, 3, 0)).toEqual({ cards: ['A', 'B', 'C'], page: 1, pages: 3 });
    expect(lanePageAt(cards, 3, 1)).toEqual({ cards: ['D', 'E', 'F'], page: 2, pages: 3 });
    expect(lanePageAt(cards, 3, 2)).toEqual({ cards: ['G'], page: 3, pages: 3 });
    expect(lanePageAt(cards, 3, 3)).toEqual({ cards: ['A', 'B', 'C'], page: 1, pages: 3 });
  });

  it("shows every page of every lane within as many turns as the longest lane's pages", () => {
    const lanes = [cards, cards.slice(0, 4), cards.slice(0, 2)];
    const longest = Math.max(...lanes.map((lane) => lanePageAt(lane, 2, 0).pages));
    for (const lane of lanes) {
      const shown = Array.from({ length: longest }, (_, turn) => lanePageAt(lane, 2, turn).cards).flat();
      expect(new Set(shown)).toEqual(new Set(lane));
    }
  });

  it('is one page, without turning, when the lane holds all its cards or has not been measured', () => {
    expect(lanePageAt(cards.slice(0, 3), 3, 5)).toEqual({ cards: ['A', 'B', 'C'], page: 1, pages: 1 });
    expect(lanePageAt(cards, null, 5)).toEqual({ cards, page: 1, pages: 1 });
    expect(lanePageAt([], 3, 2)).toEqual({ cards: [], page: 1, pages: 1 });
  });
});
