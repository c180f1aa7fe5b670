import { Anchor, Center, Stack, Text } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { Link } from 'react-router-dom';
import { paths } from './paths';

/** Shown when a page fails to load or render (for instance a chunk missing after a deploy). */
export function RouteErrorPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Text>{uiMessages.network.unexpected}</Text>
        <Anchor component={Link} to={paths.landing} reloadDocument>
          {uiMessages.common.back}
        </Anchor>
      </Stack>
    </Center>
  );
}
