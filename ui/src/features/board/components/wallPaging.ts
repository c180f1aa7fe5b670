/**
 * How long each page of the wall screen's lanes stays up: long enough to find a plate and read its
 * card from across the room, short enough that a lane of four pages comes round in half a minute.
 */
export const WALL_PAGE_MS = 8_000;

/** A lane's card area and its cards' height and spacing, in pixels as the screen lays them out. */
export interface LaneGeometry {
  height: number;
  cardHeight: number;
  gap: number;
}

/**
 * How many whole cards fit one above the other in a lane's card area (never fewer than one); null
 * while there is nothing to measure (not laid out yet, or no layout at all): then the lane is one page.
 */
export function cardsPerPage({ height, cardHeight, gap }: LaneGeometry): number | null {
  if (!(height > 0 && cardHeight > 0 && gap >= 0)) return null;
  return Math.max(1, Math.floor((height + gap) / (cardHeight + gap)));
}

export interface LanePage<Card> {
  cards: Card[];
  /** 1-based. */
  page: number;
  pages: number;
}

/**
 * The page of a lane shown at page turn `turn` (0, 1, 2… counted for the whole screen): every lane
 * turns at the same moment and starts again after its last page, so the longest lane's pages show
 * every page of every lane.
 */
export function lanePageAt<Card>(cards: readonly Card[], perPage: number | null, turn: number): LanePage<Card> {
  if (perPage === null || cards.length <= perPage) return { cards: [...cards], page: 1, pages: 1 };
  const pages = Math.ceil(cards.length / perPage);
  const index = turn % pages;
  return { cards: cards.slice(index * perPage, (index + 1) * perPage), page: index + 1, pages };
}
