import { useEffect, useRef } from 'react';

/** Pixels per step and the step's interval: slow enough to read a plate as it passes. */
const STEP_PX = 1;
const STEP_MS = 40;
/** How long it rests at the top and at the bottom before moving on. */
const REST_MS = 4_000;

/**
 * Scrolls an overflowing element down slowly, rests, jumps back to the top and starts again: a lane
 * of the wall screen that holds more cards than fit shows them all, with nobody touching the TV.
 */
export function useAutoScroll<Element extends HTMLElement>(enabled: boolean) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let restUntil = Date.now() + REST_MS;
    const timer = setInterval(() => {
      const overflow = element.scrollHeight - element.clientHeight;
      if (overflow <= 0 || Date.now() < restUntil) return;
      if (element.scrollTop >= overflow - 1) {
        element.scrollTop = 0;
        restUntil = Date.now() + REST_MS;
        return;
      }
      element.scrollTop += STEP_PX;
      if (element.scrollTop >= overflow - 1) restUntil = Date.now() + REST_MS;
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  return ref;
}
