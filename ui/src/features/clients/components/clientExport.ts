import type { ClientDataExport } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { privacyMessages } from '@lavado/shared/messages/privacy';
import { PAYMENT_METHODS } from '@lavado/shared/money/money';
import { SERVICE_TYPES, VEHICLE_TYPES } from '@lavado/shared/wash/wash.catalog';
import type { ExcelSheet } from '../../../lib/export/excelFile';
import { amountCell, instantCell, labelIn, registerSheet } from '../../../lib/personal-data/personalDataSheets';
import { clientTypeText } from './clientDisplay';

const texts = privacyMessages;

/**
 * Everything held about a client as a readable workbook (docs/privacy.md, "Acceso y portabilidad"):
 * one sheet per kind (Datos, Vehículos, Servicios, Pagos, Registro de tratamiento), amounts in their
 * currency and dates as Excel dates.
 */
export function clientExportSheets(held: ClientDataExport): ExcelSheet[] {
  const fields = texts.clientFields;
  const { consents, block } = clientsMessages;
  const { client } = held;
  const currencyOf = new Map(held.services.map((service) => [service.id, service.currency]));
  const serviceOf = new Map(held.services.map((service) => [service.id, service]));
  return [
    {
      sheetName: texts.sheets.data,
      header: [texts.columns.field, texts.columns.value],
      rows: [
        [fields.name, client.name],
        [fields.type, clientTypeText(client.type)],
        [fields.identification, client.identification],
        [fields.contactName, client.contactName],
        [fields.clientAddress, client.clientAddress],
        [fields.clientEmail, client.clientEmail],
        [fields.clientPhone, client.clientPhone || null],
        [consents.serviceMessagesShort, client.consents.serviceMessages ? texts.yes : texts.no],
        [consents.marketingShort, client.consents.marketing ? texts.yes : texts.no],
        [block.since, client.blocked ? instantCell(client.blocked.at) : null],
        [block.reason, client.blocked?.reason ?? null],
        [fields.createdAt, instantCell(client.createdAt)],
        [fields.lastService, instantCell(client.lastService)],
        [fields.exportedAt, instantCell(held.exportedAt)],
      ],
    },
    {
      sheetName: texts.sheets.vehicles,
      header: texts.columns.vehicles,
      rows: held.vehicles.map((vehicle) => [
        vehicle.ppu,
        labelIn(VEHICLE_TYPES, vehicle.type),
        vehicle.brand,
        vehicle.model,
        vehicle.color,
        instantCell(vehicle.registeredAt),
      ]),
    },
    {
      sheetName: texts.sheets.services,
      header: texts.columns.services,
      rows: held.services.map((service) => [
        instantCell(service.createdAt),
        service.ppu,
        labelIn(SERVICE_TYPES, service.service),
        service.ownerName,
        service.driver,
        service.observations,
        amountCell(service.charged, service.currency),
        amountCell(service.paid, service.currency),
      ]),
    },
    {
      sheetName: texts.sheets.payments,
      header: texts.columns.payments,
      rows: held.payments.map((payment) => {
        const service = serviceOf.get(payment.ticketId);
        return [
          instantCell(payment.recordedAt),
          service ? `${service.ppu} · ${labelIn(SERVICE_TYPES, service.service)}` : payment.ticketId,
          labelIn(PAYMENT_METHODS, payment.method),
          amountCell(payment.amount, payment.currency ?? currencyOf.get(payment.ticketId) ?? null),
          payment.boleta,
        ];
      }),
    },
    registerSheet(held.processing),
  ];
}
