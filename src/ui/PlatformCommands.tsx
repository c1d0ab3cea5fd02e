import { useState } from 'react';
import type * as v from 'valibot';
import { refresh } from '../api/keys';
import { call, rpc } from '../api/rpc';
import type { MessageKey } from '../i18n/en';
import type { PlatformCommandViewSchema } from '../schemas/platforms';
import { ConfirmDialog } from './ConfirmDialog';
import type { Column } from './DataTable';
import { DateTime } from './DateTime';
import { useT } from './i18n';

/** A command our server sent a trading platform, as administrators read it (the account report, the dashboard). */
export type PlatformCommandRow = v.InferOutput<typeof PlatformCommandViewSchema>;

const statusTone = { queued: 'is-warning', done: 'is-success', failed: 'is-danger' } as const;

type T = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The columns after "sent": what the command does, how it went, the platform's words, and a retry for one not done. */
export function platformCommandColumns<Row extends PlatformCommandRow>(t: T): Column<Row>[] {
  return [
    {
      id: 'command',
      header: t('adminPlatform.col.command'),
      cell: (c) =>
        c.kind === 'set_trading_state' && c.state
          ? t('adminPlatform.kind.set_trading_state', { state: t(`account.trading.${c.state}`) })
          : t(`adminPlatform.kind.${c.kind}`),
    },
    {
      id: 'status',
      header: t('adminPlatform.col.status'),
      cell: (c) => (
        <span className={`tag is-light ${statusTone[c.status]}`}>
          {t(c.status === 'queued' && c.lastError ? 'adminPlatform.status.retrying' : `adminPlatform.status.${c.status}`)}
        </span>
      ),
    },
    { id: 'attempts', header: t('adminPlatform.col.attempts'), align: 'end', cell: (c) => c.attempts },
    {
      id: 'outcome',
      header: t('adminPlatform.col.outcome'),
      cell: (c) =>
        c.doneAt ? (
          <DateTime value={c.doneAt} />
        ) : c.lastError ? (
          <span className="platform-command__error is-loss">{c.lastError}</span>
        ) : (
          t('adminPlatform.notTriedYet')
        ),
    },
    {
      id: 'retry',
      header: t('adminPlatform.col.retry'),
      quietHeader: true,
      cell: (c) => (c.status !== 'done' && (c.lastError || c.status === 'failed') ? <RetryButton commandId={c.id} /> : null),
    },
  ];
}

function RetryButton({ commandId }: { commandId: string }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="button is-small" onClick={() => setAsking(true)}>
        {t('adminPlatform.retry')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('adminPlatform.retry.title')}
          confirmLabel={t('adminPlatform.retry')}
          cancelLabel={t('adminAccounts.keep')}
          onClose={() => setAsking(false)}
          run={() => call(rpc.api.admin['platform-commands'][':id'].retry.$post({ param: { id: commandId } }))}
          success={() => t('adminPlatform.sent')}
          refresh={() => refresh(['admin.platform', 'admin.platformCommands', 'account'])}
        >
          <p>{t('adminPlatform.retry.body')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
