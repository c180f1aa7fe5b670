import { userAccountMessages } from '@lavado/shared/messages/accounts';
import { ROLE_LABELS } from '@lavado/shared/auth/roles';
import { GENDER_LABELS, type UserProfile } from '@lavado/shared/identity/user.schemas';
import type { Enable } from '@lavado/shared/organizations/organization.schemas';

export const roleLabel = (user: UserProfile) => ROLE_LABELS[user.role];

export const genderLabel = (user: UserProfile) => (user.gender === null ? '' : GENDER_LABELS[user.gender]);

export const stateLabel = (enable: Enable) => userAccountMessages.states[enable];
