import { employeesMessages } from '@lavado/shared/messages/accounts';
import type { Enable } from '@lavado/shared/organizations/organization.schemas';

const texts = employeesMessages;

/** After a toggle: says blocked when the value sent was 1, otherwise unblocked (docs/specification.md#states-and-transitions). */
export const stateChangeMessage = (sentEnable: Enable) => (sentEnable === 1 ? texts.blocked : texts.unblocked);
