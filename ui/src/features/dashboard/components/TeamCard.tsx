import { Card, Group, Text, Title } from '@mantine/core';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { useAdminsCount, useEmployeesCount } from '../api/dashboardApi';
import { Figure } from './Figure';

const texts = dashboardMessages;

export function TeamCard() {
  const { data: employees } = useEmployeesCount();
  const { data: admins } = useAdminsCount();
  const total = employees === undefined || admins === undefined ? undefined : employees + admins;
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={4}>{texts.team.title}</Title>
      <Group justify="space-around" my="lg">
        <Figure label={texts.team.employees} value={employees} />
        <Figure label={texts.team.admins} value={admins} />
        <Figure label={texts.team.total} value={total} />
      </Group>
      <Text size="sm" c="dimmed">
        {texts.teamHint}
      </Text>
    </Card>
  );
}
