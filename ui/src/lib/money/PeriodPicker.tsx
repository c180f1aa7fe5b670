import { Group } from '@mantine/core';
import { DateInput } from '../dates/pickers';
import { moneyMessages } from '@lavado/shared/messages/money';
import { periodBody } from '@lavado/shared/money/money.schemas';
import { useState } from 'react';
import { parseTypedDate } from '../format/typedDate';
import { todayInChile, weekOf } from './amounts';

export interface Period {
  from: string;
  to: string;
}

/** The report's period (this week, Monday to Sunday, unless changed) and, when it is not a valid one, why. */
export function usePeriod() {
  const [period, setPeriod] = useState<Period>(() => weekOf(todayInChile()));
  const checked = periodBody.safeParse({ ...period });
  const problems = Object.fromEntries((checked.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message])) as Partial<
    Record<keyof Period, string>
  >;
  return { period, setPeriod, valid: checked.success, problems };
}

export function PeriodPicker({
  period,
  problems,
  onChange,
}: {
  period: Period;
  problems: Partial<Record<keyof Period, string>>;
  onChange: (period: Period) => void;
}) {
  return (
    <Group align="flex-start">
      <DateInput
        label={moneyMessages.period.from}
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDate}
        value={period.from || null}
        onChange={(from) => onChange({ ...period, from: from ?? '' })}
        error={problems.from}
        w={180}
      />
      <DateInput
        label={moneyMessages.period.to}
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDate}
        value={period.to || null}
        onChange={(to) => onChange({ ...period, to: to ?? '' })}
        error={problems.to}
        w={180}
      />
    </Group>
  );
}
