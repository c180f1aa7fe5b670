import { Grid, Stack, Text } from '@mantine/core';
import { businessMessages } from '@lavado/shared/messages/business';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useContactCard } from '../../../lib/organization/contactCard';
import { CheckInPolicySection } from './CheckInPolicyPanel';
import { ClientRetentionSection } from './ClientRetentionPanel';
import { ContactCardForm } from './ContactCardForm';
import { CustomerPreview } from './CustomerPreview';
import { LogoPanel } from './LogoPanel';

const texts = businessMessages;

/** "Datos del negocio": the AD's card of the car wash, as its customers see it on their page and in WhatsApp notices. */
export function BusinessPage() {
  const { data, isPending, isError, refetch } = useContactCard();
  return (
    <TitledPage title={texts.title}>
      <Text c="dimmed">{texts.intro}</Text>
      {isPending && <PageLoader />}
      {isError && <LoadFailure text={texts.loadFailed} onRetry={() => void refetch()} />}
      {data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <ContactCardForm contactCard={data} />
              <CheckInPolicySection />
              <ClientRetentionSection />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <LogoPanel logo={data.business.logo} />
              <CustomerPreview business={data.business} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </TitledPage>
  );
}
