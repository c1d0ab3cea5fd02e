import { formatDate } from '../../../i18n/format';
import { closureRules } from '../../../schemas/enums';
import { DataAge } from '../../../ui/DataAge';
import { useLocale, useT } from '../../../ui/i18n';
import type { AccountView } from './queries';

const isClosure = (rule: string | undefined) => (closureRules as readonly string[]).includes(rule ?? '');

/**
 * How current an account's figures are: a running account's last update from the platform, or
 * the moment a closed account passed or failed, which all its figures stand at (docs/decisions/042).
 */
export function FiguresAge({
  account,
}: {
  account: Pick<AccountView, 'status' | 'lastSyncedAt' | 'failedAt' | 'passedAt' | 'evaluation'>;
}) {
  const t = useT();
  const locale = useLocale();
  const closedAt = account.status === 'passed' ? account.passedAt : account.status === 'failed' ? account.failedAt : null;
  if (!closedAt) return <DataAge syncedAt={account.lastSyncedAt} />;
  const key = account.status === 'passed' ? 'ui.asOfPass' : isClosure(account.evaluation.breach?.rule) ? 'ui.asOfClosure' : 'ui.asOfBreach';
  return (
    <span className="figures-as-of">
      <time dateTime={closedAt}>{t(key, { date: formatDate(closedAt, locale, 'dateTime', { withZone: true }) })}</time>
    </span>
  );
}
