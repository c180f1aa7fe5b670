import { assertNever, type Decider } from '../domain/decider';
import { DEFAULT_PARAMETERS, type ApplicationParameters, type SetApplicationParameters } from './settings.schemas';
import type { SettingsEvent } from './settings.events';

export type SettingsCommand = { type: 'ChangeSettings'; changes: SetApplicationParameters };

/** Values left out of the command keep their current value; an unchanged save appends nothing. */
export const settingsDecider: Decider<SettingsCommand, ApplicationParameters, SettingsEvent> = {
  initialState: DEFAULT_PARAMETERS,
  evolve(_state, event) {
    switch (event.type) {
      case 'PlatformSettingsChanged':
        return event.data;
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangeSettings': {
        const { sessionTime, maintenanceEndsAt, ...switches } = command.changes;
        const next: ApplicationParameters = {
          ...state,
          ...switches,
          sessionTime: sessionTime ?? state.sessionTime,
          maintenanceEndsAt: maintenanceEndsAt === undefined ? state.maintenanceEndsAt : maintenanceEndsAt,
        };
        const changed = (Object.keys(next) as (keyof ApplicationParameters)[]).some((key) => next[key] !== state[key]);
        return changed ? [{ type: 'PlatformSettingsChanged', data: next }] : [];
      }
      default:
        return assertNever(command.type);
    }
  },
};
