import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { packsMessages } from '@lavado/shared/messages/packs';
import { CASHIERS } from '@lavado/shared/auth/roles';
import { IconCheck, IconTicket } from '@tabler/icons-react';
import { isCompletePlate } from '../../../lib/lavados/plate';
import { usePlatePacks } from '../../../lib/packs/packQueries';
import { useSessionStore } from '../../../lib/session/sessionStore';

const texts = packsMessages.intake;

/** How the ticket about to be created is paid beforehand: a wash of one of the plate's packs, or free under the loyalty rule. */
export type Prepaid = { kind: 'pack'; packId: string; name: string } | { kind: 'loyalty'; washNumber: number } | null;

interface PlatePacksPanelProps {
  plate: string;
  service: string | null;
  chosen: Prepaid;
  onChoose: (prepaid: Prepaid) => void;
}

/**
 * The plate's packs with what is left on each ("Pack 10 lavados: quedan 3") and, when the loyalty rule
 * makes this wash free, "Gratis (10º lavado)": one tap charges the ticket about to be created to it.
 * Shown to those who work the counter, for a complete plate that has a pack or a free wash coming.
 */
export function PlatePacksPanel({ plate, service, chosen, onChoose }: PlatePacksPanelProps) {
  const role = useSessionStore((state) => state.session?.role ?? null);
  const counter = role !== null && (CASHIERS as readonly string[]).includes(role);
  const packs = usePlatePacks(counter && isCompletePlate(plate) ? plate : null);
  const data = packs.data;
  if (!data) return null;
  const active = data.packs.filter((pack) => pack.left > 0);
  const loyalty = service ? data.loyalty.find((rule) => rule.serviceCode === service && rule.nextIsFree) : undefined;
  if (active.length === 0 && !loyalty) return null;
  return (
    <Card withBorder radius="md" p="sm" bg="var(--mantine-color-teal-light)">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconTicket size={18} style={{ flexShrink: 0 }} />
          <Text fw={700}>{texts.title}</Text>
        </Group>
        {active.map((pack) => {
          const covers = service !== null && pack.serviceCodes.includes(service);
          const using = chosen?.kind === 'pack' && chosen.packId === pack.packId;
          return (
            <Group key={pack.packId} justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>
                {texts.balance(pack.name, pack.left)}
                {service !== null && !covers && (
                  <Text span c="dimmed" fw={400}>
                    {' '}
                    · {texts.notCovered}
                  </Text>
                )}
              </Text>
              <Button
                size="compact-md"
                variant={using ? 'filled' : 'light'}
                color="teal"
                disabled={!covers}
                leftSection={using ? <IconCheck size={16} /> : undefined}
                aria-pressed={using}
                onClick={() => onChoose(using ? null : { kind: 'pack', packId: pack.packId, name: pack.name })}
              >
                {using ? texts.using : texts.use}
              </Button>
            </Group>
          );
        })}
        {loyalty && (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Badge size="lg" color="grape" variant="light">
              {texts.free(loyalty.nextWash)}
            </Badge>
            <Button
              size="compact-md"
              variant={chosen?.kind === 'loyalty' ? 'filled' : 'light'}
              color="grape"
              leftSection={chosen?.kind === 'loyalty' ? <IconCheck size={16} /> : undefined}
              aria-pressed={chosen?.kind === 'loyalty'}
              onClick={() => onChoose(chosen?.kind === 'loyalty' ? null : { kind: 'loyalty', washNumber: loyalty.nextWash })}
            >
              {texts.freeApplied}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
