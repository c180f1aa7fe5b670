import { uiMessages } from '@lavado/shared/messages/ui';
import { reportApiFailure } from '../api/reportApiFailure';
import { showSuccessToast } from '../dialogs/dialogs';

/** The `mutate` callbacks of a money command: a toast with the server's own words, then `afterSuccess`; or the failure dialog. */
export function moneyOutcome(title: string, afterSuccess: () => void = () => {}) {
  return {
    onSuccess: (result: { msg?: string }) => {
      showSuccessToast(title, result.msg);
      afterSuccess();
    },
    onError: (error: unknown) => reportApiFailure(error, uiMessages.common.errorTitle),
  };
}
