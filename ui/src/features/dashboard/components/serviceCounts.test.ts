import { describe, expect, it } from 'vitest';
import { countsByService, hasAnyService } from './serviceCounts';

describe('service counts', () => {
  it('gives 0 to every service the API left out', () => {
    expect(countsByService([{ serviceType: 'FL', count: 4 }])).toEqual({ BA: 0, FL: 4, EM: 0 });
    expect(countsByService([])).toEqual({ BA: 0, FL: 0, EM: 0 });
  });

  it('has services only when some count is above zero', () => {
    expect(hasAnyService({ BA: 0, FL: 0, EM: 0 })).toBe(false);
    expect(hasAnyService({ BA: 0, FL: 0, EM: 1 })).toBe(true);
  });
});
