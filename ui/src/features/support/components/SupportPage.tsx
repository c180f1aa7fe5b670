import { Grid } from '@mantine/core';
import { supportPageMessages } from '@lavado/shared/messages/support';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useSessionStore } from '../../../lib/session/sessionStore';
import { MyTickets } from './MyTickets';
import { NewTicketForm } from './NewTicketForm';

/** The organization's line to the platform team: open a ticket, follow 'Mis Tickets' (docs/specification.md#support). */
export function SupportPage() {
  const session = useSessionStore((state) => state.session);
  // The super admin answers tickets and belongs to no organization: their support screen is the admin list.
  if (session?.role === 'SA') return <Navigate to={paths.admin.tickets} replace />;
  const organizationId = session?.organization ?? null;
  return (
    <TitledPage title={supportPageMessages.title}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <NewTicketForm organizationId={organizationId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <MyTickets organizationId={organizationId} />
        </Grid.Col>
      </Grid>
    </TitledPage>
  );
}
