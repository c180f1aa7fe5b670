import { useMutation } from '@tanstack/react-query';
import { statusResponse } from '@lavado/shared/identity/user.schemas';
import { apiPost } from '../api/apiClient';
import { useSessionStore } from '../session/sessionStore';

/** Closing (docs/specification.md#states-and-transitions): state 1 is sent, and a truthy status marks the session onBoard (no reload). */
export function useCompleteOnboarding() {
  const setOnBoard = useSessionStore((state) => state.setOnBoard);
  return useMutation({
    mutationFn: () => apiPost('onBoard/setOnBoardStatus', { state: 1 }, statusResponse.parse),
    onSuccess: ({ status }) => {
      if (status) setOnBoard(true);
    },
  });
}
