import { Badge, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { TitledPage } from '../../../lib/components/TitledPage';
import { useWashModule } from '../api/dashboardApi';
import { ClientsCard } from './ClientsCard';
import { FeedbackCard } from './FeedbackCard';
import { MoneyTodayCard } from './MoneyTodayCard';
import { ServicesCard } from './ServicesCard';
import { SetupChecklist } from './SetupChecklist';
import { TeamCard } from './TeamCard';

const texts = dashboardMessages;

/** The AD's home: the car-wash module's state and the organization's figures. */
export function DashboardPage() {
  return (
    <TitledPage title={texts.title}>
      <SetupChecklist />
      <WashModuleHeader />
      <MoneyTodayCard />
      <FeedbackCard />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TeamCard />
        <ClientsCard />
      </SimpleGrid>
      <ServicesCard />
    </TitledPage>
  );
}

function WashModuleHeader() {
  const { data: module, isPending } = useWashModule();
  return (
    <Paper withBorder radius="md" px="lg" py="sm">
      <Skeleton visible={isPending}>
        <Group gap="xl">
          <Group gap="xs">
            <Text c="dimmed">{texts.moduleLabel}</Text>
            <Text fw={700}>{module?.name}</Text>
          </Group>
          <Group gap="xs">
            <Text c="dimmed">{texts.stateLabel}</Text>
            <Badge color={module?.active ? 'teal' : 'gray'} variant="light" tt="none">
              {module?.state}
            </Badge>
          </Group>
        </Group>
      </Skeleton>
    </Paper>
  );
}
