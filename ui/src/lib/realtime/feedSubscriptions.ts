import type { FeedMessage } from '@lavado/realtime/protocol';

export type FeedHandler = (payload: FeedMessage['payload']) => void;

const handlersByTopic = new Map<string, Set<FeedHandler>>();

/** Registers `handler` for pushes of `topic`; returns the function that removes it. */
export function subscribeToFeed(topic: string, handler: FeedHandler): () => void {
  const handlers = handlersByTopic.get(topic) ?? new Set<FeedHandler>();
  handlersByTopic.set(topic, handlers);
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0) handlersByTopic.delete(topic);
  };
}

/** Hands a push to every handler of its topic; one failing handler does not keep the others from it. */
export function deliverFeedMessage({ topic, payload }: FeedMessage): void {
  for (const handler of handlersByTopic.get(topic) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      console.error(`realtime handler for ${topic} failed`, error);
    }
  }
}
