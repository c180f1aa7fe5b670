import { boardSchema, type Board } from '@lavado/shared/wash/board';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { z } from 'zod';

/**
 * The last board this tab showed, in its sessionStorage (gone with the tab, and at logout): a reload
 * in a bay without Wi-Fi still shows the cards, said to be from `at`, instead of an empty page.
 */
const snapshotSchema = z.object({ board: boardSchema, at: z.number() });

export const boardSnapshotKey = (organizationId: string | null, today: string) => `lavado:board:${organizationId ?? ''}:${today}`;

export function readBoardSnapshot(key: string): { board: Board<Ticket>; at: number } | undefined {
  try {
    const stored = sessionStorage.getItem(key);
    const parsed = stored === null ? null : snapshotSchema.safeParse(JSON.parse(stored));
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function keepBoardSnapshot(key: string, board: Board<Ticket>, at: number): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ board, at }));
  } catch {
    // A full or refused storage only costs the offline reload its cards.
  }
}
