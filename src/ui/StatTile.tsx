import type { ReactNode } from 'react';

/**
 * One figure with its label and an optional line under it. With `href` the whole tile links to
 * the list behind the figure; `linkContext` (read by screen readers only) tells links with the
 * same label apart.
 */
export function StatTile({
  label,
  value,
  hint,
  tone,
  href,
  linkContext,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'gain' | 'loss';
  href?: string;
  linkContext?: string;
}) {
  const className = ['stat-tile', tone && `is-${tone}`, href && 'is-link'].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <dt className="stat-tile__label">
        {href ? (
          <a className="stat-tile__link" href={href}>
            {label}
            {linkContext && <span className="visually-hidden"> ({linkContext})</span>}
          </a>
        ) : (
          label
        )}
      </dt>
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
