import { Alert } from '@mantine/core';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { IconMoodSad } from '@tabler/icons-react';
import { useFeedbackSummary } from './feedbackSummary';
import { LowFeedbackList } from './LowFeedbackList';

/**
 * On the AD's board: the customers who scored today's wash 6 or below, pushed live, so the owner
 * can act before the car leaves. Nothing for other roles, nor when there is none.
 */
export function LowFeedbackAlert() {
  const { data } = useFeedbackSummary();
  const answers = data?.lowScoresToday ?? [];
  if (answers.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconMoodSad />} title={dashboardMessages.feedback.alertTitle(answers.length)} role="alert">
      <LowFeedbackList answers={answers} />
    </Alert>
  );
}
