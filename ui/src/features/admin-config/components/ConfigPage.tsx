import { adminMessages } from '@lavado/shared/messages/admin';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useApplicationParametersToEdit } from '../api/configApi';
import { ConfigForm } from './ConfigForm';
import { toConfigForm } from './configForm';

const texts = adminMessages.config;

/** The platform parameters: maintenance, onboarding, mail service, session time and maintenance end. */
export function ConfigPage() {
  const { data: parameters, isPending, isError, refetch } = useApplicationParametersToEdit();
  return (
    <TitledPage title={texts.title}>
      {isPending && <PageLoader />}
      {isError && <LoadFailure text={texts.loadFailed} onRetry={() => void refetch()} />}
      {parameters && <ConfigForm initial={toConfigForm(parameters)} />}
    </TitledPage>
  );
}
