import { assertNever, type Decider } from '../domain/decider';
import { conflict } from '../domain/errors';
import type { UserEvent, UserRegisteredData } from './user.events';

export type UserCommand = { type: 'RegisterUser'; user: Omit<UserRegisteredData, 'registeredAt'>; now: Date };

export type UserState = { status: 'none' } | { status: 'registered'; userId: string; organizationId: string | null };

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', userId: event.data.userId, organizationId: event.data.organizationId };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') throw conflict('El usuario ya existe.');
        return [{ type: 'UserRegistered', data: { ...command.user, registeredAt: command.now.toISOString() } }];
      default:
        return assertNever(command.type);
    }
  },
};
