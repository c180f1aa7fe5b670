import { describe, expect, it } from 'vitest';
import { canGoLive, finishReplay, offerLiveRow, startCatchUp, type CatchUp } from './catch-up';
import { parseFeedPosition, type FeedPosition } from './feed-position';
import type { FeedRow } from './feed-reader';

const at = (text: string): FeedPosition => {
  const position = parseFeedPosition(text);
  if (!position) throw new Error(`bad test position ${text}`);
  return position;
};
const row = (text: string): FeedRow => ({ position: at(text), organizationId: 'org', topic: 'board.card', payload: { at: text } });

function offerAll(catchUp: CatchUp, rows: FeedRow[]): { catchUp: CatchUp; sent: FeedRow[] } {
  const sent: FeedRow[] = [];
  for (const live of rows) {
    const offered = offerLiveRow(catchUp, live);
    catchUp = offered.catchUp;
    if (offered.send) sent.push(offered.send);
  }
  return { catchUp, sent };
}

describe('catching up a resuming socket', () => {
  it('holds live rows back while the replay runs', () => {
    const { catchUp, sent } = offerAll(startCatchUp(), [row('10:1'), row('11:2')]);
    expect(sent).toEqual([]);
    expect(catchUp).toEqual({ phase: 'replaying', heldBack: [row('10:1'), row('11:2')] });
  });

  it('after the replay, sends only the held-back rows the replay did not cover, in order', () => {
    const { catchUp } = offerAll(startCatchUp(), [row('10:1'), row('11:2'), row('12:3')]);
    const finished = finishReplay(catchUp, at('11:0'));
    expect(finished.send).toEqual([row('11:2'), row('12:3')]);
    expect(finished.catchUp).toEqual({ phase: 'following', cursor: at('12:3') });
  });

  it('resumes from the replay horizon when every held-back row was replayed', () => {
    const { catchUp } = offerAll(startCatchUp(), [row('10:1')]);
    expect(finishReplay(catchUp, at('20:0'))).toEqual({ catchUp: { phase: 'following', cursor: at('20:0') }, send: [] });
  });

  it('refuses to finish a replay twice', () => {
    const { catchUp } = finishReplay(startCatchUp(), at('5:0'));
    expect(() => finishReplay(catchUp, at('6:0'))).toThrow(/twice/);
  });

  it('while following, skips rows it has already sent and sends newer ones once', () => {
    const following: CatchUp = { phase: 'following', cursor: at('20:0') };
    const { catchUp, sent } = offerAll(following, [row('19:7'), row('20:1'), row('20:1'), row('21:4')]);
    expect(sent).toEqual([row('20:1'), row('21:4')]);
    expect(catchUp).toEqual({ phase: 'following', cursor: at('21:4') });
  });

  it('goes live once the node has handed over everything the socket has seen, never while replaying', () => {
    expect(canGoLive(startCatchUp(), at('99:0'))).toBe(false);
    const following: CatchUp = { phase: 'following', cursor: at('20:5') };
    expect(canGoLive(following, at('20:4'))).toBe(false);
    expect(canGoLive(following, at('20:5'))).toBe(true);
    expect(canGoLive(following, at('21:0'))).toBe(true);
  });
});
