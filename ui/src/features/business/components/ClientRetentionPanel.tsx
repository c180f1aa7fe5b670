import { Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { clientRetentionUiMessages } from '@lavado/shared/messages/business';
import {
  CLIENT_RETENTION_MAX_MONTHS,
  CLIENT_RETENTION_MIN_MONTHS,
  clientRetentionSchema,
  type ClientRetention,
} from '@lavado/shared/organizations/client-retention';
import { useEffect, useState } from 'react';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useClientRetention, useSetClientRetention } from '../api/businessApi';

const texts = clientRetentionUiMessages;

/** How many months inactive clients are kept before the retention job erases their personal data. */
export function ClientRetentionPanel({ retention }: { retention: ClientRetention }) {
  const [months, setMonths] = useState<number | string>(retention.months);
  const [problem, setProblem] = useState<string | null>(null);
  const setRetention = useSetClientRetention();
  useEffect(() => setMonths(retention.months), [retention]);

  const save = () => {
    // The server's own schema: the same Spanish message for months out of range.
    const parsed = clientRetentionSchema.safeParse({ months: Number(months) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    setRetention.mutate(
      { months: parsed.data.months },
      commandOutcome({ successTitle: texts.title, successMessage: ({ msg }) => msg, afterSuccess: () => undefined }),
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={texts.title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {texts.title}
        </Title>
        <NumberInput
          label={texts.months}
          description={texts.hint}
          min={CLIENT_RETENTION_MIN_MONTHS}
          max={CLIENT_RETENTION_MAX_MONTHS}
          clampBehavior="none"
          allowDecimal={false}
          value={months}
          onChange={setMonths}
          error={problem}
          maw={320}
        />
        <Group justify="flex-end">
          <Button onClick={save} loading={setRetention.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The panel once the setting is read. */
export function ClientRetentionSection() {
  const { data } = useClientRetention();
  return data ? <ClientRetentionPanel retention={data} /> : null;
}
