import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { useFeedbackSummary } from '../../../lib/feedback/feedbackSummary';
import { LowFeedbackList } from '../../../lib/feedback/LowFeedbackList';
import { Figure } from './Figure';

const texts = dashboardMessages.feedback;

/** One decimal, the way a Chilean reads a grade: 8,4. */
const averageFormat = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "Opinión de clientes": the week's average score and count, and today's low answers, pushed live. */
export function FeedbackCard() {
  const { data } = useFeedbackSummary();
  const average = data?.week.average;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={texts.title}>
      <Title order={4}>{texts.title}</Title>
      <Group justify="space-around" my="md">
        <Stack gap={2} align="center" role="group" aria-label={texts.average}>
          <Skeleton visible={data === undefined} miw={64}>
            <Text fz={28} fw={700} lh={1.1}>
              {average === null || average === undefined ? '–' : `${averageFormat.format(average)} / 10`}
            </Text>
          </Skeleton>
          <Text size="sm" c="dimmed">
            {texts.average}
          </Text>
        </Stack>
        <Figure label={texts.count} value={data?.week.count} />
      </Group>
      {data?.week.count === 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {texts.noAnswers}
        </Text>
      )}
      <Title order={5} mt="sm" mb="xs">
        {texts.lowToday}
      </Title>
      {data && data.lowScoresToday.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noLowToday}
        </Text>
      ) : (
        <LowFeedbackList answers={data?.lowScoresToday ?? []} />
      )}
    </Card>
  );
}
