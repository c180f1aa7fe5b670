import '@mantine/dates/styles.css';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { DateTimePicker } from '../../../lib/dates/pickers';
import { boardMessages } from '@lavado/shared/messages/board';
import { DEFAULT_TIME_ZONE, instantOfWallClock, localDate } from '@lavado/shared/time/zone';
import { useState, type FormEvent } from 'react';
import { PageLoader } from '../../../lib/components/PageLoader';
import { useBoardAt, useBoardOrganizations, type BoardMoment } from '../api/boardApi';
import { localClock } from './localClock';
import { TicketGrid } from './TicketGrid';

const texts = boardMessages.pastBoard;

const momentFormat = new Intl.DateTimeFormat('es', {
  timeZone: DEFAULT_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/**
 * Read-only: pick a past moment (and, for the super admin, an organization) and see the board as
 * it stood then, rebuilt by the server from the tickets' events.
 */
export function PastBoardExplorer({ chooseOrganization }: { chooseOrganization: boolean }) {
  const [moment, setMoment] = useState<BoardMoment | null>(null);
  return (
    <Stack gap="lg">
      <MomentForm chooseOrganization={chooseOrganization} onSubmit={setMoment} />
      {moment && <PastBoardView moment={moment} />}
    </Stack>
  );
}

function MomentForm({ chooseOrganization, onSubmit }: { chooseOrganization: boolean; onSubmit: (moment: BoardMoment) => void }) {
  const [wallClock, setWallClock] = useState<string | null>(null);
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const organizations = useBoardOrganizations({ enabled: chooseOrganization });
  const ready = wallClock !== null && (!chooseOrganization || organizationId !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wallClock === null) return;
    onSubmit({ at: instantOfWallClock(wallClock, DEFAULT_TIME_ZONE), organizationId: chooseOrganization ? organizationId : null });
  };

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        {chooseOrganization && (
          <Select
            label={texts.organization}
            placeholder={texts.pickOrganization}
            data={(organizations.data ?? []).map((organization) => ({ value: organization.id, label: organization.name }))}
            value={organizationId}
            onChange={setOrganizationId}
            searchable
            miw={240}
          />
        )}
        <DateTimePicker
          label={texts.moment}
          value={wallClock}
          onChange={setWallClock}
          valueFormat="DD/MM/YYYY HH:mm"
          defaultTimeValue={localClock(new Date(), DEFAULT_TIME_ZONE).time}
          maxDate={`${localDate(new Date())} 23:59:59`}
          miw={220}
        />
        <Button type="submit" disabled={!ready}>
          {texts.show}
        </Button>
      </Group>
    </form>
  );
}

function PastBoardView({ moment }: { moment: BoardMoment }) {
  const { data, isPending } = useBoardAt(moment);
  if (isPending) return <PageLoader />;
  // A refused or failed read was reported by the query client.
  if (!data) return null;
  const at = new Date(data.at);
  return (
    <Stack gap="md">
      <Title order={4}>{texts.heading(momentFormat.format(at))}</Title>
      <TicketGrid tickets={data.tickets} now={{ ...localClock(at, DEFAULT_TIME_ZONE), at: at.getTime() }} emptyText={texts.empty} />
    </Stack>
  );
}
