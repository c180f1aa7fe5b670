import { dashboardApi } from '@lavado/shared/dashboard/dashboard.contract';
import { FEEDBACK_RECEIVED, feedbackReceivedPayload } from '@lavado/shared/wash/ticket-feedback';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/apiClient';
import { useSessionOrganizationId } from '../lavados/organizationScope';
import { useFeed } from '../realtime/useFeed';
import { useSessionStore } from '../session/sessionStore';

export const feedbackKeys = {
  all: ['feedback'] as const,
  summary: (organizationId: string | null) => [...feedbackKeys.all, 'summary', organizationId] as const,
};

/** Whether the session may read the customers' opinions: the AD's alone (comments are personal data). */
export function useMayReadFeedback(): boolean {
  const role = useSessionStore((state) => state.session?.role);
  return (dashboardApi.getFeedback.access as readonly string[]).includes(role ?? '');
}

/**
 * The week's score and today's low answers; read again whenever an answer is pushed (by ticket id
 * only: the plate and the comment come from this read, which only the AD may make).
 */
export function useFeedbackSummary() {
  const queryClient = useQueryClient();
  const organizationId = useSessionOrganizationId();
  const allowed = useMayReadFeedback();
  useFeed(FEEDBACK_RECEIVED, (payload) => {
    if (feedbackReceivedPayload.safeParse(payload).success) void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
  });
  return useQuery({
    queryKey: feedbackKeys.summary(organizationId),
    queryFn: () => call(dashboardApi.getFeedback, { organizationId }),
    enabled: allowed,
  });
}
