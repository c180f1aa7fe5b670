import { LOG_SUBJECT, type DataSubject, type EventDeclarations, type LogSubject } from '../events/declaration';
import { formatRut } from '../validation/rut';
import type { OrganizationEvent } from './organization.events';

const organizationSubject = (data: { organizationId: string }): LogSubject & DataSubject => ({
  kind: 'organization',
  id: data.organizationId,
});
const aboutOrganization = { subject: organizationSubject };

/** An organization's life (`organization.events.ts`): one declaration per event (docs/conventions.md, "Declaring an event"). */
export const organizationEventCatalog = {
  OrganizationRegistered: {
    readModels: ['organizations'],
    log: { describe: (data) => `registró la organización ${data.name} (RUT ${formatRut(data.identification)})` },
    // A car wash may be one person trading under their own name and RUT.
    personal: { subject: organizationSubject, fields: { name: 'name', identification: 'identification' } },
  },
  OrganizationEnabled: {
    readModels: ['organizations'],
    log: { describe: () => `activó la organización ${LOG_SUBJECT}`, ...aboutOrganization },
    personal: null,
  },
  OrganizationDisabled: {
    readModels: ['organizations'],
    log: { describe: () => `bloqueó la organización ${LOG_SUBJECT}`, ...aboutOrganization },
    personal: null,
  },
  OrganizationDeleted: {
    readModels: ['organizations'],
    log: { describe: () => `eliminó la organización ${LOG_SUBJECT}`, ...aboutOrganization },
    personal: null,
  },
  OrganizationContactCardSet: {
    readModels: ['organizations'],
    log: {
      describe: (data) => `actualizó los datos de contacto de la organización ${LOG_SUBJECT}: ${data.publicName}`,
      ...aboutOrganization,
    },
    // A car wash may be one person: its public name, numbers and address may be theirs.
    personal: {
      subject: organizationSubject,
      fields: { publicName: 'name', phone: 'phone', whatsapp: 'phone', address: 'address', openingHours: 'freeText' },
    },
  },
  OrganizationLogoSet: {
    readModels: ['organizations'],
    log: { describe: () => `cambió el logo de la organización ${LOG_SUBJECT}`, ...aboutOrganization },
    personal: null,
  },
  OrganizationLogoRemoved: {
    readModels: ['organizations'],
    log: { describe: () => `quitó el logo de la organización ${LOG_SUBJECT}`, ...aboutOrganization },
    personal: null,
  },
  OrganizationCheckInPolicySet: {
    readModels: ['organizations'],
    log: {
      describe: (data) => `configuró las fotos de ingreso de la organización ${LOG_SUBJECT} (conservación ${data.retentionDays} días)`,
      ...aboutOrganization,
    },
    personal: null,
  },
} as const satisfies EventDeclarations<OrganizationEvent>;
