import { QueryCache, QueryClient } from '@tanstack/react-query';
import { commonMessages } from '@lavado/shared/messages/common';
import { reportApiFailure } from '../api/reportApiFailure';

/**
 * Failed reads are reported here, once; each mutation reports its own failure with its own title.
 * No retries and no refetch on focus: commands invalidate what they change, and realtime pushes are
 * meant to invalidate the rest.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reportApiFailure(error, commonMessages.errorTitle) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
