import { describe, expect, it } from 'vitest';
import { clientTypeText, lastServiceText, toPhoneInput } from './clientDisplay';

describe('client display', () => {
  it("shows the last service as the spec's short date in Santiago's zone", () => {
    // 02:30 UTC on 5 June is still 4 June in Santiago (UTC-4).
    expect(lastServiceText('2025-06-05T02:30:00.000Z')).toBe('4/6/25');
    expect(lastServiceText('2025-12-24T15:00:00.000Z')).toBe('24/12/25');
    expect(lastServiceText(null)).toBe('—');
  });

  it('names the client types', () => {
    expect(clientTypeText('E')).toBe('Empresa');
    expect(clientTypeText('P')).toBe('Particular');
  });

  it('keeps nine digits at most in the phone field', () => {
    expect(toPhoneInput('9 8765 4321')).toBe('987654321');
    expect(toPhoneInput('9876543210')).toBe('987654321');
  });
});
