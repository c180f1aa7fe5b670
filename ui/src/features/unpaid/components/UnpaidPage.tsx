import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney } from '@lavado/shared/money/money';
import { TitledPage } from '../../../lib/components/TitledPage';
import { shortDateTime } from '../../../lib/format/instants';
import { CollectButton } from '../../../lib/money/CollectButton';
import { useBillingSetup } from '../../../lib/money/moneyQueries';
import { QueryState } from '../../../lib/query/QueryState';
import { ListTable } from '../../../lib/table/ListTable';
import { useUnpaidTickets } from '../api/unpaidApi';
import { SERVICE_TYPES } from '@lavado/shared/wash/wash.catalog';

const texts = moneyMessages.unpaid;
const serviceNames: Record<string, string> = Object.fromEntries(Object.entries(SERVICE_TYPES).map(([code, { label }]) => [code, label]));

/** /home/unpaid (AD, EM): finished tickets that still owe money, oldest first, each with Cobrar. */
export function UnpaidPage() {
  const unpaid = useUnpaidTickets();
  const setup = useBillingSetup();
  const serviceName = (code: string) => setup.data?.services.find((service) => service.code === code)?.name ?? serviceNames[code] ?? code;
  return (
    <TitledPage title={texts.title}>
      <QueryState query={unpaid}>
        {(tickets) => (
          <ListTable
            rows={tickets.map((ticket) => ({ ...ticket, id: ticket.ticketId }))}
            emptyText={texts.empty}
            minWidth={720}
            columns={[
              { header: texts.columns.finishedAt, cell: (ticket) => shortDateTime(ticket.finishedAt) },
              { header: texts.columns.ppu, cell: (ticket) => ticket.ppu, cellProps: { ff: 'monospace', fw: 700 } },
              { header: texts.columns.owner, cell: (ticket) => ticket.ownerName },
              { header: texts.columns.service, cell: (ticket) => serviceName(ticket.serviceCode) },
              // Each ticket in the currency it was priced in.
              { header: texts.columns.charged, align: 'right', cell: (ticket) => formatMoney(ticket.charged, ticket.currency) },
              { header: texts.columns.paid, align: 'right', cell: (ticket) => formatMoney(ticket.paid, ticket.currency) },
              {
                header: texts.columns.balance,
                align: 'right',
                cellProps: { fw: 700, c: 'red' },
                cell: (ticket) => formatMoney(ticket.balance, ticket.currency),
              },
              { header: '', align: 'right', cell: (ticket) => <CollectButton ticketId={ticket.ticketId} ppu={ticket.ppu} /> },
            ]}
          />
        )}
      </QueryState>
    </TitledPage>
  );
}
