import { uiMessages } from '@lavado/shared/messages/ui';
import type { UserProfile } from '@lavado/shared/identity/user.schemas';
import type { Enable } from '@lavado/shared/organizations/organization.schemas';

const texts = uiMessages.admin.users;

export const roleLabel = (user: UserProfile) => uiMessages.roles[user.role];

export const genderLabel = (user: UserProfile) => (user.gender === null ? '' : uiMessages.genders[user.gender]);

export const stateLabel = (enable: Enable) => (enable === 1 ? texts.enabled : texts.disabled);
