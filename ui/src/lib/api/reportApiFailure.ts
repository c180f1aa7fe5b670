import { uiMessages } from '@lavado/shared/messages/ui';
import { assertNever } from '../assertNever';
import { showDialog } from '../dialogs/dialogs';
import { expireSession } from '../session/expireSession';
import { ApiError } from './apiClient';

/** Shows a failed call as docs/specification.md#error-catalogue says; `title` heads the dialog of a refused request. */
export function reportApiFailure(error: unknown, title: string): void {
  if (!(error instanceof ApiError)) {
    showDialog({ kind: 'error', title, message: uiMessages.network.unexpected });
    return;
  }
  switch (error.kind) {
    case 'unavailable':
      showDialog({ kind: 'error', title: uiMessages.common.errorTitle, message: uiMessages.network.unavailable });
      return;
    case 'sessionExpired':
      expireSession(error.sessionEnd);
      return;
    case 'rejected':
      showDialog({ kind: 'error', title, message: error.message });
      return;
    default:
      assertNever(error.kind);
  }
}
