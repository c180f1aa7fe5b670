import { Grid, Stack } from '@mantine/core';
import { profileMessages } from '@lavado/shared/messages/accounts';
import { LoadFailure } from '../../../lib/components/LoadFailure';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { fullName } from '@lavado/shared/identity/full-name';
import { ExportOwnDataButton } from '../../../lib/personal-data/ExportUserDataButton';
import { useProfile } from '../api/profileApi';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PersonalInfoForm } from './PersonalInfoForm';
import { ProfileCard } from './ProfileCard';

const texts = profileMessages;

/** The signed-in user's own profile, for every role (docs/specification.md#profile). */
export function ProfilePage() {
  const organizationId = useSessionStore((state) => state.session?.organization ?? null);
  const { data: profile, isPending, isError, refetch } = useProfile(organizationId);

  return (
    <TitledPage title={texts.title}>
      {isPending && <PageLoader />}
      {isError && <LoadFailure text={texts.loadFailed} onRetry={() => void refetch()} />}
      {profile && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <ProfileCard profile={profile} />
              <ExportOwnDataButton name={fullName(profile)} organizationId={organizationId} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <PersonalInfoForm profile={profile} organizationId={organizationId} onReload={() => void refetch()} />
              <PasswordChangeForm organizationId={organizationId} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </TitledPage>
  );
}
