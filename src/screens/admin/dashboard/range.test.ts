import { describe, expect, it } from 'vitest';
import { presetRange, rangeOf } from './range';

describe('the dashboard range in the URL', () => {
  it('counts presets back from today, today included; this month starts on the 1st', () => {
    expect(presetRange('today', '2026-03-05')).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(presetRange('7d', '2026-03-05')).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(presetRange('30d', '2026-03-05')).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(presetRange('month', '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
  });

  it('reads a custom range when both days are given, else the named preset, else the last 30 days', () => {
    expect(rangeOf('?from=2026-01-01&to=2026-01-31&range=today', '2026-03-05')).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeOf('?range=7d', '2026-03-05')).toEqual({ preset: '7d', from: '2026-02-27', to: '2026-03-05' });
    expect(rangeOf('?from=2026-01-01', '2026-03-05')).toMatchObject({ preset: '30d', from: '2026-02-04' });
    expect(rangeOf('?range=forever', '2026-03-05')).toMatchObject({ preset: '30d' });
  });
});
