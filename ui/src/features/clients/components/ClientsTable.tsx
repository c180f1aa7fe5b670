import type { Client } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { formatRut } from '@lavado/shared/validation/rut';
import { ListTable, type ListColumn } from '../../../lib/table/ListTable';
import { ClientActions, type ClientActionHandlers } from './ClientActions';
import { ConsentSwitches } from './ConsentSwitches';
import { clientTypeText, lastServiceText } from './clientDisplay';

const headers = clientsMessages.columns;

/** No sideways scrolling: where six columns would not fit, ListTable shows one card per client. */
export function ClientsTable({ clients, ...actions }: { clients: Client[] } & ClientActionHandlers) {
  const columns: ListColumn<Client>[] = [
    { header: headers.name, cellProps: { fw: 500 }, cell: (client) => client.name },
    { header: headers.type, cell: (client) => clientTypeText(client.type) },
    { header: headers.rut, cell: (client) => formatRut(client.identification) },
    { header: headers.vehicles, align: 'center', cell: (client) => client.vehicles },
    { header: headers.lastService, cell: (client) => lastServiceText(client.lastService) },
    { header: clientsMessages.consents.column, cell: (client) => <ConsentSwitches client={client} /> },
    { header: headers.actions, align: 'right', card: 'actions', cell: (client) => <ClientActions client={client} {...actions} /> },
  ];
  // The page says itself that there are no clients, or none matching its filter.
  return <ListTable rows={clients} columns={columns} />;
}
