import { clientsMessages } from '@lavado/shared/messages/clients';
import type { ClientType } from '@lavado/shared/clients/client.schemas';
import { DEFAULT_TIME_ZONE } from '@lavado/shared/time/zone';
import { assertNever } from '../../../lib/assertNever';

/** The short date (d/M/yy, docs/specification.md#locale) in the organization's zone. */
const shortDate = new Intl.DateTimeFormat('es', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short' });

/** A client's last service as the table shows it; a client never served shows a dash. */
export function lastServiceText(lastService: string | null): string {
  return lastService === null ? '—' : shortDate.format(new Date(lastService));
}

export function clientTypeText(type: ClientType): string {
  switch (type) {
    case 'E':
      return clientsMessages.companyType;
    case 'P':
      return clientsMessages.privateType;
    default:
      return assertNever(type);
  }
}

/** The phone field keeps digits only, nine at most. */
export function toPhoneInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 9);
}
