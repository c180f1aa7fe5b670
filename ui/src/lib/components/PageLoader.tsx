import { Center, Loader } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader aria-label={uiMessages.common.loading} />
    </Center>
  );
}
