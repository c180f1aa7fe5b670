import { Card, Group, Title } from '@mantine/core';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { useClientsCount } from '../api/dashboardApi';
import { Figure } from './Figure';

const texts = dashboardMessages.clients;

export function ClientsCard() {
  const { data } = useClientsCount();
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={4}>{texts.title}</Title>
      <Group justify="space-around" my="lg">
        <Figure label={texts.new} value={data?.nuevos} />
        <Figure label={texts.total} value={data?.total} />
      </Group>
    </Card>
  );
}
