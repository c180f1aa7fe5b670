import { Button, Card, Group, Select, Stack, Switch, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { moneyMessages } from '@lavado/shared/messages/money';
import { billingMessages } from '@lavado/shared/money/billing.decider';
import { CURRENCIES, currencySchema, formatMoney, VEHICLE_GROUPS, type Currency } from '@lavado/shared/money/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TitledPage } from '../../../lib/components/TitledPage';
import { shortDate } from '../../../lib/format/dates';
import { moneyOutcome } from '../../../lib/money/moneyOutcome';
import { QueryState } from '../../../lib/query/QueryState';
import { useBillingSetup, useSetCurrency, useSetPaymentPolicy } from '../api/pricesApi';
import { AddServiceModal } from './AddServiceModal';
import { CommissionRuleForm } from './CommissionRuleForm';
import { priceCell, vehicleGroups } from './priceGrid';
import { PriceModal, type EditedCell } from './PriceModal';

const texts = moneyMessages.prices;
const currencyOptions = currencySchema.options.map((code) => ({ value: code, label: CURRENCIES[code].label }));

/** /home/prices (AD): the price list per service and vehicle group, the commission rule and who may take payments. */
export function PricesPage() {
  const setup = useBillingSetup();
  return (
    <TitledPage title={texts.title}>
      <QueryState query={setup}>{(data) => <PriceSettings setup={data} />}</QueryState>
    </TitledPage>
  );
}

function PriceSettings({ setup }: { setup: BillingSetup }) {
  const [edited, setEdited] = useState<EditedCell | null>(null);
  const [addingService, { open: openAddService, close: closeAddService }] = useDisclosure(false);
  const setCurrency = useSetCurrency();
  const setPolicy = useSetPaymentPolicy();
  const money = (amount: number) => formatMoney(amount, setup.currency);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Select
          label={texts.currency}
          data={currencyOptions}
          value={setup.currency}
          allowDeselect={false}
          // Fixed once a ticket was priced, for the reason the server would give (docs/money.md).
          disabled={setCurrency.isPending || setup.currencyLocked}
          description={setup.currencyLocked ? billingMessages.currencyInUse(setup.currency) : undefined}
          onChange={(currency) => currency && setCurrency.mutate({ currency: currency as Currency }, moneyOutcome(texts.currencySaved))}
          w={setup.currencyLocked ? 420 : 220}
        />
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={openAddService}>
          {texts.addService}
        </Button>
      </Group>

      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={560}>
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
                  {vehicleGroups.map((group) => {
                    const cell = priceCell(setup, service.code, group);
                    return (
                      <Table.Td key={group}>
                        <UnstyledButton
                          onClick={() =>
                            setEdited({
                              serviceCode: service.code,
                              serviceName: service.name,
                              vehicleGroup: group,
                              amount: cell.inForce?.amount ?? null,
                            })
                          }
                        >
                          <Text fw={700} c={cell.inForce ? undefined : 'orange'}>
                            {cell.inForce ? money(cell.inForce.amount) : moneyMessages.noPrice}
                          </Text>
                          {cell.later.map((later) => (
                            <Text key={later.effectiveFrom} size="xs" c="dimmed">
                              {texts.later(shortDate(later.effectiveFrom), money(later.amount))}
                            </Text>
                          ))}
                          {/* After the amount, not instead of it: what a voice user reads on screen must be in the button's name. */}
                          <VisuallyHidden>{texts.editLabel(service.name, VEHICLE_GROUPS[group])}</VisuallyHidden>
                        </UnstyledButton>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <CommissionRuleForm key={`${setup.currency}-${JSON.stringify(setup.commissionRule)}-${setup.services.length}`} setup={setup} />

      <Switch
        label={texts.employeesMayRecordPayments}
        checked={setup.employeesMayRecordPayments}
        disabled={setPolicy.isPending}
        onChange={(event) => setPolicy.mutate({ employeesMayRecordPayments: event.currentTarget.checked }, moneyOutcome(texts.policySaved))}
      />

      {edited && <PriceModal cell={edited} currency={setup.currency} onClose={() => setEdited(null)} />}
      <AddServiceModal opened={addingService} onClose={closeAddService} />
    </Stack>
  );
}
