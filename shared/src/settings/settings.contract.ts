import { z } from 'zod';
import { apiCommand, apiRead } from '../api/route';
import { PLATFORM_ADMINS } from '../auth/roles';
import { emptyBody, statusMessageResponse } from '../identity/auth.schemas';
import { applicationParametersSchema, setApplicationParametersBody } from './settings.schemas';

// The original client reads a list whose first item carries the flags; there is always that one item.
const parametersList = z.array(applicationParametersSchema).min(1);

export const settingsApi = {
  /** Every signed-in page (maintenance overlay, session time). */
  getPlatformSettings: apiRead({
    path: 'setting/getAplicationParameters',
    action: 'Ver configuración de la plataforma',
    access: 'authenticated',
    body: emptyBody,
    response: parametersList,
  }),
  /** The SA's configuration screen. */
  getPlatformSettingsForAdmin: apiRead({
    path: 'admin/getAplicationParameters',
    action: 'Ver configuración de la plataforma (administración)',
    access: PLATFORM_ADMINS,
    body: emptyBody,
    response: parametersList,
  }),
  setPlatformSettings: apiCommand({
    path: 'admin/setAplicationParameters',
    action: 'Cambiar configuración de la plataforma',
    access: PLATFORM_ADMINS,
    body: setApplicationParametersBody,
    response: statusMessageResponse,
    waitsFor: ['platform-settings'],
  }),
} as const;
