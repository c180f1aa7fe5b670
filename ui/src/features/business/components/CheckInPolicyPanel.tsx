import { Button, Checkbox, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { checkInUiMessages } from '@lavado/shared/messages/check-in';
import { CHECK_IN_RETENTION_MAX_DAYS, checkInPolicySchema, type CheckInPolicy } from '@lavado/shared/wash/check-in';
import { SERVICE_TYPES, type ServiceType } from '@lavado/shared/wash/wash.catalog';
import { useEffect, useState } from 'react';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useCheckInPolicy, useSetCheckInPolicy } from '../../../lib/check-in/checkInPolicy';

const texts = checkInUiMessages;

/** The photo check-in: which services' intake offers it, and how many days the photos are kept. */
export function CheckInPolicyPanel({ policy }: { policy: CheckInPolicy }) {
  const [services, setServices] = useState<string[]>(policy.services);
  const [days, setDays] = useState<number | string>(policy.retentionDays);
  const [problem, setProblem] = useState<string | null>(null);
  const setPolicy = useSetCheckInPolicy();
  useEffect(() => {
    setServices(policy.services);
    setDays(policy.retentionDays);
  }, [policy]);

  const save = () => {
    // The server's own schema: the same Spanish message for a number of days out of range.
    const parsed = checkInPolicySchema.safeParse({ services, retentionDays: Number(days) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    setPolicy.mutate(
      { policy: parsed.data },
      commandOutcome({ successTitle: texts.policyTitle, successMessage: ({ msg }) => msg, afterSuccess: () => undefined }),
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={texts.policyTitle}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {texts.policyTitle}
        </Title>
        <Checkbox.Group value={services} onChange={setServices} label={texts.proposedAtIntake} description={texts.policyHint}>
          <Group gap="md" mt="xs">
            {(Object.keys(SERVICE_TYPES) as ServiceType[]).map((code) => (
              <Checkbox key={code} value={code} label={SERVICE_TYPES[code].label} />
            ))}
          </Group>
        </Checkbox.Group>
        <NumberInput
          label={texts.retentionDays}
          description={texts.retentionHint}
          min={1}
          max={CHECK_IN_RETENTION_MAX_DAYS}
          clampBehavior="none"
          allowDecimal={false}
          value={days}
          onChange={setDays}
          error={problem}
          maw={240}
        />
        <Group justify="flex-end">
          <Button onClick={save} loading={setPolicy.isPending}>
            {texts.policySave}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The panel once the policy is read (the AD's screen shows nothing of it until then). */
export function CheckInPolicySection() {
  const { data } = useCheckInPolicy();
  return data ? <CheckInPolicyPanel policy={data} /> : null;
}
