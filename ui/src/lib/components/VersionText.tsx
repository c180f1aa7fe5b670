import { Text } from '@mantine/core';
import { appMessages } from '@lavado/shared/messages/common';
import { appVersion } from '../version';

export function VersionText() {
  return (
    <Text size="xs" c="dimmed">
      {appMessages.version(appVersion)}
    </Text>
  );
}
