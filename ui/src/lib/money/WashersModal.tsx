import { ActionIcon, Alert, Button, Group, NumberInput, Select, Text, Textarea } from '@mantine/core';
import { moneyApi } from '@lavado/shared/money/money.contract';
import { moneyMessages } from '@lavado/shared/messages/money';
import { MAX_WASHERS, splitProportionally } from '@lavado/shared/money/money';
import { setWashersBody, type TicketMoney } from '@lavado/shared/money/money.schemas';
import { ticketBillingMessages } from '@lavado/shared/money/ticket-billing.decider';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { call } from '../api/apiClient';
import { FormModal } from '../forms/FormModal';
import { useModalForm } from '../forms/useModalForm';
import { sessionOrganizationId } from '../lavados/organizationScope';
import { moneyOutcome } from './moneyOutcome';
import { moneyKeys } from './moneyQueries';
import { useSetWashers } from './ticketMoneyCommands';

const texts = moneyMessages.ticket.washersModal;

/**
 * The decider's rules (ticket-billing.decider.ts) checked as the AD types, in its words. `reasonRequired`:
 * the ticket's day is closed, so the change needs its motivo.
 */
export const washersFormSchema = (reasonRequired: boolean) =>
  z.object({
    washers: washersSchema,
    reason: reasonRequired ? setWashersBody.shape.reason.unwrap() : z.string().transform(() => undefined),
  });
const washersSchema = z
  .array(
    z.object({
      userId: z.string({ error: texts.chooseWasher }).min(1, texts.chooseWasher),
      percent: z
        .number({ error: ticketBillingMessages.washersPercent })
        .int(ticketBillingMessages.washersPercent)
        .min(1, ticketBillingMessages.washersPercent)
        .max(100, ticketBillingMessages.washersPercent),
    }),
  )
  .min(1, ticketBillingMessages.washersCount)
  .max(MAX_WASHERS, ticketBillingMessages.washersCount)
  .superRefine((washers, context) => {
    const ids = washers.map((washer) => washer.userId).filter(Boolean);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', message: ticketBillingMessages.washersRepeated });
    else if (washers.reduce((sum, washer) => sum + (Number(washer.percent) || 0), 0) !== 100)
      context.addIssue({ code: 'custom', message: ticketBillingMessages.washersSum });
  });
type WashersForm = { washers: { userId: string | null; percent: number | string }[]; reason: string };
type WashersValues = z.output<ReturnType<typeof washersFormSchema>>;

const evenSplit = (count: number) =>
  splitProportionally(
    100,
    Array.from({ length: count }, () => 1),
  );

function useEmployeeChoices(enabled: boolean) {
  return useQuery({
    queryKey: moneyKeys.washerChoices,
    queryFn: () => call(moneyApi.listWasherChoices, { organizationId: sessionOrganizationId() }),
    enabled,
    select: (people) => people.map((person) => ({ value: person.userId, label: person.name })),
  });
}

interface WashersModalProps {
  opened: boolean;
  onClose: () => void;
  money: TicketMoney;
}

/** Lavadores: 1 to 6 of the organization's employees and how the commission is split (percentages that sum 100). */
export function WashersModal({ opened, onClose, money }: WashersModalProps) {
  const initial: WashersForm = {
    washers: money.washers?.length ? money.washers.map(({ userId, percent }) => ({ userId, percent })) : [{ userId: null, percent: 100 }],
    reason: '',
  };
  const reasonRequired = money.finished && money.finishedDayClosed;
  const schema = useMemo(() => washersFormSchema(reasonRequired), [reasonRequired]);
  const form = useModalForm(schema as unknown as z.ZodType<WashersValues, WashersForm>, initial, onClose);
  const { control, register, handleSubmit, formState, close, setValue, trigger } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'washers' });
  const rows = useWatch({ control, name: 'washers' });
  const total = rows.reduce((sum, row) => sum + (Number(row.percent) || 0), 0);
  const choices = useEmployeeChoices(opened);
  const setWashers = useSetWashers();

  const splitEvenly = (count: number) => {
    evenSplit(count).forEach((percent, index) => setValue(`washers.${index}.percent`, percent));
    void trigger('washers');
  };
  const submit = handleSubmit(({ washers, reason }) =>
    setWashers.mutate({ id: money.ticketId, washers, ...(reason ? { reason } : {}) }, moneyOutcome(texts.done, close)),
  );
  const listError = formState.errors.washers?.root?.message ?? formState.errors.washers?.message;

  return (
    <FormModal
      opened={opened}
      title={texts.title}
      onClose={close}
      onSubmit={submit}
      submitLabel={moneyMessages.save}
      submitting={setWashers.isPending}
    >
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" wrap="nowrap" gap="xs">
          <Controller
            control={control}
            name={`washers.${index}.userId`}
            render={({ field: select, fieldState }) => (
              <Select
                label={`${texts.washer} ${index + 1}`}
                data={choices.data ?? []}
                value={select.value}
                onChange={select.onChange}
                onBlur={select.onBlur}
                error={fieldState.error?.message}
                searchable
                style={{ flex: 1 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`washers.${index}.percent`}
            render={({ field: percent, fieldState }) => (
              <NumberInput
                label={`${texts.percent} ${index + 1}`}
                w={90}
                min={1}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                suffix="%"
                value={percent.value}
                onChange={percent.onChange}
                onBlur={percent.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {fields.length > 1 && (
            <ActionIcon variant="subtle" color="red" mt={28} aria-label={`${texts.remove} ${index + 1}`} onClick={() => remove(index)}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group justify="space-between">
        <Text size="sm" c={total === 100 ? 'dimmed' : 'red'}>
          {texts.total(total)}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => splitEvenly(fields.length)}>
            {texts.evenSplit}
          </Button>
          <Button
            variant="light"
            size="xs"
            disabled={fields.length >= MAX_WASHERS}
            onClick={() => {
              append({ userId: null, percent: 0 });
              splitEvenly(fields.length + 1);
            }}
          >
            {texts.add}
          </Button>
        </Group>
      </Group>
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {reasonRequired && (
        <>
          <Alert color="yellow" variant="light" p="xs">
            {texts.closedDay}
          </Alert>
          <Textarea label={moneyMessages.reason} required minRows={2} error={formState.errors.reason?.message} {...register('reason')} />
        </>
      )}
    </FormModal>
  );
}
