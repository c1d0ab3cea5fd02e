import type { ReactNode } from 'react';

/** One figure with its label and an optional line under it. */
export function StatTile({ label, value, hint, tone }: { label: string; value: ReactNode; hint?: ReactNode; tone?: 'gain' | 'loss' }) {
  return (
    <div className={tone ? `stat-tile is-${tone}` : 'stat-tile'}>
      <dt className="stat-tile__label">{label}</dt>
      <dd className="stat-tile__value">{value}</dd>
      {hint && <dd className="stat-tile__hint">{hint}</dd>}
    </div>
  );
}

export function StatGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <dl className="stat-grid" aria-label={label}>
      {children}
    </dl>
  );
}
