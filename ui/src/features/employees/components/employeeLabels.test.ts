import type { Employee } from '@lavado/shared/identity/employee.schemas';
import { describe, expect, it } from 'vitest';
import { employeeChatLink, fullName, phoneLabel, stateChangeMessage } from './employeeLabels';

const employee: Employee = {
  id: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  enable: 1,
  employeeNumber: 3,
  firstName: 'Ana',
  secondName: 'Rojas',
  email: 'ana@lavado.cl',
  phone: 912345678,
  identification: '12345678-5',
};

describe('employee labels', () => {
  it('shows the phone with the +56 prefix and chats through country code 56 with a greeting', () => {
    expect(phoneLabel(912345678)).toBe('+56 912345678');
    expect(employeeChatLink({ ...employee, phone: 912345678 })).toBe('https://wa.me/56912345678?text=Hola%20Ana!');
  });

  it('names the employee by first and last name', () => {
    expect(fullName(employee)).toBe('Ana Rojas');
  });

  it('says blocked when the value sent was 1, otherwise unblocked', () => {
    expect(stateChangeMessage(1)).toBe('El usuario ha sido bloqueado.');
    expect(stateChangeMessage(0)).toBe('El usuario ha sido desbloqueado.');
  });
});
