import type { riskFlagStatuses, riskSeverities } from '../../../schemas/enums';
import { useT } from '../../../ui/i18n';

const severityTone: Record<(typeof riskSeverities)[number], string> = { high: 'is-danger', medium: 'is-warning', low: 'is-info' };
const statusTone: Record<(typeof riskFlagStatuses)[number], string> = { open: 'is-warning', confirmed: 'is-danger', dismissed: 'is-muted' };

/** A flag's severity as a tag; the word carries the meaning, the colour only helps. */
export function SeverityBadge({ severity }: { severity: (typeof riskSeverities)[number] }) {
  const t = useT();
  return <span className={`tag is-light ${severityTone[severity]}`}>{t(`risk.severity.${severity}`)}</span>;
}

/** Where a flag's review stands. */
export function ReviewBadge({ status }: { status: (typeof riskFlagStatuses)[number] }) {
  const t = useT();
  return <span className={`tag is-light ${statusTone[status]}`}>{t(`risk.status.${status}`)}</span>;
}
