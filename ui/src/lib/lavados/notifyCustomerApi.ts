import { washApi } from '@lavado/shared/wash/wash.contract';
import { useCommand, type Invalidations } from '../query/useCommand';

/**
 * Records that the client was told about the ticket's state. The card's
 * push shows "Avisado" everywhere; `refreshes` is what the screen reads again in case no push comes.
 */
export const useNotifyCustomer = (refreshes: Invalidations) => useCommand(washApi.notifyCustomer, { invalidates: refreshes });
