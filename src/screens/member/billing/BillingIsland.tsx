import { useEffect, useState } from 'react';
import { call, rpc } from '../../../api/rpc';
import type { Messages } from '../../../i18n';
import { localizePath } from '../../../i18n/locales';
import { orderStatuses } from '../../../schemas/enums';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { type Column, ListTable, momentColumn } from '../../../ui/DataTable';
import { DownloadButton } from '../../../ui/DownloadButton';
import { EmptyState } from '../../../ui/EmptyState';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { ListFilter } from '../../../ui/ListFilter';
import { Modal } from '../../../ui/Modal';
import { useOrderColumns } from '../../../ui/OrderLabels';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { BankTransferDetails } from './BankTransfer';
import { BillingDetailsEditor } from './BillingDetailsForm';
import type { billingMessageKeys } from './messageKeys';
import { $billingDetails, $openOrder, $openOrderId, documentPdfUrl, type OrderRow, orderList } from './queries';

/** /billing: the member's orders (with their invoices) and billing details. */
export default island<IslandProps<Messages<(typeof billingMessageKeys)[number]>>>(Billing);

type Dialog = { kind: 'instructions' | 'cancel'; order: OrderRow } | null;

function Billing({ messages }: { messages: Record<string, string> }) {
  const t = useT();
  const locale = useLocale();
  const params = orderList.useParams();
  const details = useQuery($billingDetails);
  const [dialog, setDialog] = useState<Dialog>(null);

  const orderColumns = useOrderColumns<OrderRow>();
  const columns: Column<OrderRow>[] = [
    { id: 'number', header: t('billing.col.number'), cell: (o) => <code className="order-number">{o.number}</code> },
    momentColumn('date', t('billing.col.date'), (o) => o.createdAt, { sort: 'created', className: 'order-date' }),
    ...orderColumns,
    { id: 'actions', header: t('billing.col.actions'), cell: (o) => <OrderActions order={o} open={setDialog} /> },
  ];

  return (
    <div className="screen billing">
      <PanelCard
        id="billing-orders"
        title={t('billing.orders')}
        aside={
          <ListFilter
            name="status"
            label={t('billing.filter.status')}
            allLabel={t('billing.filter.all')}
            value={params.status}
            options={orderStatuses.map((status) => ({ value: status, label: t(`billing.status.${status}`) }))}
          />
        }
      >
        <ListTable
          caption={t('billing.orders.caption')}
          columns={columns}
          list={orderList}
          empty={
            <EmptyState text={params.status ? t('billing.emptyFiltered') : t('billing.empty')}>
              <a className="button is-primary" href={localizePath('/start-new-challenge', locale)}>
                {t('nav.startNewChallenge')}
              </a>
            </EmptyState>
          }
        />
      </PanelCard>
      <PanelCard
        id="billing-details"
        title={t('billing.details')}
        headerClassName="billing-details__head"
        aside={<p className="panel-card__hint">{t('billing.details.description')}</p>}
      >
        <QueryView query={details} skeleton={<Skeleton lines={6} />}>
          {(answer) => <BillingDetailsEditor details={answer.details} messages={messages} />}
        </QueryView>
      </PanelCard>
      {dialog?.kind === 'instructions' && (
        <InstructionsDialog
          order={dialog.order}
          onClose={() => setDialog(null)}
          onCancel={() => setDialog({ kind: 'cancel', order: dialog.order })}
        />
      )}
      {dialog?.kind === 'cancel' && <CancelDialog order={dialog.order} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** What can be done with an order: pay or cancel a pending bank transfer, download its documents. */
function OrderActions({ order, open }: { order: OrderRow; open: (dialog: Dialog) => void }) {
  const t = useT();
  const pendingTransfer = order.status === 'pending' && order.provider === 'manual';
  if (!pendingTransfer && !order.invoiceId && !order.creditNoteId) return null;
  return (
    <span className="row-actions">
      {pendingTransfer && (
        <>
          <button type="button" className="button is-small is-primary" onClick={() => open({ kind: 'instructions', order })}>
            {t('billing.showInstructions')}
          </button>
          <button type="button" className="button is-small" onClick={() => open({ kind: 'cancel', order })}>
            {t('billing.cancel')}
          </button>
        </>
      )}
      {order.invoiceId && (
        <DocumentButton
          documentId={order.invoiceId}
          text={t('billing.invoice')}
          label={t('billing.downloadInvoice')}
          fallbackName={`invoice-${order.number}.pdf`}
        />
      )}
      {order.creditNoteId && (
        <DocumentButton
          documentId={order.creditNoteId}
          text={t('billing.creditNote')}
          label={t('billing.downloadCreditNote')}
          fallbackName={`credit-note-${order.number}.pdf`}
        />
      )}
    </span>
  );
}

/** Shows the short `text` beside the download icon; its accessible name is the whole `label` ("Download invoice"). */
function DocumentButton({
  documentId,
  text,
  label,
  fallbackName,
}: {
  documentId: string;
  text: string;
  label: string;
  fallbackName: string;
}) {
  const t = useT();
  return (
    <DownloadButton
      url={() => documentPdfUrl(documentId)}
      accept="application/pdf"
      fallbackName={fallbackName}
      failedMessage={t('billing.downloadFailed')}
      toastId={`download-${documentId}`}
      text={text}
      label={label}
    />
  );
}

function InstructionsDialog({ order, onClose, onCancel }: { order: OrderRow; onClose: () => void; onCancel: () => void }) {
  const t = useT();
  const detail = useQuery($openOrder);
  useEffect(() => {
    $openOrderId.set(order.id);
    return () => $openOrderId.set(null);
  }, [order.id]);
  // The previous dialog's order may still be cached under the key: show only this one's.
  const shown = detail.data?.order.id === order.id ? detail : { ...detail, data: undefined };
  return (
    <Modal
      title={t('billing.instructions.title', { number: order.number })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {t('billing.cancel')}
          </button>
          <button type="button" className="button is-primary" onClick={onClose}>
            {t('billing.close')}
          </button>
        </>
      }
    >
      <QueryView query={shown} skeleton={<Skeleton lines={5} />}>
        {({ instructions }) => (instructions.kind === 'bankTransfer' ? <BankTransferDetails transfer={instructions} /> : null)}
      </QueryView>
    </Modal>
  );
}

function CancelDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t('billing.cancel.title', { number: order.number })}
      confirmLabel={t('billing.cancel.confirm')}
      cancelLabel={t('billing.cancel.keep')}
      tone="danger"
      onClose={onClose}
      run={() => call(rpc.api.orders[':id'].cancel.$post({ param: { id: order.id } }), t('error.generic'))}
      success={() => t('billing.cancelled', { number: order.number })}
      refresh={orderList.refresh}
    >
      <p>{t('billing.cancel.body', { number: order.number })}</p>
    </ConfirmDialog>
  );
}
