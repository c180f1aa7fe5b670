import { commonMessages, networkMessages } from '@lavado/shared/messages/common';
import { assertNever } from '../assertNever';
import { showDialog } from '../dialogs/dialogs';
import { expireSession } from '../session/expireSession';
import { ApiError } from './apiClient';

/** Shows a failed call as docs/specification.md#error-catalogue says; `title` heads the dialog of a refused request. */
export function reportApiFailure(error: unknown, title: string): void {
  if (!(error instanceof ApiError)) {
    showDialog({ kind: 'error', title, message: networkMessages.unexpected });
    return;
  }
  switch (error.kind) {
    case 'unavailable':
      showDialog({ kind: 'error', title: commonMessages.errorTitle, message: networkMessages.unavailable });
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
