import { notFound, invalid } from '@lavado/shared/domain/errors';
import { reservationDecider, reservationStreamId } from '@lavado/shared/domain/reservation';
import { serverMessages } from '@lavado/shared/messages/server';
import { organizationDecider } from '@lavado/shared/organizations/organization.decider';
import { organizationStreamId } from '@lavado/shared/organizations/organization.events';
import {
  createOrganizationBody,
  enableSchema,
  type Enable,
  getOwnOrganizationBody,
  organizationIdBody,
  organizationSchema,
  setOrganizationStateBody,
} from '@lavado/shared/organizations/organization.schemas';
import { endSessions } from '@lavado/shared/auth/sessions';
import { statusMessageResponse } from '@lavado/shared/identity/auth.schemas';
import { z } from 'zod';
import type { App } from '../app';
import { withReservations } from '../commands/reservations';
import { callerOrganization } from '../http/auth';
import { findOrganization, listOrganizations } from '@lavado/projections/read/organizations';

const PROJECTORS = ['organizations'] as const;

export function organizationRoutes(app: App): void {
  const { pool } = app.deps;

  app.post(
    '/api/organization/getOrganization',
    { schema: { body: getOwnOrganizationBody, response: { 200: organizationSchema } } },
    async (request) => {
      const organization = await findOrganization(pool, callerOrganization(request, request.body?.organizationId));
      if (!organization) throw notFound(serverMessages.notFound);
      return organization;
    },
  );

  app.post(
    '/api/admin/getOrganization',
    { schema: { body: z.strictObject({}).optional(), response: { 200: z.array(organizationSchema) } } },
    async () => listOrganizations(pool),
  );

  app.post(
    '/api/admin/createOrganization',
    { schema: { body: createOrganizationBody, response: { 200: statusMessageResponse.extend({ organization: organizationSchema }) } } },
    async (request) => {
      const { organization } = request.body;
      const commands = app.commandsFor(request);
      if (organization.organizationId) {
        const parent = await commands.load(organizationStreamId(organization.organizationId), organizationDecider);
        if (parent.status !== 'active' && parent.status !== 'inactive') throw invalid(serverMessages.parentOrganizationNotFound);
        if (parent.parentId !== null) throw invalid(serverMessages.parentMustBeMain);
      }
      const organizationId = commands.derivedId('organization');
      await withReservations(
        commands,
        [
          {
            kind: 'organization-rut',
            value: organization.identification,
            ownerId: organizationId,
            conflictMessage: serverMessages.organizationExists,
          },
        ],
        () =>
          commands.run(organizationStreamId(organizationId), organizationDecider, {
            type: 'RegisterOrganization',
            organizationId,
            name: organization.name,
            identification: organization.identification,
            domain: organization.domain,
            parentId: organization.organizationId,
            now: commands.now,
          }),
      );
      await commands.settle(PROJECTORS);
      const created = await findOrganization(pool, organizationId);
      if (!created) throw notFound(serverMessages.notFound);
      return { status: true as const, msg: serverMessages.organizationCreated, organization: created };
    },
  );

  app.post(
    '/api/admin/setOrganizationState',
    { schema: { body: setOrganizationStateBody, response: { 200: statusMessageResponse.extend({ enable: enableSchema }) } } },
    async (request) => {
      const commands = app.commandsFor(request);
      const { state } = await commands.run(organizationStreamId(request.body.id), organizationDecider, {
        type: 'ToggleOrganizationState',
        shownEnable: request.body.enable,
      });
      const enable: Enable = state.status === 'active' ? 1 : 0;
      // After the event: a member's login racing this either sees it or is born under the old epoch.
      if (enable === 0) await endSessions(pool, { organizationId: request.body.id }, 'organization_disabled', commands.now);
      await commands.settle(PROJECTORS);
      return { status: true as const, msg: enable ? serverMessages.organizationEnabled : serverMessages.organizationDisabled, enable };
    },
  );

  app.post(
    '/api/admin/deleteOrganization',
    { schema: { body: organizationIdBody, response: { 200: statusMessageResponse } } },
    async (request) => {
      const commands = app.commandsFor(request);
      const { state } = await commands.run(organizationStreamId(request.body.id), organizationDecider, { type: 'DeleteOrganization' });
      if (state.status === 'deleted') {
        await commands.run(reservationStreamId('organization-rut', state.identification), reservationDecider, {
          type: 'Release',
          value: state.identification,
          ownerId: state.organizationId,
        });
        await endSessions(pool, { organizationId: request.body.id }, 'organization_deleted', commands.now);
      }
      await commands.settle(PROJECTORS);
      return { status: true as const, msg: serverMessages.organizationDeleted };
    },
  );
}
