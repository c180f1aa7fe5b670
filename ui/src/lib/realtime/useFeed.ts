import { useEffect, useEffectEvent } from 'react';
import { subscribeToFeed, type FeedHandler } from './feedSubscriptions';

/**
 * Calls `handler` with the payload of every push of `topic` while the component is mounted; the
 * latest `handler` is used, so it may read current props and state without resubscribing.
 */
export function useFeed(topic: string, handler: FeedHandler): void {
  const onPush = useEffectEvent(handler);
  useEffect(() => subscribeToFeed(topic, (payload) => onPush(payload)), [topic]);
}
