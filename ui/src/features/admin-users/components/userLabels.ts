import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import type { Enable } from '@lavado/shared/organizations/organization.schemas';
import { chatLink } from '@lavado/shared/validation/contact';

const texts = uiMessages.admin.users;

export const fullName = (user: UserProfile) => `${user.firstName} ${user.secondName}`.trim();

export const phoneLabel = (phone: number) => `${uiMessages.employees.phonePrefix} ${phone}`;

export const userChatLink = (user: UserProfile, phone: number) => chatLink(phone, texts.chatText(user.firstName));

export const roleLabel = (user: UserProfile) => uiMessages.roles[user.role];

export const genderLabel = (user: UserProfile) => (user.gender === null ? '' : uiMessages.genders[user.gender]);

export const stateLabel = (enable: Enable) => (enable === 1 ? texts.enabled : texts.disabled);
