import { formatPercent } from '../i18n/format';
import type { GrantReason, OrderProvider, OrderStatus } from '../schemas/enums';
import type { Column } from './DataTable';
import { useLocale, useT } from './i18n';
import { Money } from './Money';

const statusTone: Record<OrderStatus, string> = {
  pending: 'is-warning',
  paid: 'is-success',
  cancelled: 'is-muted',
  failed: 'is-danger',
  refunded: 'is-info',
  expired: 'is-muted',
};

/** An order's status as a coloured tag; the word carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`tag is-light ${statusTone[status]}`}>{t(`billing.status.${status}`)}</span>;
}

/** How an order is paid; a demo order says that no money moved, a granted one why it was given, wherever they show. */
export function ProviderLabel({ provider, grantReason }: { provider: OrderProvider; grantReason?: GrantReason | null }) {
  const t = useT();
  if (provider === 'grant') {
    return (
      <span className="provider-demo">
        <span className="tag is-info is-light">{t('billing.provider.grant')}</span>
        {grantReason && <small>{t(`grant.reason.${grantReason}`)}</small>}
      </span>
    );
  }
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

/** The fields of an order that its shared columns show (the member's and the administrator's lists). */
type OrderFigures = {
  challengeName: string;
  accountSize: number;
  platform: string;
  currency: string;
  total: number;
  vat: number;
  vatRate: number;
  reverseCharge: boolean;
  /** How a claimed reverse charge was checked; `none` means VAT is charged until the number is verified. */
  vatCheck?: { method: 'vies' | 'admin' | 'none' } | null;
  discount: number;
  discountCode: string | null;
  provider: OrderProvider;
  grantReason: GrantReason | null;
  status: OrderStatus;
};

/**
 * The columns every order list shows the same way: the challenge and its size, the total with its
 * VAT note, the discount, how it is paid and its status. A screen adds its own (number, date, member, actions).
 */
export function useOrderColumns<Row extends OrderFigures>(): Column<Row>[] {
  const t = useT();
  const locale = useLocale();
  return [
    {
      id: 'challenge',
      header: t('billing.col.challenge'),
      cell: (o) => (
        <span className="order-challenge">
          <strong>{o.challengeName}</strong>
          <small>
            <Money minor={o.accountSize} currency={o.currency} whole /> · {o.platform}
          </small>
        </span>
      ),
    },
    {
      id: 'total',
      header: t('billing.col.total'),
      align: 'end',
      sort: 'total',
      cell: (o) => (
        <span className="figure-with-share">
          <Money minor={o.total} currency={o.currency} />
          {o.reverseCharge ? (
            <small>{t('billing.reverseCharge')}</small>
          ) : (
            o.vat > 0 && <small>{t('billing.vatIncluded', { rate: formatPercent(o.vatRate / 10_000, locale) })}</small>
          )}
          {o.vatCheck?.method === 'none' && <small>{t('billing.vatUnverified')}</small>}
        </span>
      ),
    },
    {
      id: 'discount',
      header: t('billing.col.discount'),
      align: 'end',
      cell: (o) =>
        o.discount > 0 ? (
          <span className="figure-with-share">
            <Money minor={-o.discount} currency={o.currency} signed />
            {o.discountCode && <small>{o.discountCode}</small>}
          </span>
        ) : (
          <span className="has-text-grey">{t('billing.noDiscount')}</span>
        ),
    },
    {
      id: 'provider',
      header: t('billing.col.provider'),
      cell: (o) => <ProviderLabel provider={o.provider} grantReason={o.grantReason} />,
    },
    { id: 'status', header: t('billing.col.status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
  ];
}
