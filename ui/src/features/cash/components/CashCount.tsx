import { Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import {
  CLP_COINS,
  CLP_NOTES,
  MAX_DENOMINATION_QUANTITY,
  denominationsTotal,
  formatMoney,
  type ClpDenomination,
  type DenominationCount,
} from '@lavado/shared/money/money';

const texts = moneyMessages.cash;

/** Quantities typed per note and coin; an empty box counts none. */
export type CashCountQuantities = Partial<Record<ClpDenomination, number>>;

/** The typed quantities as the close sends them: every denomination with a quantity, largest first. */
export function cashCountOf(quantities: CashCountQuantities): DenominationCount[] {
  return [...CLP_NOTES, ...CLP_COINS].flatMap((denomination) => {
    const quantity = quantities[denomination];
    return quantity ? [{ denomination, quantity }] : [];
  });
}

/** The drawer counted note by note and coin by coin (pesos): each quantity, its subtotal, and the cash they add up to. */
export function CashCount({ quantities, onChange }: { quantities: CashCountQuantities; onChange: (next: CashCountQuantities) => void }) {
  const total = denominationsTotal(cashCountOf(quantities));
  const group = (title: string, denominations: readonly ClpDenomination[]) => (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={4}>
        {title}
      </Text>
      {denominations.map((denomination) => {
        const label = formatMoney(denomination, 'CLP');
        const quantity = quantities[denomination] ?? 0;
        return (
          <Group key={denomination} gap="xs" wrap="nowrap">
            <Text w={72} ta="right" fw={600} ff="monospace">
              {label}
            </Text>
            <Text c="dimmed">×</Text>
            <NumberInput
              aria-label={texts.quantityOf(label)}
              value={quantities[denomination] ?? ''}
              onChange={(value) => onChange({ ...quantities, [denomination]: typeof value === 'number' ? value : 0 })}
              min={0}
              max={MAX_DENOMINATION_QUANTITY}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              hideControls
              inputMode="numeric"
              size="xs"
              w={80}
            />
            <Text size="sm" ta="right" miw={84} aria-label={texts.subtotalOf(label)}>
              {quantity ? formatMoney(denomination * quantity, 'CLP') : ''}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={texts.cashCount}>
      <Title order={6} mb="xs">
        {texts.cashCount}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {group(texts.notes, CLP_NOTES)}
        {group(texts.coins, CLP_COINS)}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Text fw={600}>{texts.countedCash}:</Text>
        <Text fw={800} aria-label={texts.countedCash}>
          {formatMoney(total, 'CLP')}
        </Text>
      </Group>
    </Card>
  );
}
