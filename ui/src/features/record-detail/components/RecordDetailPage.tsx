import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { commonMessages } from '@lavado/shared/messages/common';
import { codesMessages, recordDetailMessages } from '@lavado/shared/messages/records';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { Link, useParams, useLocation } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { TicketMoneyPanel } from '../../../lib/money/TicketMoneyPanel';
import { TicketHistoryTimeline } from '../../../lib/ticket-history/TicketHistoryTimeline';
import { canNotifyCustomers } from '../../../lib/lavados/customerNotice';
import { NotifyCustomerButton } from '../../../lib/lavados/NotifyCustomerButton';
import { publicCodeLink } from '../../../lib/lavados/publicCodeLink';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { recordKeys, useRecord } from '../api/recordDetailApi';
import { QrCodeModal } from './QrCodeModal';
import { RecordForm } from './RecordForm';
import { CheckInPanel } from './CheckInPanel';

/** /home/codes/:id — one record of the history, with its QR code for the customer. */
export function RecordDetailPage() {
  const { id = '' } = useParams();
  const { data: record, isPending, isError } = useRecord(id);
  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <TitledPage title={codesMessages.title}>
        <Button variant="default" component={Link} to={paths.home.records} w="fit-content">
          {commonMessages.back}
        </Button>
      </TitledPage>
    );
  }
  return <RecordDetail record={record} />;
}

function RecordDetail({ record }: { record: Ticket }) {
  // "Imprimir QR" after a new service arrives here with the QR dialog asked for.
  const arrivedForQr = (useLocation().state as { openQr?: unknown } | null)?.openQr === true;
  const [qrOpened, { open: openQr, close: closeQr }] = useDisclosure(arrivedForQr);
  const role = useSessionStore((state) => state.session?.role);
  const canNotify = canNotifyCustomers(role);
  // The money of a ticket is its organization's: the SA, who also opens this page, reads none.
  const isAdmin = role === 'AD';
  return (
    <TitledPage title={recordDetailMessages.title(record.vehicle.ppu)}>
      <RecordForm
        record={record}
        onGenerateQr={openQr}
        customerNotice={canNotify && <NotifyCustomerButton ticket={record} refreshes={[recordKeys.one(record.id)]} size="sm" />}
      />
      <CheckInPanel ticketId={record.id} canTake={role !== 'SA'} canClaim={isAdmin} />
      {isAdmin && <TicketMoneyPanel ticketId={record.id} ppu={record.vehicle.ppu} />}
      <TicketHistoryTimeline id={record.id} />
      <QrCodeModal
        opened={qrOpened}
        onClose={closeQr}
        link={publicCodeLink(window.location.origin, record.id)}
        plate={record.vehicle.ppu}
      />
    </TitledPage>
  );
}
