import { formatDate, formatMoney } from '../../../i18n/format';
import { useLocale } from '../../../ui/i18n';

type Point = { time: string; equity: number };

/**
 * Equity in the hours before a breach, drawn as a small SVG (no chart library for a receipt):
 * the floor as a dashed line, the triggering moment marked.
 */
export function EquityPath({
  path,
  floor,
  at,
  currency,
  label,
}: {
  path: Point[];
  floor: number;
  at: string;
  currency: string;
  label: string;
}) {
  const locale = useLocale();
  if (path.length < 2) return null;
  const width = 640;
  const height = 180;
  const pad = { left: 8, right: 8, top: 12, bottom: 22 };
  const times = path.map((p) => Date.parse(p.time));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times, Date.parse(at));
  const values = [...path.map((p) => p.equity), floor];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (time: number) => pad.left + ((time - t0) / (t1 - t0 || 1)) * (width - pad.left - pad.right);
  const y = (value: number) => pad.top + (1 - (value - low) / span) * (height - pad.top - pad.bottom);
  const line = path.map((p, i) => `${i ? 'L' : 'M'}${x(times[i] as number).toFixed(1)},${y(p.equity).toFixed(1)}`).join(' ');
  const last = path[path.length - 1] as Point;
  return (
    <figure className="equity-path">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line className="equity-path__floor" x1={pad.left} x2={width - pad.right} y1={y(floor)} y2={y(floor)} />
        <path className="equity-path__line" d={line} />
        <circle className="equity-path__trigger" cx={x(Date.parse(at))} cy={y(last.equity)} r={5} />
        <text className="equity-path__label" x={pad.left} y={height - 6}>
          {formatDate(t0, locale, 'time')}
        </text>
        <text className="equity-path__label" x={width - pad.right} y={height - 6} textAnchor="end">
          {formatDate(t1, locale, 'time')}
        </text>
        <text className="equity-path__label" x={width - pad.right} y={y(floor) - 4} textAnchor="end">
          {formatMoney(floor, currency, locale)}
        </text>
      </svg>
    </figure>
  );
}
