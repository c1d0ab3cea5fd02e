import { useId, useState } from 'react';
import type { Messages } from '../../../i18n';
import { formatMoney } from '../../../i18n/format';
import { orderProviders, orderStatuses } from '../../../schemas/enums';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { type Column, ListTable, momentColumn } from '../../../ui/DataTable';
import { DownloadButton } from '../../../ui/DownloadButton';
import { EmailLines } from '../../../ui/EmailLines';
import { TextAreaField } from '../../../ui/forms/TextField';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { ListFilters } from '../../../ui/ListFilter';
import { useOrderColumns } from '../../../ui/OrderLabels';
import { PanelCard } from '../../../ui/PanelCard';
import { useQuery } from '../../../ui/useQuery';
import type { adminOrdersMessageKeys } from './messageKeys';
import { $challenges, type AdminOrderRow, actions, exportUrl, orderList } from './queries';

/** /orders (admin): every order, filtered, searched, sorted and paged on the server; the state in the URL. */
export default island<IslandProps<Messages<(typeof adminOrdersMessageKeys)[number]>>>(Orders);

type Action = 'confirmVat' | 'markPaid' | 'refund' | 'cancel';
type Dialog = { action: Action; order: AdminOrderRow } | null;

function Orders() {
  const t = useT();
  const params = orderList.useParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const filtered = orderList.isFiltered(params);

  const orderColumns = useOrderColumns<AdminOrderRow>();
  const columns: Column<AdminOrderRow>[] = [
    { id: 'number', header: t('billing.col.number'), sort: 'number', cell: (o) => <code className="order-number">{o.number}</code> },
    momentColumn('date', t('billing.col.date'), (o) => o.createdAt, { sort: 'created', className: 'order-when', withTime: true }),
    {
      id: 'member',
      header: t('adminOrders.col.member'),
      cell: (o) => (
        <span className="order-member">
          <strong>
            {o.member.firstName} {o.member.lastName}
          </strong>
          <small>
            <EmailLines email={o.member.email} />
          </small>
        </span>
      ),
    },
    ...orderColumns,
    { id: 'actions', header: t('billing.col.actions'), cell: (o) => <RowActions order={o} open={setDialog} /> },
  ];

  return (
    <div className="screen admin-orders">
      <PanelCard
        id="admin-orders-heading"
        title={t('adminOrders.heading')}
        headerClassName="admin-orders__head"
        aside={
          <DownloadButton
            url={exportUrl}
            accept="text/csv"
            fallbackName="orders.csv"
            failedMessage={t('adminOrders.exportFailed')}
            toastId="admin-orders-export"
            text={t('adminOrders.export')}
          />
        }
      >
        <Filters params={params} />
        <ListTable
          caption={t('adminOrders.caption')}
          columns={columns}
          list={orderList}
          empty={<p className="empty-state">{filtered ? t('adminOrders.emptyFiltered') : t('adminOrders.empty')}</p>}
        />
      </PanelCard>
      {dialog && <ActionDialog action={dialog.action} order={dialog.order} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** Filter controls and the search box; every change goes to the URL and back to page 1. */
function Filters({ params }: { params: Record<string, string> }) {
  const t = useT();
  const challenges = useQuery($challenges);
  const all = t('adminOrders.filter.all');
  return (
    <div className="admin-orders__filters" role="search" aria-label={t('adminOrders.filters')}>
      <ListFilters
        className="admin-filter"
        clearLabel={t('adminOrders.filter.clear')}
        values={params}
        filters={[
          {
            kind: 'search',
            name: 'q',
            label: t('adminOrders.search'),
            placeholder: t('adminOrders.search.placeholder'),
            className: 'admin-filter admin-filter--search',
          },
          {
            kind: 'select',
            name: 'status',
            label: t('adminOrders.filter.status'),
            allLabel: all,
            options: orderStatuses.map((status) => ({ value: status, label: t(`billing.status.${status}`) })),
          },
          {
            kind: 'select',
            name: 'challengeId',
            label: t('adminOrders.filter.challenge'),
            allLabel: all,
            options: (challenges.data?.items ?? []).map((challenge) => ({ value: challenge.id, label: challenge.localName })),
          },
          {
            kind: 'select',
            name: 'provider',
            label: t('adminOrders.filter.provider'),
            allLabel: all,
            options: orderProviders.map((provider) => ({ value: provider, label: t(`billing.provider.${provider}`) })),
          },
          { kind: 'days', fromLabel: t('adminOrders.filter.from'), toLabel: t('adminOrders.filter.to') },
        ]}
      />
    </div>
  );
}

/**
 * What may be done with an order now: confirm a pending bank transfer's unverified VAT number (before
 * it is paid), mark it paid, refund a paid order, cancel a pending one.
 */
function RowActions({ order, open }: { order: AdminOrderRow; open: (dialog: Dialog) => void }) {
  const t = useT();
  const pendingTransfer = order.status === 'pending' && order.provider === 'manual';
  const available: Action[] = [
    ...(pendingTransfer && order.vatCheck?.method === 'none' ? (['confirmVat'] as const) : []),
    ...(order.status === 'pending' && order.provider === 'manual' ? (['markPaid'] as const) : []),
    ...(order.status === 'paid' ? (['refund'] as const) : []),
    ...(order.status === 'pending' ? (['cancel'] as const) : []),
  ];
  if (available.length === 0) return null;
  return (
    <span className="row-actions">
      {available.map((action) => (
        <button
          key={action}
          type="button"
          className={
            action === 'markPaid'
              ? 'button is-small is-primary'
              : action === 'confirmVat'
                ? 'button is-small row-actions__wrap'
                : 'button is-small'
          }
          aria-label={`${t(`adminOrders.${action}`)} ${order.number}`}
          onClick={() => open({ action, order })}
        >
          {t(`adminOrders.${action}`)}
        </button>
      ))}
    </span>
  );
}

function ActionDialog({ action, order, onClose }: { action: Action; order: AdminOrderRow; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  // Confirming a VAT number takes the VAT inside the total off: what is due afterwards.
  const amount = formatMoney(action === 'confirmVat' ? order.total - order.vat : order.total, order.currency, locale);
  const vars = { number: order.number, amount, vatNumber: order.billing.vatNumber };
  const confirmText = action === 'cancel' ? t('adminOrders.cancel.confirm') : t(`adminOrders.${action}`);
  return (
    <ConfirmDialog
      title={t(`adminOrders.${action}.title`, vars)}
      cancelLabel={t('adminOrders.keep')}
      confirmLabel={confirmText}
      tone={action === 'markPaid' || action === 'confirmVat' ? 'primary' : 'danger'}
      onClose={onClose}
      check={() => action !== 'refund' || reason.trim().length >= 3 || t('validation.min3')}
      run={() =>
        action === 'confirmVat'
          ? actions.confirmVat(order.id)
          : action === 'markPaid'
            ? actions.markPaid(order.id)
            : action === 'refund'
              ? actions.refund(order.id, reason.trim())
              : actions.cancel(order.id)
      }
      success={() => t(`adminOrders.${action}.done`, vars)}
      refresh={orderList.refresh}
      errorToastId={`admin-order-${order.id}`}
    >
      <p>{t(`adminOrders.${action}.body`, vars)}</p>
      <p className="admin-orders__who">
        {order.member.firstName} {order.member.lastName} · {order.member.email} · {order.challengeName}
      </p>
      {action === 'confirmVat' && (
        <p className="admin-orders__who">
          {order.billing.companyName} · <code>{order.billing.vatNumber}</code> · {order.billing.country}
        </p>
      )}
      {action === 'refund' && (
        <TextAreaField
          id={reasonId}
          label={t('adminOrders.refund.reason')}
          hint={t('adminOrders.refund.reasonHint')}
          maxLength={500}
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
    </ConfirmDialog>
  );
}
