import { useEffect, useState } from 'react';

/** Counts page turns, one every `intervalMs`, from 0 when the screen opens. */
export function usePageTurn(intervalMs: number): number {
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTurn((current) => current + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return turn;
}
