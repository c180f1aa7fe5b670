import { Button, Group, Select, Stack, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { moneyMessages } from '@lavado/shared/messages/money';
import { billingMessages } from '@lavado/shared/money/billing.decider';
import { CURRENCIES, currencySchema, type Currency } from '@lavado/shared/money/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { IconPlus } from '@tabler/icons-react';
import { TitledPage } from '../../../lib/components/TitledPage';
import { moneyOutcome } from '../../../lib/money/moneyOutcome';
import { QueryState } from '../../../lib/query/QueryState';
import { useBillingSetup, useSetCurrency, useSetPaymentPolicy } from '../api/pricesApi';
import { AddServiceModal } from './AddServiceModal';
import { CommissionRuleForm } from './CommissionRuleForm';
import { PriceGrid } from './PriceGrid';

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
  const [addingService, { open: openAddService, close: closeAddService }] = useDisclosure(false);
  const setCurrency = useSetCurrency();
  const setPolicy = useSetPaymentPolicy();

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

      <PriceGrid setup={setup} />

      <CommissionRuleForm key={`${setup.currency}-${JSON.stringify(setup.commissionRule)}-${setup.services.length}`} setup={setup} />

      <Switch
        label={texts.employeesMayRecordPayments}
        checked={setup.employeesMayRecordPayments}
        disabled={setPolicy.isPending}
        onChange={(event) => setPolicy.mutate({ employeesMayRecordPayments: event.currentTarget.checked }, moneyOutcome(texts.policySaved))}
      />

      <AddServiceModal opened={addingService} onClose={closeAddService} />
    </Stack>
  );
}
