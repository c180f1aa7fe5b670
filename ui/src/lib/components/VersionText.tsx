import { Text } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { appVersion } from '../version';

export function VersionText() {
  return (
    <Text size="xs" c="dimmed">
      {uiMessages.version(appVersion)}
    </Text>
  );
}
