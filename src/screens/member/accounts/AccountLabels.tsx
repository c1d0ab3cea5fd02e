import { useT } from '../../../ui/i18n';
import type { AccountView } from './queries';

type Labelled = Pick<AccountView, 'funded' | 'phase' | 'status' | 'demo'>;

/** Challenge, Verification or Funded: what the trader calls the stage an account is in. */
export function stageKey(account: Pick<AccountView, 'funded' | 'phase'>) {
  return account.funded ? 'account.stage.funded' : account.phase === 1 ? 'account.stage.challenge' : 'account.stage.verification';
}

export function StageLabel({ account }: { account: Labelled }) {
  const t = useT();
  return <span>{t(stageKey(account))}</span>;
}

const statusTone = { active: 'is-info', passed: 'is-success', failed: 'is-danger' } as const;

export function StatusBadge({ account }: { account: Labelled }) {
  const t = useT();
  return (
    <span className="status-badges">
      <span className={`tag is-light ${statusTone[account.status]}`}>{t(`account.status.${account.status}`)}</span>
      {account.demo && <span className="tag is-muted">{t('account.demo')}</span>}
    </span>
  );
}
