import { profileApi } from '@lavado/shared/identity/user.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../api/apiClient';
import { useSessionStore } from '../session/sessionStore';

/** Closing (docs/specification.md#states-and-transitions): state 1 is sent, and a truthy status marks the session onBoard (no reload). */
export function useCompleteOnboarding() {
  const setOnBoard = useSessionStore((state) => state.setOnBoard);
  return useMutation({
    mutationFn: () => call(profileApi.completeOnboarding, { state: 1 }),
    onSuccess: ({ status }) => {
      if (status) setOnBoard(true);
    },
  });
}
