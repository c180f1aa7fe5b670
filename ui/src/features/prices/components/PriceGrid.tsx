import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DateInput } from '../../../lib/dates/pickers';
import { commonMessages } from '@lavado/shared/messages/common';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, VEHICLE_GROUPS, type VehicleGroup } from '@lavado/shared/money/money';
import { setPricesBody, type BillingSetup } from '@lavado/shared/money/money.schemas';
import { useState, type FormEvent } from 'react';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { confirmAction, showSuccessToast } from '../../../lib/dialogs/dialogs';
import { shortDate } from '../../../lib/format/dates';
import { parseTypedDate } from '../../../lib/format/typedDate';
import { amountInputProps, fromMinor, todayInChile } from '../../../lib/money/amounts';
import { priceInForce } from '../../../lib/money/priceList';
import { useCardLayout } from '../../../lib/table/ListCards';
import { useSetPrices } from '../api/pricesApi';
import { cellKey, checkDrafts, laterPrices, vehicleGroups, type PriceDrafts } from './priceGrid';

const texts = moneyMessages.prices;

/**
 * The price list as one editable grid (service × vehicle group): every cell typed, then saved at
 * once from one day, after one confirmation, with one success message (`billing/setPrices`, all or
 * nothing).
 */
export function PriceGrid({ setup }: { setup: BillingSetup }) {
  const [drafts, setDrafts] = useState<PriceDrafts>({});
  const [effectiveFrom, setEffectiveFrom] = useState<string | null>(todayInChile());
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const setPrices = useSetPrices();
  const { changes, problems } = checkDrafts(setup, drafts);
  const pending = changes.length;
  const money = (amount: number) => formatMoney(amount, setup.currency);
  const cards = useCardLayout();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const day = setPricesBody.shape.effectiveFrom.safeParse(effectiveFrom ?? '');
    setDateProblem(day.success ? null : (day.error.issues[0]?.message ?? null));
    if (!day.success || Object.keys(problems).length > 0 || pending === 0) return;
    const shownDay = shortDate(day.data);
    confirmAction({
      title: texts.savePrices,
      message: texts.confirmPrices(pending, shownDay),
      confirmLabel: moneyMessages.save,
      onConfirm: () =>
        setPrices.mutate(
          { effectiveFrom: day.data, prices: changes },
          {
            onSuccess: () => {
              setDrafts({});
              showSuccessToast(texts.pricesSaved, texts.pricesSavedDetail(pending, shownDay));
            },
            onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
          },
        ),
    });
  };

  const priceField = (service: BillingSetup['services'][number], group: VehicleGroup, visibleLabel?: string) => {
    const key = cellKey(service.code, group);
    const inForce = priceInForce(setup, service.code, group);
    const changed = changes.some((change) => change.serviceCode === service.code && change.vehicleGroup === group);
    return (
      <>
        <NumberInput
          {...amountInputProps(setup.currency)}
          label={visibleLabel}
          aria-label={texts.editCell(service.name, VEHICLE_GROUPS[group])}
          placeholder={moneyMessages.noPrice}
          value={drafts[key] ?? (inForce === null ? '' : fromMinor(inForce, setup.currency))}
          onChange={(value) => setDrafts((current) => ({ ...current, [key]: value }))}
          error={problems[key]}
          disabled={setPrices.isPending}
          // A changed cell stands out until it is saved; the count by the button says how many.
          styles={changed ? { input: { fontWeight: 700, borderColor: 'var(--mantine-color-blue-filled)' } } : undefined}
        />
        {laterPrices(setup, service.code, group).map((later) => (
          <Text key={later.effectiveFrom} size="xs" c="dimmed" mt={4}>
            {texts.later(shortDate(later.effectiveFrom), money(later.amount))}
          </Text>
        ))}
      </>
    );
  };

  const unsaved = (
    // Always there, so that a screen reader hears the count change.
    <Text size="sm" fw={600} mr="auto" role="status">
      {pending > 0 ? texts.unsaved(pending) : null}
    </Text>
  );
  const dayField = (
    <DateInput
      label={texts.effectiveFrom}
      required
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
      value={effectiveFrom}
      onChange={setEffectiveFrom}
      error={dateProblem}
      w={cards ? undefined : 160}
    />
  );
  const discardButton = (
    <Button
      variant="default"
      fullWidth={cards}
      onClick={() => setDrafts({})}
      disabled={Object.keys(drafts).length === 0 || setPrices.isPending}
    >
      {texts.discardChanges}
    </Button>
  );
  const saveButton = (
    <Button type="submit" fullWidth={cards} loading={setPrices.isPending} disabled={pending === 0 && Object.keys(problems).length === 0}>
      {texts.savePrices}
    </Button>
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        {cards ? (
          // On a phone a row of four columns does not fit: one card per service, its groups side by side.
          <Stack gap="xs" role="group" aria-label={texts.title}>
            {setup.services.map((service) => (
              <Card key={service.code} withBorder radius="md" padding="sm" role="group" aria-label={service.name}>
                <Text fw={700} mb={4}>
                  {service.name}
                </Text>
                <SimpleGrid cols={3} spacing="xs">
                  {vehicleGroups.map((group) => (
                    <div key={group}>{priceField(service, group, VEHICLE_GROUPS[group])}</div>
                  ))}
                </SimpleGrid>
              </Card>
            ))}
          </Stack>
        ) : (
          <Card withBorder radius="md" padding={0}>
            <Table striped verticalSpacing="sm" aria-label={texts.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.service}</Table.Th>
                  {vehicleGroups.map((group) => (
                    <Table.Th key={group}>{VEHICLE_GROUPS[group]}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {setup.services.map((service) => (
                  <Table.Tr key={service.code}>
                    <Table.Td fw={600}>{service.name}</Table.Td>
                    {vehicleGroups.map((group) => (
                      <Table.Td key={group}>{priceField(service, group)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
        {cards ? (
          <Stack gap="xs">
            {unsaved}
            {dayField}
            {saveButton}
            {discardButton}
          </Stack>
        ) : (
          <Group align="flex-end" justify="flex-end" gap="sm">
            {unsaved}
            {dayField}
            {discardButton}
            {saveButton}
          </Group>
        )}
      </Stack>
    </form>
  );
}
