import { notFound, invalid } from '@lavado/shared/domain/errors';
import { reservationDecider } from '@lavado/shared/domain/reservation';
import { serverMessages } from '@lavado/shared/messages/server';
import { organizationDecider } from '@lavado/shared/organizations/organization.decider';
import { organizationStreamId } from '@lavado/shared/organizations/organization.events';
import { type Enable } from '@lavado/shared/organizations/organization.schemas';
import { endSessions } from '@lavado/shared/auth/sessions';
import { organizationApi } from '@lavado/shared/organizations/organization.contract';
import { contactCardApi } from '@lavado/shared/organizations/contact-card.contract';
import { command } from '../http/command';
import { post } from '../http/route';
import type { App } from '../http/app-types';
import { reservationStream, withReservations } from '../commands/reservations';
import { callerOrganization } from '../http/auth';
import { findContactCard, findOrganization, listOrganizations } from '@lavado/projections/read/organizations';
import { contactCardMessages } from '@lavado/shared/organizations/contact-card';

export function organizationRoutes(app: App): void {
  const { pool } = app.deps;

  post(app, organizationApi.getOwnOrganization, async (request) => {
    const organization = await findOrganization(pool, callerOrganization(request, request.body?.organizationId));
    if (!organization) throw notFound(serverMessages.notFound);
    return organization;
  });

  post(app, organizationApi.listOrganizations, async () => listOrganizations(pool));

  const contactCardOf = async (organizationId: string) => {
    const card = await findContactCard(pool, organizationId);
    if (!card) throw notFound(serverMessages.notFound);
    return card;
  };

  post(app, contactCardApi.getContactCard, async (request) => contactCardOf(callerOrganization(request, request.body.organizationId)));

  command(app, contactCardApi.setContactCard, {
    run: async ({ commands, organizationId, body }) => {
      await commands.run(organizationStreamId(organizationId), organizationDecider, { type: 'SetContactCard', card: body.card });
    },
    answer: async (_, { organizationId }) => ({
      status: true as const,
      msg: contactCardMessages.saved,
      contactCard: await contactCardOf(organizationId),
    }),
  });

  command(app, contactCardApi.setLogo, {
    run: async ({ commands, organizationId, body }) => {
      await commands.run(organizationStreamId(organizationId), organizationDecider, { type: 'SetLogo', logo: body.logo });
    },
    answer: async (_, { organizationId, body }) => ({
      status: true as const,
      msg: body.logo ? contactCardMessages.logoSaved : contactCardMessages.logoRemoved,
      contactCard: await contactCardOf(organizationId),
    }),
  });

  command(app, organizationApi.createOrganization, {
    actsOn: 'platform',
    run: async ({ commands, body: { organization } }) => {
      if (organization.organizationId) {
        const parent = await commands.load(organizationStreamId(organization.organizationId), organizationDecider);
        if (parent.status !== 'active' && parent.status !== 'inactive') throw invalid(serverMessages.parentOrganizationNotFound);
        if (parent.parentId !== null) throw invalid(serverMessages.parentMustBeMain);
      }
      const organizationId = commands.derivedId('organization');
      const rut = { kind: 'organization-rut' as const, value: organization.identification, ownerId: organizationId };
      await withReservations(commands, [{ ...rut, conflictMessage: serverMessages.organizationExists }], () =>
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
      return organizationId;
    },
    answer: async (organizationId) => {
      const created = await findOrganization(pool, organizationId);
      if (!created) throw notFound(serverMessages.notFound);
      return { status: true as const, msg: serverMessages.organizationCreated, organization: created };
    },
  });

  command(app, organizationApi.setOrganizationState, {
    actsOn: 'platform',
    run: async ({ commands, body }) => {
      const { state } = await commands.run(organizationStreamId(body.id), organizationDecider, {
        type: 'ToggleOrganizationState',
        shownEnable: body.enable,
      });
      const enable: Enable = state.status === 'active' ? 1 : 0;
      // After the event: a member's login racing this either sees it or is born under the old epoch.
      if (enable === 0) await endSessions(pool, { organizationId: body.id }, 'organization_disabled', commands.now);
      return enable;
    },
    answer: (enable) => ({
      status: true as const,
      msg: enable ? serverMessages.organizationEnabled : serverMessages.organizationDisabled,
      enable,
    }),
  });

  command(app, organizationApi.deleteOrganization, {
    actsOn: 'platform',
    run: async ({ commands, body }) => {
      const { state } = await commands.run(organizationStreamId(body.id), organizationDecider, { type: 'DeleteOrganization' });
      if (state.status !== 'deleted') return;
      await commands.run(await reservationStream(commands, 'organization-rut', state.identification), reservationDecider, {
        type: 'Release',
        value: state.identification,
        ownerId: state.organizationId,
      });
      await endSessions(pool, { organizationId: body.id }, 'organization_deleted', commands.now);
    },
    answer: () => ({ status: true as const, msg: serverMessages.organizationDeleted }),
  });
}
