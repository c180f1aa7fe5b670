import { useEffect } from 'react';

/**
 * Keeps the screen awake while mounted, where the browser offers the Screen Wake Lock API. The
 * browser drops the lock whenever the page is hidden, so it is asked for again each time the page
 * is shown. A refusal (battery saver, policy) leaves the screen to its own settings.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let unmounted = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const acquired = await navigator.wakeLock.request('screen');
        if (unmounted) void acquired.release();
        else lock = acquired;
      } catch {
        lock = null;
      }
    };
    const acquireWhenVisible = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', acquireWhenVisible);
    return () => {
      unmounted = true;
      document.removeEventListener('visibilitychange', acquireWhenVisible);
      void lock?.release();
    };
  }, []);
}
