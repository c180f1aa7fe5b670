import { Anchor, Center, Stack, Text } from '@mantine/core';
import { commonMessages, networkMessages } from '@lavado/shared/messages/common';
import { Link } from 'react-router-dom';
import { paths } from './paths';

/** Shown when a page fails to load or render (for instance a chunk missing after a deploy). */
export function RouteErrorPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Text>{networkMessages.unexpected}</Text>
        <Anchor component={Link} to={paths.landing} reloadDocument>
          {commonMessages.back}
        </Anchor>
      </Stack>
    </Center>
  );
}
