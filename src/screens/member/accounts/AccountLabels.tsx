import { useT } from '../../../ui/i18n';
import type { AccountView } from './queries';

type Labelled = Pick<AccountView, 'funded' | 'phase' | 'status' | 'demo' | 'access'>;

/** Challenge, Verification or Funded: what the trader calls the stage an account is in. */
export function stageKey(account: Pick<AccountView, 'funded' | 'phase'>) {
  return account.funded ? 'account.stage.funded' : account.phase === 1 ? 'account.stage.challenge' : 'account.stage.verification';
}

export function StageLabel({ account }: { account: Labelled }) {
  const t = useT();
  return <span>{t(stageKey(account))}</span>;
}

const statusTone = { active: 'is-info', passed: 'is-success', failed: 'is-danger' } as const;

/** The account's status alone, as a tag (where the platform's state is not at hand). */
export function AccountStatusTag({ status }: { status: AccountView['status'] }) {
  const t = useT();
  return <span className={`tag is-light ${statusTone[status]}`}>{t(`account.status.${status}`)}</span>;
}

export function StatusBadge({ account }: { account: Labelled }) {
  const t = useT();
  return (
    <span className="status-badges">
      <AccountStatusTag status={account.status} />
      <TradingStateBadge access={account.access} />
      {account.demo && <span className="tag is-muted">{t('account.demo')}</span>}
    </span>
  );
}

const stateTone = {
  pending: 'is-muted',
  enabled: 'is-success',
  close_only: 'is-danger',
  read_only: 'is-info',
  disabled: 'is-danger',
} as const;

/**
 * What the trading platform lets the account do: what was decided (a verdict, an administrator), and
 * "waiting for the platform" until the platform confirmed it (src/server/platforms/commands.ts).
 */
export function TradingStateBadge({ access }: { access: AccountView['access'] }) {
  const t = useT();
  const shown = access.state === 'pending' ? 'pending' : access.target;
  const waiting = access.state !== 'pending' && access.state !== access.target;
  return (
    <span className={`tag ${stateTone[shown]}`} data-trading-state={shown}>
      {t(`account.trading.${shown}`)}
      {waiting && <span className="tag__note"> · {t('account.trading.waiting')}</span>}
    </span>
  );
}
