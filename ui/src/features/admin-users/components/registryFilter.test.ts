import { describe, expect, it } from 'vitest';
import { defaultRegistryFilter, toUsersQuery } from './registryFilter';

describe('toUsersQuery', () => {
  it('asks for registrations from 2025-01-01 and nothing else by default', () => {
    expect(toUsersQuery(defaultRegistryFilter)).toEqual({ from: '2025-01-01' });
  });

  it('sends every chosen filter, inactive (0) included', () => {
    expect(
      toUsersQuery({ organizationId: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b', from: '2025-03-01', module: 'CarWash', state: 0 }),
    ).toEqual({ organizationId: '4f7a2b8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b', from: '2025-03-01', module: 'CarWash', state: 0 });
  });
});
