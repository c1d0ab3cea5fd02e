/** The dashboard's range as the URL names it: a preset counted from today (UTC) or custom days. */
/** Presets count back from today (UTC), today included; `month` is the calendar month so far. */
export const presets = ['today', '7d', '30d', 'month'] as const;
export type Preset = (typeof presets)[number];
export const defaultPreset: Preset = '30d';

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const daysBack = (today: string, days: number) => isoDay(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000);

export function presetRange(preset: Preset, today: string): { from: string; to: string } {
  if (preset === 'today') return { from: today, to: today };
  if (preset === '7d') return { from: daysBack(today, 6), to: today };
  if (preset === '30d') return { from: daysBack(today, 29), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export type DashboardRange = { preset: Preset | 'custom'; from: string; to: string };

/**
 * The range a query string names: `from` and `to` together are a custom range (a shared link
 * shows those days); otherwise `range` names a preset (default the last 30 days), counted from
 * the viewer's today in UTC.
 */
export function rangeOf(search: string, today = isoDay(Date.now())): DashboardRange {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { preset: 'custom', from, to };
  const named = params.get('range');
  const preset = (presets as readonly string[]).includes(named ?? '') ? (named as Preset) : defaultPreset;
  return { preset, ...presetRange(preset, today) };
}
