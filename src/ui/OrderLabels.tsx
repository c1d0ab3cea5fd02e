import type { OrderStatus, PaymentProvider } from '../schemas/enums';
import { useT } from './i18n';

const statusTone: Record<OrderStatus, string> = {
  pending: 'is-warning',
  paid: 'is-success',
  cancelled: 'is-muted',
  failed: 'is-danger',
  refunded: 'is-info',
};

/** An order's status as a coloured tag; the word carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`tag is-light ${statusTone[status]}`}>{t(`billing.status.${status}`)}</span>;
}

/** How an order is paid; a demo order says that no money moved, wherever it shows. */
export function ProviderLabel({ provider }: { provider: PaymentProvider }) {
  const t = useT();
  if (provider === 'demo') {
    return (
      <span className="provider-demo">
        <span className="tag is-muted">{t('billing.provider.demo')}</span>
        <small>{t('billing.provider.demoHint')}</small>
      </span>
    );
  }
  return <span>{t(`billing.provider.${provider}`)}</span>;
}
