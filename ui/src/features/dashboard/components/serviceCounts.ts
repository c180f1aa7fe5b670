import { serviceTypeSchema, type ServiceType } from '@lavado/shared/wash/wash.catalog';
import type { WashCount } from '../api/dashboardApi';

export type ServiceCounts = Record<ServiceType, number>;

/** The count of every service, in catalog order; a service the API did not mention counts 0. */
export function countsByService(items: readonly WashCount[]): ServiceCounts {
  const counts: ServiceCounts = { BA: 0, FL: 0, EM: 0 };
  for (const { serviceType, count } of items) counts[serviceType] += count;
  return counts;
}

export function hasAnyService(counts: ServiceCounts): boolean {
  return serviceTypeSchema.options.some((service) => counts[service] > 0);
}
