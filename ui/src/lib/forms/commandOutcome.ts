import { uiMessages } from '@lavado/shared/messages/ui';
import { useIdempotencyKey } from '../api/idempotencyKey';
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
    onError: (error: unknown) => reportApiFailure(error, uiMessages.common.errorTitle),
  };
}

/**
 * `commandOutcome` for a command sent with an `Idempotency-Key`: `idempotencyKeyFor(request)` keeps
 * the key while the same request is retried after a failure, and a success forgets it, so that
 * sending the same values again afterwards is a new command.
 */
export function useKeyedCommandOutcome<Result>({ afterSuccess, ...dialog }: SuccessDialog<Result>) {
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  const outcome = commandOutcome({
    ...dialog,
    afterSuccess: () => {
      forget();
      afterSuccess();
    },
  });
  return { idempotencyKeyFor, outcome };
}
