import { dataAccessApi } from '@lavado/shared/data-access/data-access.contract';
import { notFound } from '@lavado/shared/domain/errors';
import { serverMessages } from '@lavado/shared/messages/server';
import { listDataAccesses } from '@lavado/shared/privacy/data-access-log';
import { employeeProcessingRegister } from '@lavado/shared/privacy/processing-register';
import { exportUserData } from '@lavado/projections/read/user-data';
import { caller, callerOrganization } from '../http/auth';
import type { App } from '../http/app-types';
import { post } from '../http/route';

/** The SA reaches any organization's (or the one it names); anyone else only their own. */
function scopeOf(request: Parameters<typeof caller>[0], bodyOrganizationId: string | null | undefined): string | null {
  if (caller(request).role === 'SA') return bodyOrganizationId ?? null;
  return callerOrganization(request, bodyOrganizationId);
}

export function dataAccessRoutes(app: App): void {
  const { pool } = app.deps;
  const exported = async (organizationId: string | null, userId: string) => {
    const held = await exportUserData(pool, organizationId, userId);
    if (!held) throw notFound(serverMessages.notFound);
    return { exportedAt: app.deps.now().toISOString(), ...held, processing: [...employeeProcessingRegister] };
  };

  post(app, dataAccessApi.exportUserData, async (request) => exported(scopeOf(request, request.body.organizationId), request.body.id));

  post(app, dataAccessApi.exportOwnData, async (request) => {
    const me = caller(request);
    if (request.body.organizationId && request.body.organizationId !== me.organizationId)
      callerOrganization(request, request.body.organizationId);
    return exported(null, me.id);
  });

  post(app, dataAccessApi.listDataAccesses, async (request) => ({
    entries: await listDataAccesses(pool, scopeOf(request, request.body.organizationId), request.body),
  }));
}
