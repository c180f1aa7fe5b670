import { z } from 'zod';
import type { ServiceType } from '../wash/wash.catalog';
import type { ContactCardFields, StoredLogo } from './contact-card';
import { at, clientId, organizationId } from '../events/example-values';
import { LOG_SUBJECT, type DataSubject, type EventDeclarations, type LogSubject } from '../events/declaration';
import { formatRut } from '../validation/rut';

export const organizationRegisteredSchema = z.object({
  organizationId: z.uuid(),
  name: z.string(),
  identification: z.string(),
  domain: z.string(),
  parentId: z.uuid().nullable(),
  registeredAt: z.string(),
});

export type OrganizationEvent =
  | { type: 'OrganizationRegistered'; data: z.infer<typeof organizationRegisteredSchema> }
  | { type: 'OrganizationEnabled'; data: { organizationId: string } }
  | { type: 'OrganizationDisabled'; data: { organizationId: string } }
  | { type: 'OrganizationDeleted'; data: { organizationId: string } }
  /** The AD set the car wash's contact card: the whole card, as its customers will see it. */
  | { type: 'OrganizationContactCardSet'; data: { organizationId: string } & ContactCardFields }
  /** The AD uploaded a logo, checked on its bytes (contact-card.ts): small, PNG, JPEG or WebP. */
  | { type: 'OrganizationLogoSet'; data: { organizationId: string; logo: StoredLogo } }
  | { type: 'OrganizationLogoRemoved'; data: { organizationId: string } }
  /** The AD's photo check-in policy (wash/check-in.ts): the services whose intake proposes it, and how many days its files are kept. */
  | { type: 'OrganizationCheckInPolicySet'; data: { organizationId: string; services: ServiceType[]; retentionDays: number } }
  /** The AD's retention of inactive clients (client-retention.ts): months after the last service before the retention job erases them. */
  | { type: 'OrganizationClientRetentionSet'; data: { organizationId: string; months: number } };

export type OrganizationEventType = OrganizationEvent['type'];
export const organizationEventTypes: readonly OrganizationEventType[] = [
  'OrganizationRegistered',
  'OrganizationEnabled',
  'OrganizationDisabled',
  'OrganizationDeleted',
  'OrganizationContactCardSet',
  'OrganizationLogoSet',
  'OrganizationLogoRemoved',
  'OrganizationCheckInPolicySet',
  'OrganizationClientRetentionSet',
];

export const organizationStreamId = (organizationId: string) => `organization-${organizationId}`;

const organizationSubject = (data: { organizationId: string }): LogSubject & DataSubject => ({
  kind: 'organization',
  id: data.organizationId,
});
const aboutOrganization = { subject: organizationSubject };

/** An organization's life: one declaration per event above (docs/conventions.md, "Declaring an event"). */
export const organizationEventCatalog = {
  OrganizationRegistered: {
    readModels: ['organizations'],
    log: {
      describe: (data) => `registró la organización ${data.name} (RUT ${formatRut(data.identification)})`,
      example: 'registró la organización Lavado Sur (RUT 12.345.678-5)',
    },
    // A car wash may be one person trading under their own name and RUT.
    personal: { subject: organizationSubject, fields: { name: 'name', identification: 'identification' } },
    example: {
      organizationId,
      name: 'Lavado Sur',
      identification: '12345678-5',
      domain: 'lavadosur.cl',
      parentId: clientId,
      registeredAt: at,
    },
  },
  OrganizationEnabled: {
    readModels: ['organizations'],
    log: { describe: () => `activó la organización ${LOG_SUBJECT}`, ...aboutOrganization, example: 'activó la organización {sujeto}' },
    personal: null,
    example: { organizationId },
  },
  OrganizationDisabled: {
    readModels: ['organizations'],
    log: { describe: () => `bloqueó la organización ${LOG_SUBJECT}`, ...aboutOrganization, example: 'bloqueó la organización {sujeto}' },
    personal: null,
    example: { organizationId },
  },
  OrganizationDeleted: {
    readModels: ['organizations'],
    log: { describe: () => `eliminó la organización ${LOG_SUBJECT}`, ...aboutOrganization, example: 'eliminó la organización {sujeto}' },
    personal: null,
    example: { organizationId },
  },
  OrganizationContactCardSet: {
    readModels: ['organizations'],
    log: {
      describe: (data) => `actualizó los datos de contacto de la organización ${LOG_SUBJECT}: ${data.publicName}`,
      ...aboutOrganization,
      example: 'actualizó los datos de contacto de la organización {sujeto}: Lavado Los Andes',
    },
    // A car wash may be one person: its public name, numbers and address may be theirs.
    personal: {
      subject: organizationSubject,
      fields: { publicName: 'name', phone: 'phone', whatsapp: 'phone', address: 'address', openingHours: 'freeText' },
    },
    example: {
      organizationId,
      publicName: 'Lavado Los Andes',
      phone: 912345678,
      whatsapp: 987654321,
      address: 'Av. Los Andes 1234, Santiago',
      openingHours: 'Lun a Vie 9:00–19:00\nSáb 9:00–14:00',
    },
  },
  OrganizationLogoSet: {
    readModels: ['organizations'],
    log: {
      describe: () => `cambió el logo de la organización ${LOG_SUBJECT}`,
      ...aboutOrganization,
      example: 'cambió el logo de la organización {sujeto}',
    },
    personal: null,
    example: { organizationId, logo: { contentType: 'image/png', width: 64, height: 64, data: 'iVBORw0KGgo=' } },
  },
  OrganizationLogoRemoved: {
    readModels: ['organizations'],
    log: {
      describe: () => `quitó el logo de la organización ${LOG_SUBJECT}`,
      ...aboutOrganization,
      example: 'quitó el logo de la organización {sujeto}',
    },
    personal: null,
    example: { organizationId },
  },
  OrganizationCheckInPolicySet: {
    readModels: ['organizations'],
    log: {
      describe: (data) => `configuró las fotos de ingreso de la organización ${LOG_SUBJECT} (conservación ${data.retentionDays} días)`,
      ...aboutOrganization,
      example: 'configuró las fotos de ingreso de la organización {sujeto} (conservación 30 días)',
    },
    personal: null,
    example: { organizationId, services: ['FL', 'EM'], retentionDays: 30 },
  },
  OrganizationClientRetentionSet: {
    readModels: ['organizations'],
    log: {
      describe: (data) => `configuró el plazo de conservación de clientes de la organización ${LOG_SUBJECT} (${data.months} meses)`,
      ...aboutOrganization,
      example: 'configuró el plazo de conservación de clientes de la organización {sujeto} (24 meses)',
    },
    personal: null,
    example: { organizationId, months: 24 },
  },
} as const satisfies EventDeclarations<OrganizationEvent>;
