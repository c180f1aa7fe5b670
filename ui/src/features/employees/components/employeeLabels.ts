import { uiMessages } from '@lavado/shared/messages/ui';
import type { Employee } from '@lavado/shared/identity/employee.schemas';
import type { Enable } from '@lavado/shared/organizations/organization.schemas';
import { chatLink } from '@lavado/shared/validation/contact';

const texts = uiMessages.employees;

export const fullName = (employee: Employee) => `${employee.firstName} ${employee.secondName}`.trim();

export const phoneLabel = (phone: number) => `${texts.phonePrefix} ${phone}`;

export const employeeChatLink = (employee: Employee & { phone: number }) => chatLink(employee.phone, texts.chatText(employee.firstName));

/** The spec's confirmation after a toggle: blocked when the value sent was 1, otherwise unblocked. */
export const stateChangeMessage = (sentEnable: Enable) => (sentEnable === 1 ? texts.blocked : texts.unblocked);
