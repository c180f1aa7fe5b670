import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';
import { layoutMessages } from '@lavado/shared/messages/layout';
import { lazy, Suspense } from 'react';
import { reportApiFailure } from '../api/reportApiFailure';
import { PageLoader } from '../components/PageLoader';
import type { Role } from '../session/roles';
import { useApplicationParameters } from '../settings/applicationParameters';
import { useCompleteOnboarding } from './onboardingApi';
import { shouldShowOnboarding } from './onboardingVisibility';

const texts = layoutMessages.onboarding;

const OnboardingCarousel = lazy(async () => ({ default: (await import('./OnboardingCarousel')).OnboardingCarousel }));

interface OnboardingOverlayProps {
  role: Role;
  onBoard: boolean;
  /** Ayuda asked for it: shown whatever the platform's onboarding flag says (the flag only governs the first showing). */
  requested?: boolean;
  onClosed?: () => void;
}

/**
 * The welcome carousel of the main layout (docs/specification.md#main-layout). Cerrar marks it seen on the
 * server and in the session; Ayuda in the top bar sets onBoard back to false, which shows it again.
 */
export function OnboardingOverlay({ role, onBoard, requested = false, onClosed }: OnboardingOverlayProps) {
  const parameters = useApplicationParameters();
  const completeOnboarding = useCompleteOnboarding();
  const opened = requested || shouldShowOnboarding({ role, onBoard, onboardingEnabled: parameters?.onboarding });

  const close = () => {
    if (completeOnboarding.isPending) return;
    completeOnboarding.mutate(
      { state: 1 },
      {
        onSuccess: () => onClosed?.(),
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text fw={700} size="lg">
          {texts.title}
        </Text>
      }
      centered
      size="lg"
      withCloseButton={false}
    >
      <Stack gap="md">
        <Suspense fallback={<PageLoader />}>{opened && <OnboardingCarousel />}</Suspense>
        <Group justify="flex-end">
          <Button onClick={close} loading={completeOnboarding.isPending} data-autofocus>
            {texts.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
