import { useState } from 'react';
import { refresh } from '../../../api/keys';
import { TradingStateReasonSchema } from '../../../schemas/platforms';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { Column } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { useMessages, useT } from '../../../ui/i18n';
import { PanelCard } from '../../../ui/PanelCard';
import { type PlatformCommandRow, platformCommandColumns } from '../../../ui/PlatformCommands';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { Table } from '../../../ui/Table';
import { useQuery } from '../../../ui/useQuery';
import { TradingStateBadge } from '../../member/accounts/AccountLabels';
import type { AccountView } from '../../member/accounts/queries';
import { $platform, type PlatformSide, resetTradingPassword, setTradingState } from './queries';

/**
 * The account on its trading platform (issue 29): connection, server and trading state, every command
 * our server sent (when, how it went, the platform's words when it failed) with a retry for those
 * not done, and the administrator's own commands: reset the trading password, turn trading off or on.
 */
export function PlatformPanel({ account }: { account: AccountView }) {
  const t = useT();
  const query = useQuery($platform);
  return (
    <PanelCard id="admin-report-platform" title={t('adminPlatform.title')}>
      <QueryView query={query} skeleton={<Skeleton lines={4} />}>
        {(side) => (
          <>
            <dl className="credentials">
              <div>
                <dt>{t('adminPlatform.connection')}</dt>
                <dd>{side.connection ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('overview.credentials.server')}</dt>
                <dd>{side.server ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('overview.credentials.login')}</dt>
                <dd>
                  <code>{side.login}</code>
                </dd>
              </div>
              <div>
                <dt>{t('adminPlatform.state')}</dt>
                <dd>
                  <TradingStateBadge access={{ ...account.access, state: side.state, target: side.target }} />
                </dd>
              </div>
            </dl>
            <PlatformActions account={account} side={side} />
            <Commands side={side} />
          </>
        )}
      </QueryView>
    </PanelCard>
  );
}

function PlatformActions({ account, side }: { account: AccountView; side: PlatformSide }) {
  const t = useT();
  const messages = useMessages();
  const [dialog, setDialog] = useState<'password' | 'enabled' | 'disabled' | null>(null);
  const onPlatform = side.state !== 'pending';
  const vars = { login: side.login };
  const done = () => refresh(['admin.platform', 'account'], account.id);
  return (
    <div className="buttons admin-platform__actions">
      {onPlatform && !account.access.passwordChangePending && (
        <button type="button" className="button is-small" onClick={() => setDialog('password')}>
          {t('adminPlatform.resetPassword')}
        </button>
      )}
      {side.target !== 'disabled' ? (
        <button type="button" className="button is-small is-danger" onClick={() => setDialog('disabled')}>
          {t('adminPlatform.disable')}
        </button>
      ) : (
        account.status === 'active' && (
          <button type="button" className="button is-small" onClick={() => setDialog('enabled')}>
            {t('adminPlatform.enable')}
          </button>
        )
      )}
      {dialog === 'password' && (
        <ConfirmDialog
          title={t('adminPlatform.resetPassword.title', vars)}
          confirmLabel={t('adminPlatform.resetPassword')}
          cancelLabel={t('adminAccounts.keep')}
          tone="warning"
          onClose={() => setDialog(null)}
          run={() => resetTradingPassword(account.id)}
          success={() => t('adminPlatform.resetPassword.done', vars)}
          refresh={done}
        >
          <p>{t('adminPlatform.resetPassword.body')}</p>
        </ConfirmDialog>
      )}
      {(dialog === 'enabled' || dialog === 'disabled') && (
        <ReasonDialog
          title={t(`adminPlatform.${dialog === 'enabled' ? 'enable' : 'disable'}.title`, vars)}
          confirmLabel={t(dialog === 'enabled' ? 'adminPlatform.enable' : 'adminPlatform.disable')}
          cancelLabel={t('adminAccounts.keep')}
          reasonLabel={t('adminAccounts.reason')}
          reasonHint={t('adminAccounts.reasonHint')}
          schema={TradingStateReasonSchema}
          messages={messages}
          onClose={() => setDialog(null)}
          run={(reason) => setTradingState(account.id, dialog, reason)}
          success={() => t('adminPlatform.sent')}
          refresh={done}
        >
          <p>{t(`adminPlatform.${dialog === 'enabled' ? 'enable' : 'disable'}.body`)}</p>
        </ReasonDialog>
      )}
    </div>
  );
}

function Commands({ side }: { side: PlatformSide }) {
  const t = useT();
  const columns: Column<PlatformCommandRow>[] = [
    { id: 'sent', header: t('adminPlatform.col.sent'), cell: (c) => <DateTime value={c.createdAt} /> },
    ...platformCommandColumns(t),
  ];
  return (
    <Table
      columns={columns}
      rows={side.commands}
      rowKey={(c) => c.id}
      caption={t('adminPlatform.commands')}
      captionClassName="admin-platform__caption"
    />
  );
}
