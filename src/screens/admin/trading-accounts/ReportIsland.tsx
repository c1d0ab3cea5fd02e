import { useEffect, useId, useState } from 'react';
import type { Locale, Messages } from '../../../i18n';
import { localizePath } from '../../../i18n/locales';
import { showAccount } from '../../../stores/account';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/forms/FormParts';
import { TextAreaField } from '../../../ui/forms/TextField';
import { island, useLocale, useT } from '../../../ui/i18n';
import { PanelCard } from '../../../ui/PanelCard';
import { Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { AccountOverview } from '../../member/account-overview/AccountOverviewIsland';
import { $account, type AccountView, refreshAccount } from '../../member/accounts/queries';
import { TradingOverview } from '../../member/trading-overview/TradingOverviewIsland';
import { $userId } from '../users/queries';
import { MemberHeader } from './MemberHeader';
import type { reportMessageKeys } from './messageKeys';
import { PlatformPanel } from './PlatformPanel';
import { type ForceAction, force } from './queries';

type Props = { locale: Locale; userId: string; accountId: string; messages: Messages<(typeof reportMessageKeys)[number]> };

/**
 * /users/{userId}/trading-accounts/{tradingAccountId}/view-report: what the member sees on both
 * overviews (the same parts, given the account from the address), and the administrator's actions.
 */
export default island<Props>(Report);

function Report({ userId, accountId }: { userId: string; accountId: string }) {
  // The member's parts read the shown account from $accountId: set it before they first render.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    showAccount(accountId);
    $userId.set(userId);
    setReady(true);
    return () => {
      showAccount(null);
      $userId.set(null);
    };
  }, [userId, accountId]);
  if (!ready) return <Skeleton lines={8} />;
  return (
    <div className="screen admin-report">
      <MemberHeader userId={userId} withAccountsLink />
      <ForceActions userId={userId} />
      <ReportPlatform />
      <AccountOverview accountId={accountId} viewer="admin" />
      <TradingOverview accountId={accountId} live={false} />
    </div>
  );
}

/** The account on its trading platform, once the account itself is read (its status decides the actions). */
function ReportPlatform() {
  const account = useQuery($account).data;
  return account ? <PlatformPanel account={account} /> : null;
}

/** What the server allows (forceAccount): pass and fail a running account (a funded one cannot pass), reset a running or failed one. */
function availableActions(account: AccountView): ForceAction[] {
  return [
    ...(account.status === 'active' && !account.funded ? (['pass'] as const) : []),
    ...(account.status === 'active' ? (['fail'] as const) : []),
    ...(account.status !== 'passed' ? (['reset'] as const) : []),
  ];
}

function ForceActions({ userId }: { userId: string }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery($account);
  const [dialog, setDialog] = useState<ForceAction | null>(null);
  const [successor, setSuccessor] = useState<{ id: string; login: string } | null>(null);
  const account = query.data;
  if (!account) return null;
  const available = availableActions(account);
  return (
    <PanelCard id="admin-report-actions" title={t('adminAccounts.actions')} className="admin-report__actions">
      {successor && (
        <Notice kind="success">
          <a
            href={localizePath(
              `/users/${encodeURIComponent(userId)}/trading-accounts/${encodeURIComponent(successor.id)}/view-report`,
              locale,
            )}
          >
            {t('adminAccounts.reset.open', { login: successor.login })}
          </a>
        </Notice>
      )}
      {available.length === 0 ? (
        <p className="admin-report__hint">{t('adminAccounts.actions.none')}</p>
      ) : (
        <>
          <p className="admin-report__hint">{t('adminAccounts.actions.hint')}</p>
          <div className="buttons">
            {available.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'fail' ? 'button is-danger' : 'button'}
                onClick={() => setDialog(action)}
              >
                {t(`adminAccounts.${action}`)}
              </button>
            ))}
          </div>
        </>
      )}
      {dialog && (
        <ForceDialog
          action={dialog}
          account={account}
          onClose={() => setDialog(null)}
          onDone={(result) => {
            setDialog(null);
            if (dialog === 'reset') setSuccessor({ id: result.id, login: result.login });
          }}
        />
      )}
    </PanelCard>
  );
}

function ForceDialog({
  action,
  account,
  onClose,
  onDone,
}: {
  action: ForceAction;
  account: AccountView;
  onClose: () => void;
  onDone: (result: AccountView) => void;
}) {
  const t = useT();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const vars = { login: account.login };
  return (
    <ConfirmDialog
      title={t(`adminAccounts.${action}.title`, vars)}
      cancelLabel={t('adminAccounts.keep')}
      confirmLabel={t(`adminAccounts.${action}`)}
      tone={action === 'pass' ? 'primary' : 'danger'}
      onClose={onClose}
      // The same rule as ForceActionSchema, said before the round trip.
      check={() => reason.trim().length >= 3 || t('validation.min3')}
      run={() => force(account.id, action, reason.trim())}
      success={(result) => t(`adminAccounts.${action}.done`, { ...vars, newLogin: result.login })}
      refresh={() => refreshAccount(account.id)}
      onDone={onDone}
    >
      <p>{t(`adminAccounts.${action}.body`, vars)}</p>
      <TextAreaField
        id={reasonId}
        label={t('adminAccounts.reason')}
        hint={t('adminAccounts.reasonHint')}
        maxLength={500}
        required
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}
