import { commonMessages } from '@lavado/shared/messages/common';
import { reportApiFailure } from '../api/reportApiFailure';
import { showDialog } from '../dialogs/dialogs';

interface SuccessDialog<Result> {
  successTitle: string;
  successMessage: (result: Result) => string;
  /** Runs once the success dialog is up: typically closes or resets the form. */
  afterSuccess: () => void;
}

/**
 * The `mutate` callbacks of a form's command: the success dialog, then `afterSuccess`; or the
 * failure dialog of docs/specification.md#error-catalogue, headed 'Error!' when the server refused the request.
 */
export function commandOutcome<Result>({ successTitle, successMessage, afterSuccess }: SuccessDialog<Result>) {
  return {
    onSuccess: (result: Result) => {
      showDialog({ kind: 'success', title: successTitle, message: successMessage(result) });
      afterSuccess();
    },
    onError: (error: unknown) => reportApiFailure(error, commonMessages.errorTitle),
  };
}
