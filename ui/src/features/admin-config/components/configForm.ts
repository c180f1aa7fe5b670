import {
  setApplicationParametersBody,
  type ApplicationParameters,
  type SetApplicationParameters,
} from '@lavado/shared/settings/settings.schemas';
import { z } from 'zod';
import { formatInZone, instantOfWallClock } from '@lavado/shared/time/zone';

/**
 * The server's schema with the session time always sent and the maintenance end as the picker
 * holds it: Chile's wall clock ('YYYY-MM-DD HH:mm:ss') or null.
 */
export const configFormSchema = setApplicationParametersBody
  .omit({ maintenanceEndsAt: true })
  .required({ sessionTime: true })
  .extend({ maintenanceEnd: z.string().nullable() });

export type ConfigFormValues = z.infer<typeof configFormSchema>;

export function toConfigForm({
  maintenance,
  onboarding,
  mailService,
  sessionTime,
  maintenanceEndsAt,
}: ApplicationParameters): ConfigFormValues {
  return {
    maintenance,
    onboarding,
    mailService,
    sessionTime,
    maintenanceEnd: maintenanceEndsAt === null ? null : formatInZone(maintenanceEndsAt, 'yyyy-MM-dd HH:mm:ss'),
  };
}

export function toParameters({ maintenanceEnd, ...values }: ConfigFormValues): SetApplicationParameters {
  return { ...values, maintenanceEndsAt: maintenanceEnd === null ? null : instantOfWallClock(maintenanceEnd) };
}
