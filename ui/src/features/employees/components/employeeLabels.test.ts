import { describe, expect, it } from 'vitest';
import { stateChangeMessage } from './employeeLabels';

describe('employee labels', () => {
  it('says blocked when the value sent was 1, otherwise unblocked', () => {
    expect(stateChangeMessage(1)).toBe('El usuario ha sido bloqueado.');
    expect(stateChangeMessage(0)).toBe('El usuario ha sido desbloqueado.');
  });
});
