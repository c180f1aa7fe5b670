import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, PAYMENT_METHODS } from '@lavado/shared/money/money';
import type { TicketMoney } from '@lavado/shared/money/money.schemas';
import { useState, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { confirmAction } from '../dialogs/dialogs';
import { LoadFailure } from '../components/LoadFailure';
import { shortDateTime } from '../format/instants';
import { useSessionStore } from '../session/sessionStore';
import { useBillingSetup, useTicketMoney } from './moneyQueries';
import { moneyOutcome } from './moneyOutcome';
import { PaymentModal } from './PaymentModal';
import { ReasonModal, type ReasonValues } from './ReasonModal';
import { useDiscountTicket, useMarkCourtesy, usePriceTicket, useVoidTicket } from './ticketMoneyCommands';
import { WashersModal } from './WashersModal';

const texts = moneyMessages.ticket;

type OpenModal = 'payment' | 'price' | 'discount' | 'courtesy' | 'void' | 'washers' | null;

/** What may be done to the ticket's money now, by whom (the deciders refuse the rest in the same words). */
export function ticketMoneyActions(money: TicketMoney, role: string | undefined, employeesMayRecordPayments: boolean) {
  const isAdmin = role === 'AD';
  const open = !money.voided;
  const chargeable = open && !money.courtesy && money.price !== null;
  return {
    price: isAdmin && open && money.price === null,
    payment: chargeable && money.balance > 0 && (isAdmin || (role === 'EM' && employeesMayRecordPayments)),
    paymentForbidden: chargeable && money.balance > 0 && role === 'EM' && !employeesMayRecordPayments,
    discount: isAdmin && chargeable && money.balance > 0,
    courtesy: isAdmin && open && !money.courtesy && money.payments.length === 0,
    void: isAdmin && open && money.payments.length === 0,
    // A finished ticket's washers are what its commission is paid on: only an AD changes them then.
    washers: open && (isAdmin || (role === 'EM' && !money.finished)),
  };
}

/** A ticket's money: price, discounts, courtesy, payments and balance; the payment and the AD's changes. */
export function TicketMoneyPanel({ ticketId, ppu }: { ticketId: string; ppu: string }) {
  const query = useTicketMoney(ticketId);
  if (query.isPending) return <Loader size="sm" aria-label={texts.title} />;
  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  return <TicketMoneyDetails money={query.data} ppu={ppu} />;
}

function TicketMoneyDetails({ money, ppu }: { money: TicketMoney; ppu: string }) {
  const role = useSessionStore((state) => state.session?.role);
  const setup = useBillingSetup();
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);
  const allowed = ticketMoneyActions(money, role, setup.data?.employeesMayRecordPayments ?? false);
  const id = money.ticketId;
  const priceTicket = usePriceTicket();
  const discountTicket = useDiscountTicket();
  const markCourtesy = useMarkCourtesy();
  const voidTicket = useVoidTicket();
  const amount = (value: number) => formatMoney(value, money.currency);

  const confirmVoid = ({ reason }: ReasonValues, done: () => void) =>
    confirmAction({
      title: texts.voidModal.title,
      message: texts.voidModal.confirm(ppu),
      confirmLabel: texts.void,
      destructive: true,
      onConfirm: () => voidTicket.mutate({ id, reason }, moneyOutcome(texts.voidModal.done, done)),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={texts.title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{texts.title}</Title>
          <Group gap="xs">
            {money.voided && <Badge color="red">{texts.voided}</Badge>}
            {money.courtesy && <Badge color="grape">{texts.courtesy}</Badge>}
            {!money.voided && !money.courtesy && money.price !== null && money.balance === 0 && <Badge color="teal">{texts.settled}</Badge>}
          </Group>
        </Group>
        {!money.finished && !money.voided && (
          <Text size="sm" c="dimmed">
            {texts.notFinished}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <MoneyFigure label={texts.price}>
            {money.price === null ? (
              <Text c="orange" fw={700}>
                {moneyMessages.noPrice}
              </Text>
            ) : (
              <Text fw={700}>
                {amount(money.price)}
                {money.priceSource === 'manual' && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({texts.manualPrice})
                  </Text>
                )}
              </Text>
            )}
          </MoneyFigure>
          <MoneyFigure label={texts.discounts}>
            <Text fw={700}>{amount(money.discounts)}</Text>
          </MoneyFigure>
          <MoneyFigure label={texts.paid}>
            <Text fw={700}>{amount(money.paid)}</Text>
          </MoneyFigure>
          <MoneyFigure label={texts.balance}>
            <Text fw={800} c={money.balance > 0 ? 'red' : undefined}>
              {amount(money.balance)}
            </Text>
          </MoneyFigure>
        </SimpleGrid>

        <Group gap="xs">
          {allowed.payment && <Button onClick={() => setModal('payment')}>{texts.recordPayment}</Button>}
          {allowed.price && (
            <Button variant="light" color="orange" onClick={() => setModal('price')}>
              {texts.setPrice}
            </Button>
          )}
          {allowed.discount && (
            <Button variant="light" onClick={() => setModal('discount')}>
              {texts.discount}
            </Button>
          )}
          {allowed.courtesy && (
            <Button variant="light" color="grape" onClick={() => setModal('courtesy')}>
              {texts.markCourtesy}
            </Button>
          )}
          {allowed.washers && (
            <Button variant="default" onClick={() => setModal('washers')}>
              {texts.washers}
            </Button>
          )}
          {allowed.void && (
            <Button variant="subtle" color="red" onClick={() => setModal('void')}>
              {texts.void}
            </Button>
          )}
        </Group>
        {allowed.paymentForbidden && (
          <Alert color="yellow" variant="light">
            {texts.employeesMayNotRecord}
          </Alert>
        )}

        <Text fw={600} size="sm">
          {texts.washers}
        </Text>
        {money.washers?.length ? (
          <Text size="sm">{money.washers.map((washer) => `${washer.name} (${washer.percent}%)`).join(', ')}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {texts.noWashers}
          </Text>
        )}

        <Text fw={600} size="sm">
          {texts.payments}
        </Text>
        {money.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.noPayments}
          </Text>
        ) : (
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {money.payments.map((payment) => (
                <Table.Tr key={payment.paymentId}>
                  <Table.Td>{shortDateTime(payment.recordedAt)}</Table.Td>
                  <Table.Td>
                    {PAYMENT_METHODS[payment.method]}
                    {payment.correction && (
                      <Badge ml="xs" size="xs" color="yellow">
                        {texts.correction}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>N° {payment.boleta}</Table.Td>
                  <Table.Td ta="right">{amount(payment.amount)}</Table.Td>
                  <Table.Td ta="right">
                    <Anchor
                      component={Link}
                      to={generatePath(paths.print.payment, { ticketId: money.ticketId, paymentId: payment.paymentId })}
                      target="_blank"
                      size="sm"
                      aria-label={texts.receiptOf(payment.boleta)}
                    >
                      {texts.receipt}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      {modal === 'payment' && <PaymentModal opened onClose={close} ticketId={id} currency={money.currency} balance={money.balance} />}
      {modal === 'washers' && <WashersModal opened onClose={close} money={money} />}
      <ReasonModal
        opened={modal === 'price'}
        onClose={close}
        title={texts.priceModal.title}
        currency={money.currency}
        amount="zero-or-more"
        submitting={priceTicket.isPending}
        onSubmit={(values, done) => priceTicket.mutate({ id, ...values }, moneyOutcome(texts.priceModal.done, done))}
      />
      <ReasonModal
        opened={modal === 'discount'}
        onClose={close}
        title={texts.discountModal.title}
        currency={money.currency}
        amount="positive"
        submitting={discountTicket.isPending}
        onSubmit={(values, done) => discountTicket.mutate({ id, ...values }, moneyOutcome(texts.discountModal.done, done))}
      />
      <ReasonModal
        opened={modal === 'courtesy'}
        onClose={close}
        title={texts.courtesyModal.title}
        currency={money.currency}
        amount="none"
        submitting={markCourtesy.isPending}
        onSubmit={({ reason }, done) => markCourtesy.mutate({ id, reason }, moneyOutcome(texts.courtesyModal.done, done))}
      />
      <ReasonModal
        opened={modal === 'void'}
        onClose={close}
        title={texts.voidModal.title}
        currency={money.currency}
        amount="none"
        submitting={voidTicket.isPending}
        submitLabel={texts.void}
        onSubmit={confirmVoid}
      />
    </Card>
  );
}

function MoneyFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
