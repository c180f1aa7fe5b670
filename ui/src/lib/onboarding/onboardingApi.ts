import { onboardingApi } from '@lavado/shared/identity/onboarding.contract';
import { useCommand } from '../query/useCommand';
import { useSessionStore } from '../session/sessionStore';

/** Closing (docs/specification.md#states-and-transitions): state 1 is sent, and a truthy status marks the session onBoard (no reload). */
export function useCompleteOnboarding() {
  const setOnBoard = useSessionStore((state) => state.setOnBoard);
  return useCommand(onboardingApi.completeOnboarding, {
    onSuccess: ({ status }) => {
      if (status) setOnBoard(true);
    },
  });
}
