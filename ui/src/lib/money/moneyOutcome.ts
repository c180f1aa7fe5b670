import { commonMessages } from '@lavado/shared/messages/common';
import { reportApiFailure } from '../api/reportApiFailure';
import { showSuccessToast } from '../dialogs/dialogs';

/** The `mutate` callbacks of a money command: a toast with the server's own words, then `afterSuccess`; or the failure dialog. */
export function moneyOutcome(title: string, afterSuccess: () => void = () => {}) {
  return {
    onSuccess: (result: { msg?: string }) => {
      // The server's words under the title, unless they only repeat it.
      showSuccessToast(title, result.msg && result.msg !== title ? result.msg : undefined);
      afterSuccess();
    },
    onError: (error: unknown) => reportApiFailure(error, commonMessages.errorTitle),
  };
}
