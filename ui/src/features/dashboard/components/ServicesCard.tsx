import { Card, Center, ColorSwatch, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { SERVICE_TYPES, serviceTypeSchema } from '@lavado/shared/wash/wash.catalog';
import { lazy, Suspense } from 'react';
import { useWashCounts } from '../api/dashboardApi';
import { serviceColors } from './serviceColors';
import { countsByService, hasAnyService, type ServiceCounts } from './serviceCounts';

const texts = dashboardMessages.services;

// The chart library loads with the chart, after the counts are on screen.
const ServicesDonut = lazy(async () => ({ default: (await import('./ServicesDonut')).ServicesDonut }));

export function ServicesCard() {
  const { data, isPending } = useWashCounts();
  const counts = countsByService(data ?? []);
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={4}>{texts.title}</Title>
      {isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={commonMessages.loading} />
        </Center>
      ) : (
        <Group justify="space-around" align="center" gap="lg" mt="md">
          <ServicesLegend counts={counts} />
          {hasAnyService(counts) ? (
            <Suspense fallback={<Loader role="status" aria-label={commonMessages.loading} />}>
              <ServicesDonut counts={counts} />
            </Suspense>
          ) : (
            <Text c="dimmed" ta="center" maw={260}>
              {texts.empty}
            </Text>
          )}
        </Group>
      )}
    </Card>
  );
}

function ServicesLegend({ counts }: { counts: ServiceCounts }) {
  return (
    <Stack gap="xs">
      {serviceTypeSchema.options.map((service) => (
        <Group key={service} gap="sm" wrap="nowrap">
          <ColorSwatch color={serviceColors[service]} size={14} />
          <Text miw={64}>{SERVICE_TYPES[service].label}</Text>
          <Text fw={700} data-testid={`service-count-${service}`}>
            {counts[service]}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
