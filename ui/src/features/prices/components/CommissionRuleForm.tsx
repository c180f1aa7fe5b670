import { Button, Card, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { moneyMessages } from '@lavado/shared/messages/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { fromMinor, typedAmount } from '../../../lib/money/amounts';
import { AmountInput } from '../../../lib/money/AmountInput';
import { moneyOutcome } from '../../../lib/money/moneyOutcome';
import { useSetCommissionRule } from '../api/pricesApi';

const texts = moneyMessages.prices.commission;

type Rule = BillingSetup['commissionRule'];

/** The washers' commission: a percentage of what each ticket was charged, or a fixed amount per service. */
export function CommissionRuleForm({ setup }: { setup: BillingSetup }) {
  const { currency, services, commissionRule } = setup;
  const schema = useMemo(
    () =>
      z
        .object({
          kind: z.enum(['percent', 'fixed']),
          percent: z.any(),
          amounts: z.record(z.string(), z.any()),
        })
        .transform((values, context): Rule => {
          if (values.kind === 'percent') {
            const percent = z
              .number({ error: texts.percentError })
              .int(texts.percentError)
              .min(0, texts.percentError)
              .max(100, texts.percentError)
              .safeParse(values.percent === '' ? undefined : values.percent);
            if (!percent.success) {
              context.addIssue({ code: 'custom', message: texts.percentError, path: ['percent'] });
              return z.NEVER;
            }
            return { kind: 'percent', percent: percent.data };
          }
          const amounts: Record<string, number> = {};
          for (const service of services) {
            const amount = typedAmount(currency).safeParse(values.amounts[service.code]);
            if (!amount.success) {
              context.addIssue({ code: 'custom', message: amount.error.issues[0]?.message ?? '', path: ['amounts', service.code] });
            } else amounts[service.code] = amount.data;
          }
          return { kind: 'fixed', amounts };
        }),
    [currency, services],
  );
  const defaults = {
    kind: commissionRule.kind,
    percent: commissionRule.kind === 'percent' ? commissionRule.percent : 0,
    amounts: Object.fromEntries(
      services.map((service) => [
        service.code,
        commissionRule.kind === 'fixed' && commissionRule.amounts[service.code] !== undefined
          ? fromMinor(commissionRule.amounts[service.code]!, currency)
          : 0,
      ]),
    ) as Record<string, number | string>,
  };
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: defaults, mode: 'onTouched' });
  const kind = useWatch({ control, name: 'kind' });
  const setRule = useSetCommissionRule();
  const submit = handleSubmit((rule) => setRule.mutate({ rule }, moneyOutcome(texts.saved)));

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={texts.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={4}>{texts.title}</Title>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                aria-label={texts.kind}
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'percent', label: texts.percent },
                  { value: 'fixed', label: texts.fixed },
                ]}
              />
            )}
          />
          {kind === 'percent' ? (
            <Controller
              control={control}
              name="percent"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={texts.percentLabel}
                  w={160}
                  suffix="%"
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value as number | string}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {services.map((service) => (
                <AmountInput
                  key={service.code}
                  control={control}
                  name={`amounts.${service.code}`}
                  currency={currency}
                  label={service.name}
                />
              ))}
            </SimpleGrid>
          )}
          <Group>
            <Button type="submit" loading={setRule.isPending}>
              {moneyMessages.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
