import { Paper } from '@mantine/core';
import { checkInUiMessages as texts } from '@lavado/shared/messages/check-in';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageLoader } from '../../../lib/components/PageLoader';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { useTicketToCheckIn } from '../api/checkInApi';
import { CheckInCapture } from './CheckInCapture';

/**
 * /home/check-in/:id — the washer's photo check-in at intake (issue 20), on the phone: the four
 * sides, the damages with their notes and the customer's signature. Once saved the AD goes to the
 * record, where the photos show; anyone else back to the board.
 */
export function CheckInPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const role = useSessionStore((state) => state.session?.role);
  const { data: ticket, isPending } = useTicketToCheckIn(id);
  if (isPending) return <PageLoader />;
  const leave = () => void navigate(role === 'AD' ? generatePath(paths.home.codes, { id }) : paths.home.board);
  return (
    <TitledPage title={ticket ? `${texts.title} · ${ticket.vehicle.ppu}` : texts.title}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <CheckInCapture ticketId={id} onDone={leave} onCancel={leave} />
      </Paper>
    </TitledPage>
  );
}
