import { describe, expect, it } from 'vitest';
import { commissionLines, ticketCommission } from './commissions';

describe('commissions', () => {
  it('a percentage rule pays a share of what the ticket was charged', () => {
    expect(ticketCommission({ kind: 'percent', percent: 30 }, 'FL', 12990)).toBe(3897);
    expect(ticketCommission({ kind: 'percent', percent: 30 }, 'FL', 0)).toBe(0);
  });

  it('a fixed rule pays its amount per service, and nothing for a service it does not list', () => {
    const rule = { kind: 'fixed', amounts: { FL: 3000, BA: 1500 } } as const;
    expect(ticketCommission(rule, 'FL', 12990)).toBe(3000);
    expect(ticketCommission(rule, 'EM', 20000)).toBe(0);
  });

  it("splits a ticket's commission between its washers to the peso", () => {
    const lines = commissionLines(3897, [
      { userId: 'u-ana', name: 'Ana Rojas', percent: 50 },
      { userId: 'u-luis', name: 'Luis Soto', percent: 50 },
    ]);
    expect(lines.map((line) => line.amount)).toEqual([1949, 1948]);
    expect(commissionLines(1000, [{ userId: 'u-ana', name: 'Ana Rojas', percent: 100 }])[0]?.amount).toBe(1000);
  });
});
