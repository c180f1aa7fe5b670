import { Box } from '@mantine/core';
import { Pie } from '@nivo/pie';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, PAYMENT_METHODS, paymentMethods, type AmountsByMethod, type Currency } from '@lavado/shared/money/money';

const SIZE = 220;
const colors = { cash: '#12b886', debit: '#228be6', credit: '#7950f2', transfer: '#fd7e14', other: '#868e96' } as const;

/** The period's payments per method as a donut (the fixed-size Pie, as the dashboard's; loaded on demand). */
export function MethodsDonut({ methods, currency }: { methods: AmountsByMethod; currency: Currency }) {
  const slices = paymentMethods
    .filter((method) => methods[method] > 0)
    .map((method) => ({ id: method, label: PAYMENT_METHODS[method], value: methods[method], color: colors[method] }));
  return (
    <Box role="img" aria-label={moneyMessages.reports.byMethod} w={SIZE} h={SIZE}>
      <Pie
        data={slices}
        width={SIZE}
        height={SIZE}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        innerRadius={0.6}
        padAngle={1.5}
        cornerRadius={4}
        colors={({ data }) => data.color}
        enableArcLinkLabels={false}
        enableArcLabels={false}
        valueFormat={(value) => formatMoney(value, currency)}
        animate={false}
      />
    </Box>
  );
}
