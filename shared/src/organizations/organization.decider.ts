import { assertNever, type Decider } from '../domain/decider';
import { conflict, notFound } from '../domain/errors';
import { serverMessages } from '../messages/server';
import type { ContactCardFields, StoredLogo } from './contact-card';
import type { Enable } from './organization.schemas';
import { SERVICE_TYPES, type ServiceType } from '../wash/wash.catalog';

/** Services in the catalogue's order, so the same choice is always stored alike. */
const SERVICE_TYPE_ORDER = Object.keys(SERVICE_TYPES) as ServiceType[];
import type { OrganizationEvent } from './organization.events';

export type OrganizationCommand =
  | {
      type: 'RegisterOrganization';
      organizationId: string;
      name: string;
      identification: string;
      domain: string;
      parentId: string | null;
      now: Date;
    }
  /** The client sends the value it currently shows; the server flips it (docs/specification.md#states-and-transitions). */
  | { type: 'ToggleOrganizationState'; shownEnable: Enable }
  | { type: 'DeleteOrganization' }
  /** The AD's contact card for the car wash's customers (issue 20). */
  | { type: 'SetContactCard'; card: ContactCardFields }
  /** A logo already checked on its bytes (contact-card.ts), or null to remove it. */
  | { type: 'SetLogo'; logo: StoredLogo | null }
  /** Photo check-in: which services propose it at intake, and how many days its files are kept. */
  | { type: 'SetCheckInPolicy'; services: ServiceType[]; retentionDays: number }
  /** How many months inactive clients are kept (client-retention.ts; the schema checks the range). */
  | { type: 'SetClientRetention'; months: number };

/** A registered organization, blocked or not. */
interface RegisteredOrganization {
  status: 'active' | 'inactive';
  organizationId: string;
  parentId: string | null;
  identification: string;
  contactCard: ContactCardFields | null;
  /** The current logo's bytes in base64, to tell the same logo sent again. */
  logoData: string | null;
  /** The check-in policy last set (null: the defaults of wash/check-in.ts). */
  checkInPolicy?: { services: ServiceType[]; retentionDays: number } | null;
  /** The months of client retention last set (absent: the default of client-retention.ts). */
  clientRetentionMonths?: number;
}

export type OrganizationState =
  { status: 'none' } | RegisteredOrganization | { status: 'deleted'; organizationId: string; identification: string };

/** The card or logo of a registered organization, blocked or not; a deleted one keeps only what its deletion left. */
function withContact(
  state: OrganizationState,
  change: Partial<Pick<RegisteredOrganization, 'contactCard' | 'logoData' | 'checkInPolicy' | 'clientRetentionMonths'>>,
): OrganizationState {
  // Stryker disable next-line ConditionalExpression: equivalent, the status is kept and a deleted organization refuses every change (decide).
  return state.status === 'active' || state.status === 'inactive' ? { ...state, ...change } : state;
}

const sameCard = (a: ContactCardFields, b: ContactCardFields) =>
  a.publicName === b.publicName &&
  a.phone === b.phone &&
  a.whatsapp === b.whatsapp &&
  a.address === b.address &&
  a.openingHours === b.openingHours;

export const organizationDecider: Decider<OrganizationCommand, OrganizationState, OrganizationEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'OrganizationRegistered':
        return {
          status: 'active',
          organizationId: event.data.organizationId,
          parentId: event.data.parentId,
          identification: event.data.identification,
          contactCard: null,
          logoData: null,
        };
      case 'OrganizationEnabled':
        return state.status === 'inactive' ? { ...state, status: 'active' } : state;
      case 'OrganizationDisabled':
        return state.status === 'active' ? { ...state, status: 'inactive' } : state;
      case 'OrganizationDeleted':
        return state.status === 'none'
          ? state
          : { status: 'deleted', organizationId: state.organizationId, identification: state.identification };
      case 'OrganizationContactCardSet': {
        const { organizationId: _organizationId, ...card } = event.data;
        return withContact(state, { contactCard: card });
      }
      case 'OrganizationLogoSet':
        return withContact(state, { logoData: event.data.logo.data });
      case 'OrganizationLogoRemoved':
        return withContact(state, { logoData: null });
      case 'OrganizationCheckInPolicySet':
        return withContact(state, { checkInPolicy: { services: event.data.services, retentionDays: event.data.retentionDays } });
      case 'OrganizationClientRetentionSet':
        return withContact(state, { clientRetentionMonths: event.data.months });
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterOrganization':
        if (state.status !== 'none') throw conflict(serverMessages.organizationExists);
        return [
          {
            type: 'OrganizationRegistered',
            data: {
              organizationId: command.organizationId,
              name: command.name,
              identification: command.identification,
              domain: command.domain,
              parentId: command.parentId,
              registeredAt: command.now.toISOString(),
            },
          },
        ];
      case 'ToggleOrganizationState': {
        if (state.status === 'none' || state.status === 'deleted') throw notFound(serverMessages.notFound);
        const organizationId = state.organizationId;
        if (command.shownEnable === 1) return state.status === 'active' ? [{ type: 'OrganizationDisabled', data: { organizationId } }] : [];
        return state.status === 'inactive' ? [{ type: 'OrganizationEnabled', data: { organizationId } }] : [];
      }
      case 'DeleteOrganization':
        if (state.status === 'none' || state.status === 'deleted') throw notFound(serverMessages.notFound);
        return [{ type: 'OrganizationDeleted', data: { organizationId: state.organizationId } }];
      case 'SetContactCard': {
        if (state.status === 'none' || state.status === 'deleted') throw notFound(serverMessages.notFound);
        if (state.contactCard && sameCard(state.contactCard, command.card)) return [];
        return [{ type: 'OrganizationContactCardSet', data: { organizationId: state.organizationId, ...command.card } }];
      }
      case 'SetLogo': {
        if (state.status === 'none' || state.status === 'deleted') throw notFound(serverMessages.notFound);
        const { organizationId } = state;
        if (command.logo === null) return state.logoData === null ? [] : [{ type: 'OrganizationLogoRemoved', data: { organizationId } }];
        if (command.logo.data === state.logoData) return [];
        return [{ type: 'OrganizationLogoSet', data: { organizationId, logo: command.logo } }];
      }
      case 'SetCheckInPolicy': {
        if (state.status === 'none' || state.status === 'deleted') throw notFound(serverMessages.notFound);
        const services = SERVICE_TYPE_ORDER.filter((service) => command.services.includes(service));
        const current = state.checkInPolicy;
        if (current && current.retentionDays === command.retentionDays && current.services.join() === services.join()) return [];
        return [
          {
            type: 'OrganizationCheckInPolicySet',
            data: { organizationId: state.organizationId, services, retentionDays: command.retentionDays },
          },
        ];
      }
      case 'SetClientRetention': {
        if (state.status === 'none' || state.status === 'deleted') throw notFound(serverMessages.notFound);
        if (state.clientRetentionMonths === command.months) return [];
        return [{ type: 'OrganizationClientRetentionSet', data: { organizationId: state.organizationId, months: command.months } }];
      }
      default:
        return assertNever(command);
    }
  },
};
