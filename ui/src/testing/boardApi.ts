import { emptyLaneTotals } from '@lavado/shared/wash/board';
import { ok, type FakeHandler } from './fakeApi';

/**
 * The board's reads, answered empty, for a test that ends on it (every role's landing page but the
 * SA's) without looking at it: once its page is loaded, the board asks before the test is over.
 */
export const emptyBoardHandlers: Record<string, FakeHandler> = {
  'wash/getWashTicketByOrganizationId': () => ok({ tickets: [], totals: emptyLaneTotals() }),
  'wash/getStateThresholds': () => ok([]),
  // The AD's "Pantalla" section under the lanes.
  'wallScreen/listLinks': () => ok([]),
};
