import { Button, Stack, Text } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useApplicationParametersToEdit } from '../api/configApi';
import { ConfigForm } from './ConfigForm';
import { toConfigForm } from './configForm';

const texts = uiMessages.admin.config;

/** The platform parameters: maintenance, onboarding, mail service, session time and maintenance end. */
export function ConfigPage() {
  const { data: parameters, isPending, isError, refetch } = useApplicationParametersToEdit();
  return (
    <TitledPage title={texts.title}>
      {isPending && <PageLoader />}
      {isError && (
        <Stack align="center" py="xl" gap="sm">
          <Text c="dimmed">{texts.loadFailed}</Text>
          <Button variant="light" onClick={() => void refetch()}>
            {uiMessages.common.retry}
          </Button>
        </Stack>
      )}
      {parameters && <ConfigForm initial={toConfigForm(parameters)} />}
    </TitledPage>
  );
}
