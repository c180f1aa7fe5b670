import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startRealtimeSession } from './realtimeSession';

/** One socket per signed-in session: a new token (another sign-in) opens a new one. */
export function useRealtimeSession(token: string): void {
  const queryClient = useQueryClient();
  useEffect(() => startRealtimeSession({ queryClient }), [queryClient, token]);
}
