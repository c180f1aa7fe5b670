import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { LowFeedback } from '@lavado/shared/dashboard/dashboard.schemas';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { shortTime } from '../format/dates';
import { localClockTime } from '../format/zonedClock';

const texts = dashboardMessages.feedback;

/** Today's low answers, newest first: the plate, the score, the time and what the customer wrote, with the ticket's record. */
export function LowFeedbackList({ answers }: { answers: readonly LowFeedback[] }) {
  return (
    <List listStyleType="none" spacing="xs" aria-label={texts.lowToday}>
      {answers.map((answer) => (
        <List.Item key={answer.ticketId}>
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Text fw={800} ff="monospace">
                {answer.plate}
              </Text>
              <Badge color={answer.score <= 3 ? 'red' : 'orange'} variant="filled">
                {texts.score(answer.score)}
              </Badge>
              <Text size="sm" c="dimmed">
                {shortTime(localClockTime(new Date(answer.givenAt)))}
              </Text>
              <Anchor component={Link} to={generatePath(paths.home.codes, { id: answer.ticketId })} size="sm">
                {texts.openRecord}
              </Anchor>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} fs={answer.comment ? undefined : 'italic'}>
              {answer.comment || texts.noComment}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
