import {
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { packsMessages } from '@lavado/shared/messages/packs';
import { formatMoney, PAYMENT_METHODS, paymentMethodSchema, type Currency } from '@lavado/shared/money/money';
import type { BillingSetup } from '@lavado/shared/money/money.schemas';
import { offerPackBody, sellPackBody, type PacksSetup, type SoldPack } from '@lavado/shared/packs/packs.schemas';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { TitledPage } from '../../../lib/components/TitledPage';
import { FormModal } from '../../../lib/forms/FormModal';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { PlateInput } from '../../../lib/lavados/PlateInput';
import { typedPositiveAmount } from '../../../lib/money/amounts';
import { AmountInput } from '../../../lib/money/AmountInput';
import { moneyOutcome } from '../../../lib/money/moneyOutcome';
import { ReasonModal } from '../../../lib/money/ReasonModal';
import { QueryState } from '../../../lib/query/QueryState';
import {
  useBillingSetup,
  useExpirePack,
  useOfferPack,
  usePacksSetup,
  useRefundPack,
  useSellPack,
  useSetLoyaltyRule,
  useSoldPacks,
  useWithdrawOffer,
} from '../api/packsApi';

const texts = packsMessages;
const methodOptions = Object.entries(PAYMENT_METHODS).map(([value, label]) => ({ value, label }));
const statusColor = { active: 'green', empty: 'gray', expired: 'orange', refunded: 'red' } as const;
const shortDay = (iso: string) => new Date(iso).toLocaleDateString('es-CL', { timeZone: 'America/Santiago' });

/** /home/packs (AD): the packs on sale, selling one to a plate, the packs sold (expire, refund) and the loyalty rule. */
export function PacksPage() {
  const billing = useBillingSetup();
  const setup = usePacksSetup();
  return (
    <TitledPage title={texts.title}>
      <QueryState query={billing}>
        {(billingSetup) => <QueryState query={setup}>{(packsSetup) => <Packs billing={billingSetup} setup={packsSetup} />}</QueryState>}
      </QueryState>
    </TitledPage>
  );
}

function Packs({ billing, setup }: { billing: BillingSetup; setup: PacksSetup }) {
  const serviceName = (code: string) => billing.services.find((service) => service.code === code)?.name ?? code;
  return (
    <Stack gap="lg">
      {/* Its form starts on the first offer on sale: a new one (the first ever) starts it again. */}
      <SellPackCard key={setup.offers.find((offer) => !offer.withdrawn)?.offerId ?? 'none'} setup={setup} />
      <SoldPacks />
      <Offers billing={billing} setup={setup} serviceName={serviceName} />
      <LoyaltyRules billing={billing} setup={setup} />
    </Stack>
  );
}

function SellPackCard({ setup }: { setup: PacksSetup }) {
  const onSale = setup.offers.filter((offer) => !offer.withdrawn);
  const schema = useMemo(
    () =>
      z.object({
        offerId: z.string({ error: 'Seleccione un pack.' }).min(1, 'Seleccione un pack.'),
        plate: sellPackBody.shape.plate,
        method: z.preprocess((method) => method ?? undefined, paymentMethodSchema),
        boleta: sellPackBody.shape.boleta,
      }),
    [],
  );
  type Values = z.input<typeof schema>;
  const empty: Values = { offerId: onSale[0]?.offerId ?? '', plate: '', method: 'cash', boleta: '' };
  // One payment id per sale, kept across retries of the same sale.
  const [paymentId, setPaymentId] = useState(() => crypto.randomUUID());
  const { register, control, handleSubmit, formState, reset } = useModalForm(schema, empty, () => {});
  const sell = useSellPack();
  const submit = handleSubmit((values) =>
    sell.mutate(
      { ...values, paymentId },
      moneyOutcome(texts.sell.title, () => {
        reset(empty);
        setPaymentId(crypto.randomUUID());
      }),
    ),
  );
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={3} size="h4" mb="sm">
        {texts.sell.title}
      </Title>
      {onSale.length === 0 ? (
        <Text c="dimmed">{texts.sell.noOffers}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <Controller
              control={control}
              name="offerId"
              render={({ field, fieldState }) => (
                <Select
                  label={texts.sell.offer}
                  data={onSale.map((offer) => ({
                    value: offer.offerId,
                    label: `${offer.name} · ${formatMoney(offer.price, offer.currency)}`,
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="plate"
              render={({ field, fieldState }) => (
                <PlateInput
                  label={texts.sell.plate}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="method"
              render={({ field, fieldState }) => (
                <Select
                  label={texts.sell.method}
                  data={methodOptions}
                  value={(field.value as string | null) ?? null}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                  required
                />
              )}
            />
            <TextInput label={texts.sell.boleta} required error={formState.errors.boleta?.message} {...register('boleta')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button type="submit" loading={sell.isPending}>
              {texts.sell.submit}
            </Button>
          </Group>
        </form>
      )}
    </Card>
  );
}

function SoldPacks() {
  const sold = useSoldPacks();
  const [expiring, setExpiring] = useState<SoldPack | null>(null);
  const [refunding, setRefunding] = useState<SoldPack | null>(null);
  const [refundId, setRefundId] = useState(() => crypto.randomUUID());
  const expire = useExpirePack();
  const refund = useRefundPack();
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={3} size="h4" mb="sm">
        {texts.sold.title}
      </Title>
      <QueryState query={sold}>
        {(packs) =>
          packs.length === 0 ? (
            <Text c="dimmed">{texts.sold.none}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{texts.sold.plate}</Table.Th>
                    <Table.Th>{texts.sold.pack}</Table.Th>
                    <Table.Th>{texts.sold.left}</Table.Th>
                    <Table.Th>{texts.sold.expires}</Table.Th>
                    <Table.Th>{texts.sold.status}</Table.Th>
                    <Table.Th>{texts.sold.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {packs.map((pack) => (
                    <Table.Tr key={pack.packId}>
                      <Table.Td fw={600}>{pack.plate}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {pack.name} · {formatMoney(pack.amount, pack.currency)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{texts.sold.leftOf(pack.left, pack.washes)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDay(pack.expiresAt)}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColor[pack.status]} variant="light">
                          {texts.sold.statuses[pack.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {pack.status !== 'refunded' && (
                          <Group gap="xs" wrap="nowrap">
                            {pack.status !== 'expired' && (
                              <Button size="compact-sm" variant="light" color="orange" onClick={() => setExpiring(pack)}>
                                {texts.sold.expire}
                              </Button>
                            )}
                            <Button size="compact-sm" variant="light" color="red" onClick={() => setRefunding(pack)}>
                              {texts.sold.refund}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <ReasonModal
        opened={expiring !== null}
        onClose={() => setExpiring(null)}
        title={texts.sold.expireTitle}
        currency={expiring?.currency ?? 'CLP'}
        amount="none"
        submitting={expire.isPending}
        onSubmit={({ reason }, close) =>
          expiring && expire.mutate({ packId: expiring.packId, reason }, moneyOutcome(texts.sold.expire, close))
        }
      />
      <ReasonModal
        opened={refunding !== null}
        onClose={() => setRefunding(null)}
        title={texts.sold.refundTitle}
        currency={refunding?.currency ?? 'CLP'}
        amount="positive"
        submitting={refund.isPending}
        onSubmit={({ amount, reason }, close) =>
          refunding &&
          refund.mutate(
            { packId: refunding.packId, paymentId: refundId, method: 'cash', amount, reason },
            moneyOutcome(texts.sold.refund, () => {
              setRefundId(crypto.randomUUID());
              close();
            }),
          )
        }
      />
    </Card>
  );
}

function Offers({ billing, setup, serviceName }: { billing: BillingSetup; setup: PacksSetup; serviceName: (code: string) => string }) {
  const [adding, { open, close }] = useDisclosure(false);
  const withdraw = useWithdrawOffer();
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {texts.offers.title}
        </Title>
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={open}>
          {texts.offers.add}
        </Button>
      </Group>
      {setup.offers.length === 0 ? (
        <Text c="dimmed">{texts.offers.none}</Text>
      ) : (
        <Stack gap="xs">
          {setup.offers.map((offer) => (
            <Group key={offer.offerId} justify="space-between" wrap="nowrap" opacity={offer.withdrawn ? 0.6 : 1}>
              <div>
                <Text fw={600}>
                  {offer.name} · {formatMoney(offer.price, offer.currency)}
                </Text>
                <Text size="sm" c="dimmed">
                  {texts.offers.describe(offer.washes, offer.serviceCodes.map(serviceName).join(', '), offer.validDays)}
                </Text>
              </div>
              {offer.withdrawn ? (
                <Badge color="gray">{texts.offers.withdrawn}</Badge>
              ) : (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  loading={withdraw.isPending}
                  onClick={() => withdraw.mutate({ offerId: offer.offerId }, moneyOutcome(texts.offers.withdraw))}
                >
                  {texts.offers.withdraw}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <OfferModal opened={adding} onClose={close} billing={billing} />
    </Card>
  );
}

function OfferModal({ opened, onClose, billing }: { opened: boolean; onClose: () => void; billing: BillingSetup }) {
  const currency: Currency = billing.currency;
  const schema = useMemo(
    () =>
      z.object({
        name: offerPackBody.shape.name,
        serviceCodes: offerPackBody.shape.serviceCodes,
        washes: z.preprocess((value) => (value === '' ? undefined : value), offerPackBody.shape.washes),
        price: typedPositiveAmount(currency),
        validDays: z.preprocess((value) => (value === '' ? undefined : value), offerPackBody.shape.validDays),
      }),
    [currency],
  );
  type Values = z.input<typeof schema>;
  const empty: Values = { name: '', serviceCodes: [], washes: 10, price: '', validDays: 180 };
  const { register, control, handleSubmit, formState, close } = useModalForm(schema, empty, onClose);
  const offer = useOfferPack();
  const submit = handleSubmit((values) => offer.mutate(values, moneyOutcome(texts.offers.add, close)));
  return (
    <FormModal
      opened={opened}
      title={texts.offers.add}
      onClose={close}
      onSubmit={submit}
      submitLabel={texts.offers.save}
      submitting={offer.isPending}
    >
      <TextInput
        label={texts.offers.name}
        placeholder={texts.offers.namePlaceholder}
        required
        data-autofocus
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="serviceCodes"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={texts.offers.services}
            data={billing.services.map((service) => ({ value: service.code, label: service.name }))}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <Controller
        control={control}
        name="washes"
        render={({ field, fieldState }) => (
          <NumberInput
            label={texts.offers.washes}
            min={1}
            allowDecimal={false}
            value={field.value as number | string}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <AmountInput control={control} name="price" currency={currency} label={texts.offers.price} required />
      <Controller
        control={control}
        name="validDays"
        render={({ field, fieldState }) => (
          <NumberInput
            label={texts.offers.validDays}
            min={1}
            allowDecimal={false}
            value={field.value as number | string}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required
          />
        )}
      />
    </FormModal>
  );
}

function LoyaltyRules({ billing, setup }: { billing: BillingSetup; setup: PacksSetup }) {
  const ruleOf = (code: string) => setup.loyalty.find((rule) => rule.serviceCode === code)?.every ?? 0;
  const [values, setValues] = useState<Record<string, number | string>>({});
  const setRule = useSetLoyaltyRule();
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={3} size="h4">
        {texts.loyalty.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.loyalty.description}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {billing.services.map((service) => {
          const value = values[service.code] ?? ruleOf(service.code);
          const changed = Number(value) !== ruleOf(service.code);
          return (
            <Group key={service.code} align="flex-end" gap="xs" wrap="nowrap">
              <NumberInput
                label={texts.loyalty.every(service.name)}
                min={0}
                max={50}
                allowDecimal={false}
                value={value}
                onChange={(typed) => setValues((current) => ({ ...current, [service.code]: typed }))}
                flex={1}
              />
              <Button
                variant="light"
                disabled={!changed || value === ''}
                loading={setRule.isPending}
                onClick={() => setRule.mutate({ serviceCode: service.code, every: Number(value) }, moneyOutcome(texts.loyalty.save))}
              >
                {texts.loyalty.save}
              </Button>
            </Group>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
