import { Center, Loader } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={commonMessages.loading} />
    </Center>
  );
}
