import { Button, Stack, Text } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';

interface LoadFailureProps {
  /** Left out where the page has no words of its own: the query client's dialog has already reported the failure. */
  text?: string;
  onRetry: () => void;
}

/** What a screen shows in place of data it could not load: the failure, and a button to ask again. */
export function LoadFailure({ text, onRetry }: LoadFailureProps) {
  return (
    <Stack align="center" py="xl" gap="sm">
      {text !== undefined && <Text c="dimmed">{text}</Text>}
      <Button variant="light" onClick={onRetry}>
        {commonMessages.retry}
      </Button>
    </Stack>
  );
}
