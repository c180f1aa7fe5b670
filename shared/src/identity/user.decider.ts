import { assertNever, type Decider } from '../domain/decider';
import { conflict, notFound } from '../domain/errors';
import type { Enable } from '../organizations/organization.schemas';
import type {
  EmployeeNumberEvent,
  PasswordChangeReason,
  ProfileFields,
  UserErasedData,
  UserEvent,
  UserRegisteredData,
} from './user.events';

export const userMessages = {
  exists: 'El usuario ya existe.',
  notFound: 'El usuario no existe.',
  erased: 'Datos personales del usuario eliminados.',
  cannotEraseSelf: 'No puede eliminar los datos personales de su propio usuario.',
  lastAdministrator:
    'No se pueden eliminar los datos del único administrador de la organización: cree otro administrador antes de eliminarlo.',
} as const;

export type UserCommand =
  | { type: 'RegisterUser'; user: Omit<UserRegisteredData, 'registeredAt'>; now: Date }
  /** The client sends the value it shows; the server flips it. */
  /** `organizationId`: the caller's organization, or null for the platform (SA) scope. */
  | { type: 'ToggleUserState'; organizationId: string | null; shownEnable: Enable }
  | { type: 'DeleteUser'; organizationId: string | null }
  /** The new hash is already stored by the handler; the event only records that it changed. */
  | { type: 'ChangePassword'; reason: PasswordChangeReason; now: Date }
  | { type: 'UpdateProfile'; profile: ProfileFields }
  | { type: 'CompleteOnboarding' }
  /** `organizationId`: the caller's organization (an AD setting an employee's), or null for the user themself or the SA. */
  | { type: 'SetIdentification'; identification: string; organizationId: string | null }
  /**
   * The SA erases the user's personal data. What is theirs beyond their stream is found by the
   * command; `callerId` is who asks (nobody erases themself) and `otherAdministrators` how many other
   * administrators the user's organization keeps (its last one is not erased).
   */
  | {
      type: 'EraseUser';
      callerId: string;
      otherAdministrators: number;
      erasure: Omit<UserErasedData, 'userId' | 'organizationId' | 'erasedAt'>;
      now: Date;
    };
export type ExistingUser = {
  status: 'active' | 'inactive' | 'deleted';
  userId: string;
  organizationId: string | null;
  role: UserRegisteredData['role'];
  identification: string | null;
  email: string;
  firstName: string;
  secondName: string;
  phone: number | null;
  onBoard: boolean;
};

/** Erased: nothing of the person is known any more; their id stays, named by what they did. */
export type ErasedUser = { status: 'erased'; userId: string; organizationId: string | null; erasure: UserErasedData };

export type UserState = { status: 'none' } | ExistingUser | ErasedUser;

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    // An erased user's stream takes no event after its erasure.
    if (state.status === 'erased') return state;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, organizationId, role, identification, email, firstName, secondName, phone } = event.data;
        return { status: 'active', userId, organizationId, role, identification, email, firstName, secondName, phone, onBoard: false };
      }
      case 'UserEnabled':
        return state.status === 'inactive' ? { ...state, status: 'active' } : state;
      case 'UserDisabled':
        return state.status === 'active' ? { ...state, status: 'inactive' } : state;
      case 'UserDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      case 'UserPasswordChanged':
        return state;
      case 'UserProfileUpdated': {
        const { firstName, secondName, email, phone } = event.data;
        return state.status === 'none' ? state : { ...state, firstName, secondName, email, phone };
      }
      case 'UserOnboardingCompleted':
        return state.status === 'none' ? state : { ...state, onBoard: true };
      case 'UserIdentificationSet':
        return state.status === 'none' ? state : { ...state, identification: event.data.identification };
      case 'UserErased':
        return { status: 'erased', userId: event.data.userId, organizationId: event.data.organizationId, erasure: event.data };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') throw conflict(userMessages.exists);
        return [{ type: 'UserRegistered', data: { ...command.user, registeredAt: command.now.toISOString() } }];
      case 'ToggleUserState': {
        if (!isVisible(state, command.organizationId)) throw notFound(userMessages.notFound);
        const { userId } = state;
        if (command.shownEnable === 1) return state.status === 'active' ? [{ type: 'UserDisabled', data: { userId } }] : [];
        return state.status === 'inactive' ? [{ type: 'UserEnabled', data: { userId } }] : [];
      }
      case 'DeleteUser':
        if (!isVisible(state, command.organizationId)) throw notFound(userMessages.notFound);
        return [{ type: 'UserDeleted', data: { userId: state.userId } }];
      case 'ChangePassword':
        if (!isVisible(state, null)) throw notFound(userMessages.notFound);
        return [
          { type: 'UserPasswordChanged', data: { userId: state.userId, reason: command.reason, changedAt: command.now.toISOString() } },
        ];
      case 'UpdateProfile':
        if (!isVisible(state, null)) throw notFound(userMessages.notFound);
        if (sameProfile(state, command.profile)) return [];
        return [{ type: 'UserProfileUpdated', data: { userId: state.userId, ...command.profile } }];
      case 'SetIdentification':
        if (!isVisible(state, command.organizationId)) throw notFound(userMessages.notFound);
        if (state.identification === command.identification) return [];
        return [{ type: 'UserIdentificationSet', data: { userId: state.userId, identification: command.identification } }];
      case 'CompleteOnboarding':
        if (!isVisible(state, null)) throw notFound(userMessages.notFound);
        return state.onBoard ? [] : [{ type: 'UserOnboardingCompleted', data: { userId: state.userId } }];
      case 'EraseUser':
        return decideErasure(command, state);
      default:
        return assertNever(command);
    }
  },
};

/**
 * A deleted user may still be erased (their data outlives the deletion); an erased one is erased
 * again by nothing (the command then only deletes whatever keys are left).
 */
function decideErasure(command: Extract<UserCommand, { type: 'EraseUser' }>, state: UserState): UserEvent[] {
  if (state.status === 'none') throw notFound(userMessages.notFound);
  if (state.status === 'erased') return [];
  if (command.callerId === state.userId) throw conflict(userMessages.cannotEraseSelf);
  if (state.role === 'AD' && state.status !== 'deleted' && command.otherAdministrators === 0)
    throw conflict(userMessages.lastAdministrator);
  return [
    {
      type: 'UserErased',
      data: { userId: state.userId, organizationId: state.organizationId, ...command.erasure, erasedAt: command.now.toISOString() },
    },
  ];
}

/** A deleted or erased user, or another organization's, behaves as if it did not exist. */
export function isVisible(state: UserState, organizationId: string | null): state is ExistingUser {
  if (state.status === 'none' || state.status === 'deleted' || state.status === 'erased') return false;
  return organizationId === null || state.organizationId === organizationId;
}

function sameProfile(user: ExistingUser, profile: ProfileFields): boolean {
  return (
    user.firstName === profile.firstName &&
    user.secondName === profile.secondName &&
    user.email === profile.email &&
    user.phone === profile.phone
  );
}

export type EmployeeNumberState = { last: number; byUser: Record<string, number> };

/** Hands out the next employee number of an organization; the same user always keeps theirs. */
export const employeeNumberDecider: Decider<
  { type: 'AssignEmployeeNumber'; organizationId: string; userId: string },
  EmployeeNumberState,
  EmployeeNumberEvent
> = {
  initialState: { last: 0, byUser: {} },
  evolve(state, event) {
    return {
      last: Math.max(state.last, event.data.employeeNumber),
      byUser: { ...state.byUser, [event.data.userId]: event.data.employeeNumber },
    };
  },
  decide(command, state) {
    if (state.byUser[command.userId] !== undefined) return [];
    return [
      {
        type: 'EmployeeNumberAssigned',
        data: { organizationId: command.organizationId, userId: command.userId, employeeNumber: state.last + 1 },
      },
    ];
  },
};
