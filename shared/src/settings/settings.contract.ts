import { z } from 'zod';
import { apiRoute } from '../api/route';
import { emptyBody, statusMessageResponse } from '../identity/auth.schemas';
import { applicationParametersSchema, setApplicationParametersBody } from './settings.schemas';

// The original client reads a list whose first item carries the flags; there is always that one item.
const parametersList = z.array(applicationParametersSchema).min(1);

export const settingsApi = {
  /** Every signed-in page (maintenance overlay, session time). */
  getPlatformSettings: apiRoute('setting/getAplicationParameters', emptyBody, parametersList),
  /** The SA's configuration screen. */
  getPlatformSettingsForAdmin: apiRoute('admin/getAplicationParameters', emptyBody, parametersList),
  setPlatformSettings: apiRoute('admin/setAplicationParameters', setApplicationParametersBody, statusMessageResponse),
} as const;
