import { uiMessages } from '@lavado/shared/messages/ui';
import type { Enable } from '@lavado/shared/organizations/organization.schemas';

const texts = uiMessages.employees;

/** The spec's confirmation after a toggle: blocked when the value sent was 1, otherwise unblocked. */
export const stateChangeMessage = (sentEnable: Enable) => (sentEnable === 1 ? texts.blocked : texts.unblocked);
