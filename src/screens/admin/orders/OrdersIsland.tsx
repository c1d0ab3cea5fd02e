import { useId, useState } from 'react';
import { revalidateKeys } from '../../../api/query';
import type { Locale, Messages } from '../../../i18n';
import { formatMoney } from '../../../i18n/format';
import { orderProviders, orderStatuses } from '../../../schemas/enums';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { type Column, DataTable, setFilter } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { DownloadButton } from '../../../ui/DownloadButton';
import { EmailLines } from '../../../ui/EmailLines';
import { TextAreaField } from '../../../ui/forms/TextField';
import { ScreenProvider, useLocale, useT } from '../../../ui/i18n';
import { DayRangeFilter } from '../../../ui/ListFilter';
import { useOrderColumns } from '../../../ui/OrderLabels';
import { SearchFilter } from '../../../ui/SearchFilter';
import { useSearchParams } from '../../../ui/urlState';
import { useQuery } from '../../../ui/useQuery';
import type { adminOrdersMessageKeys } from './messageKeys';
import { $adminOrders, $challenges, type AdminOrderRow, actions, exportUrl, filterNames, listDefaults } from './queries';

type Props = { locale: Locale; messages: Messages<(typeof adminOrdersMessageKeys)[number]> };

/** /orders (admin): every order, filtered, searched, sorted and paged on the server; the state in the URL. */
export default function OrdersIsland({ locale, messages }: Props) {
  return (
    <ScreenProvider locale={locale} messages={messages}>
      <Orders />
    </ScreenProvider>
  );
}

type Action = 'confirmVat' | 'markPaid' | 'refund' | 'cancel';
type Dialog = { action: Action; order: AdminOrderRow } | null;

function Orders() {
  const t = useT();
  const params = useSearchParams(listDefaults);
  const query = useQuery($adminOrders);
  const [dialog, setDialog] = useState<Dialog>(null);
  const filtered = filterNames.some((name) => params[name] !== '');

  const shared = useOrderColumns<AdminOrderRow>();
  const columns: Column<AdminOrderRow>[] = [
    { id: 'number', header: t('billing.col.number'), sort: 'number', cell: (o) => <code className="order-number">{o.number}</code> },
    {
      id: 'date',
      header: t('billing.col.date'),
      sort: 'created',
      cell: (o) => (
        <span className="order-when">
          <DateTime value={o.createdAt} style="date" />
          <small>
            <DateTime value={o.createdAt} style="time" />
          </small>
        </span>
      ),
    },
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
    shared.challenge,
    shared.total,
    shared.discount,
    shared.provider,
    shared.status,
    { id: 'actions', header: t('billing.col.actions'), cell: (o) => <RowActions order={o} open={setDialog} /> },
  ];

  return (
    <div className="screen admin-orders">
      <section className="panel-card" aria-labelledby="admin-orders-heading">
        <header className="panel-card__header admin-orders__head">
          <h2 id="admin-orders-heading" className="title is-5">
            {t('adminOrders.heading')}
          </h2>
          <DownloadButton
            url={exportUrl}
            accept="text/csv"
            fallbackName="orders.csv"
            failedMessage={t('adminOrders.exportFailed')}
            toastId="admin-orders-export"
            text={t('adminOrders.export')}
          />
        </header>
        <Filters params={params} filtered={filtered} />
        <DataTable
          caption={t('adminOrders.caption')}
          columns={columns}
          rowKey={(o) => o.id}
          query={query}
          params={params}
          empty={<p className="empty-state">{filtered ? t('adminOrders.emptyFiltered') : t('adminOrders.empty')}</p>}
        />
      </section>
      {dialog && <ActionDialog action={dialog.action} order={dialog.order} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** Filter controls and the search box; every change goes to the URL and back to page 1. */
function Filters({ params, filtered }: { params: Record<(typeof filterNames)[number], string>; filtered: boolean }) {
  const t = useT();
  const challenges = useQuery($challenges);
  return (
    <div className="admin-orders__filters" role="search" aria-label={t('adminOrders.filters')}>
      <SearchFilter
        name="q"
        label={t('adminOrders.search')}
        value={params.q}
        placeholder={t('adminOrders.search.placeholder')}
        className="admin-filter admin-filter--search"
      />
      <label className="admin-filter">
        <span>{t('adminOrders.filter.status')}</span>
        <span className="select is-small">
          <select value={params.status} onChange={(event) => setFilter({ status: event.currentTarget.value })}>
            <option value="">{t('adminOrders.filter.all')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`billing.status.${status}`)}
              </option>
            ))}
          </select>
        </span>
      </label>
      <label className="admin-filter">
        <span>{t('adminOrders.filter.challenge')}</span>
        <span className="select is-small">
          <select value={params.challengeId} onChange={(event) => setFilter({ challengeId: event.currentTarget.value })}>
            <option value="">{t('adminOrders.filter.all')}</option>
            {challenges.data?.items.map((challenge) => (
              <option key={challenge.id} value={challenge.id}>
                {challenge.localName}
              </option>
            ))}
          </select>
        </span>
      </label>
      <label className="admin-filter">
        <span>{t('adminOrders.filter.provider')}</span>
        <span className="select is-small">
          <select value={params.provider} onChange={(event) => setFilter({ provider: event.currentTarget.value })}>
            <option value="">{t('adminOrders.filter.all')}</option>
            {orderProviders.map((provider) => (
              <option key={provider} value={provider}>
                {t(`billing.provider.${provider}`)}
              </option>
            ))}
          </select>
        </span>
      </label>
      <DayRangeFilter
        className="admin-filter"
        from={params.from}
        to={params.to}
        fromLabel={t('adminOrders.filter.from')}
        toLabel={t('adminOrders.filter.to')}
      />
      {filtered && (
        <button
          type="button"
          className="button is-small is-text"
          onClick={() => setFilter(Object.fromEntries(filterNames.map((name) => [name, null])))}
        >
          {t('adminOrders.filter.clear')}
        </button>
      )}
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
      refresh={() => revalidateKeys((key) => key.startsWith('admin/orders'))}
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
