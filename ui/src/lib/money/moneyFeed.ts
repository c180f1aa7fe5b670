import { MONEY_CHANGED, moneyChangedPayload, type MoneyChangedPayload } from '@lavado/shared/money/money-feed';
import { useFeed } from '../realtime/useFeed';

/**
 * Calls `onChange` with each change to the organization's money pushed from anywhere (a payment taken
 * on another device): the tickets and days it touched, so each screen reads again only what it shows.
 */
export function useMoneyFeed(onChange: (change: MoneyChangedPayload) => void): void {
  useFeed(MONEY_CHANGED, (payload) => {
    const change = moneyChangedPayload.safeParse(payload);
    if (change.success) onChange(change.data);
  });
}
