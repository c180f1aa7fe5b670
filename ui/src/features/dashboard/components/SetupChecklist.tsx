import { Badge, Button, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SETUP_STEPS, type SetupStep } from '@lavado/shared/dashboard/dashboard.schemas';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useSetupProgress } from '../api/dashboardApi';

const texts = dashboardMessages.setup;

/** Where each step is done: the price list, Empleados, the board (its wall screen links), the new-service form. */
const stepTargets: Record<SetupStep, string> = {
  prices: paths.home.prices,
  employee: paths.home.employees,
  wallScreen: paths.home.board,
  service: paths.home.newRecord,
};

/** The AD's "first steps": each step read from what exists, each linking to where it is done; gone once all are done. */
export function SetupChecklist() {
  const { data: progress } = useSetupProgress();
  if (!progress) return null;
  const done = SETUP_STEPS.filter((step) => progress[step]).length;
  if (done === SETUP_STEPS.length) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="setup-checklist-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4} id="setup-checklist-title">
            {texts.title}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.progress(done, SETUP_STEPS.length)}
          </Text>
        </Group>
        <Progress value={(done / SETUP_STEPS.length) * 100} aria-hidden />
        <Text size="sm">{texts.intro}</Text>
        <List spacing="sm" listStyleType="none" center>
          {SETUP_STEPS.map((step) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon color={progress[step] ? 'teal' : 'gray'} variant="light" radius="xl" size={28}>
                  {progress[step] ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
                </ThemeIcon>
              }
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text td={progress[step] ? 'line-through' : undefined} c={progress[step] ? 'dimmed' : undefined}>
                  {texts.steps[step].label}
                </Text>
                {progress[step] ? (
                  <Badge color="teal" variant="light" tt="none">
                    {texts.done}
                  </Badge>
                ) : (
                  <Button component={Link} to={stepTargets[step]} size="xs" variant="light">
                    {texts.steps[step].action}
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
