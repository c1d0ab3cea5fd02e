import { describe, expect, it } from 'vitest';
import { toChartSeries } from './chartData';

describe('the equity chart data', () => {
  it('converts minor units to major units of the currency', () => {
    const { equity, balance } = toChartSeries([{ time: '2025-03-03T10:00:00Z', balance: 1_000_050, equity: 999_900 }], 'USD');
    expect(equity[0]?.value).toBe(9999);
    expect(balance[0]?.value).toBe(10000.5);
    expect(toChartSeries([{ time: '2025-03-03T10:00:00Z', balance: 500, equity: 500 }], 'JPY').equity[0]?.value).toBe(500);
  });

  it('keeps times strictly ascending, the latest point of a second winning', () => {
    const { equity, balance } = toChartSeries(
      [
        { time: '2025-03-03T10:00:00.100Z', balance: 100, equity: 100 },
        { time: '2025-03-03T10:00:00.900Z', balance: 200, equity: 300 },
        { time: '2025-03-03T10:00:01Z', balance: 400, equity: 500 },
      ],
      'USD',
    );
    expect(equity.map((p) => p.value)).toEqual([3, 5]);
    expect(balance.map((p) => p.value)).toEqual([2, 4]);
    expect(equity[1]!.time - equity[0]!.time).toBe(1);
  });
});
