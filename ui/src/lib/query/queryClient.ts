import { QueryCache, QueryClient } from '@tanstack/react-query';
import { commonMessages, networkMessages } from '@lavado/shared/messages/common';
import { realtimeMessages } from '@lavado/shared/messages/layout';
import { ApiError } from '../api/apiClient';
import { reportApiFailure } from '../api/reportApiFailure';
import { showNoticeToast } from '../dialogs/dialogs';

/**
 * A read that fails because the device has no network at all (a bay's Wi-Fi, issue 19): every read
 * of the screen fails at once, and a dialog each would cover the board that already says it is not
 * live and keeps the washer's taps; one light notice instead.
 */
function reportReadFailure(error: unknown): void {
  if (error instanceof ApiError && error.kind === 'unavailable' && !navigator.onLine) {
    showNoticeToast(realtimeMessages.offline, networkMessages.unavailable, 'offline-reads');
    return;
  }
  reportApiFailure(error, commonMessages.errorTitle);
}

/**
 * Failed reads are reported here, once; each mutation reports its own failure with its own title.
 * No retries and no refetch on focus: commands invalidate what they change, and realtime pushes are
 * meant to invalidate the rest.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportReadFailure }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
