import { type ReactNode, useEffect } from 'react';
import { refresh } from '../../../api/keys';
import { localizePath } from '../../../i18n/locales';
import { selectAccount } from '../../../stores/account';
import { CopyButton } from '../../../ui/CopyButton';
import { useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { OrderStatusBadge, ProviderLabel } from '../../../ui/OrderLabels';
import { Skeleton } from '../../../ui/QueryView';
import { useQuery } from '../../../ui/useQuery';
import { BankTransferDetails } from '../billing/BankTransfer';
import type { OrderDetail } from '../billing/queries';
import { $newAccounts, $paidOrderId } from './queries';

type Order = OrderDetail['order'];

function Result({ tone, title, children }: { tone: 'success' | 'info' | 'warning' | 'danger'; title: string; children: ReactNode }) {
  return (
    <section className={`panel-card checkout-result is-${tone}`} aria-labelledby="checkout-result" aria-live="polite">
      <h2 id="checkout-result" className="title is-4">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderLine({ order }: { order: Order }) {
  const t = useT();
  return (
    <dl className="checkout-result__order">
      <div>
        <dt>{t('billing.col.number')}</dt>
        <dd>
          <code>{order.number}</code>
        </dd>
      </div>
      <div>
        <dt>{t('billing.col.challenge')}</dt>
        <dd>
          {order.challengeName} · {order.platform}
        </dd>
      </div>
      <div>
        <dt>{t('billing.col.total')}</dt>
        <dd>
          <Money minor={order.total} currency={order.currency} />
        </dd>
      </div>
      <div>
        <dt>{t('billing.col.provider')}</dt>
        <dd>
          <ProviderLabel provider={order.provider} />
        </dd>
      </div>
      <div>
        <dt>{t('billing.col.status')}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </div>
    </dl>
  );
}

function Links({ children }: { children?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="checkout-result__links">
      {children}
      <a className="button" href={localizePath('/billing', locale)}>
        {t('nav.billing')}
      </a>
    </p>
  );
}

/** Paid (demo at once, or a card confirmed by its webhook): the new account and where to go next. */
export function PaidView({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    $paidOrderId.set(order.id);
    return () => $paidOrderId.set(null);
  }, [order.id]);
  const accounts = useQuery($newAccounts);
  // The paid order opened its account in the same transaction, started at the moment of payment.
  const account =
    accounts.data?.items.find((item) => item.challengeId === order.challengeId && item.startedAt === order.paidAt) ??
    accounts.data?.items.find((item) => item.challengeId === order.challengeId);
  // Opened on the trading platform within a moment of the payment: asked again until it is.
  const opening = account?.access.state === 'pending';
  useEffect(() => {
    if (!opening) return;
    const again = setInterval(() => refresh('checkoutAccounts'), 1_500);
    return () => clearInterval(again);
  }, [opening]);
  const open = (path: string) => (event: { preventDefault(): void }) => {
    if (!account) return;
    event.preventDefault();
    selectAccount(account.id);
    window.location.assign(localizePath(path, locale));
  };
  return (
    <Result tone="success" title={t('checkout.ready')}>
      <p>
        {order.provider === 'demo'
          ? t('checkout.ready.demo', { number: order.number })
          : t('checkout.ready.paid', { number: order.number })}
      </p>
      <div className="new-account">
        <h3 className="title is-6">{t('checkout.newAccount')}</h3>
        {account ? (
          <dl className="checkout-result__order">
            <div>
              <dt>{t('accounts.col.account')}</dt>
              <dd>
                {account.challengeName} {account.demo && <span className="tag is-muted">{t('account.demo')}</span>}
              </dd>
            </div>
            <div>
              <dt>{t('accounts.col.login')}</dt>
              <dd className="new-account__login">
                <code className="login">{account.login}</code>
                <CopyButton value={account.login} label={t('accounts.col.login')} />
              </dd>
            </div>
            <div>
              <dt>{t('overview.credentials.platform')}</dt>
              <dd>{account.platform}</dd>
            </div>
            <div>
              <dt>{t('overview.credentials.server')}</dt>
              <dd>
                {account.access.server ? (
                  <>
                    <code>{account.access.server}</code>
                    <CopyButton value={account.access.server} label={t('overview.credentials.server')} />
                  </>
                ) : (
                  t('account.trading.pending')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('overview.initialBalance')}</dt>
              <dd>
                <Money minor={account.initialBalance} currency={account.currency} />
              </dd>
            </div>
          </dl>
        ) : accounts.error ? (
          <p>{t('checkout.newAccount.later')}</p>
        ) : (
          <Skeleton lines={3} />
        )}
        <p className="new-account__hint">{t('checkout.newAccount.password')}</p>
        <p className="new-account__hint">{t('checkout.newAccount.hint')}</p>
      </div>
      <Links>
        <a className="button is-primary" href={localizePath('/accounts', locale)}>
          {t('nav.accounts')}
        </a>
        {account && (
          <a className="button" href={localizePath('/accounts/account-overview', locale)} onClick={open('/accounts/account-overview')}>
            {t('nav.accountOverview')}
          </a>
        )}
      </Links>
    </Result>
  );
}

/** A bank-transfer order: what to transfer where; the account opens once the money arrives. */
export function TransferView({ answer, onRestart }: { answer: OrderDetail; onRestart: () => void }) {
  const t = useT();
  return (
    <Result tone="info" title={t('checkout.transfer.title')}>
      <p>{t('checkout.transfer.body', { number: answer.order.number })}</p>
      {answer.instructions.kind === 'bankTransfer' && <BankTransferDetails transfer={answer.instructions} />}
      <Links>
        <button type="button" className="button" onClick={onRestart}>
          {t('checkout.another')}
        </button>
      </Links>
    </Result>
  );
}

export function RedirectingView() {
  const t = useT();
  return (
    <Result tone="info" title={t('checkout.redirecting')}>
      <Skeleton lines={1} />
    </Result>
  );
}

/** Back from the card page: the webhook may still be on its way. */
export function ConfirmingView({ order }: { order: Order | undefined }) {
  const t = useT();
  return (
    <Result tone="info" title={t('checkout.confirming')}>
      <p role="status">{t('checkout.confirming.body')}</p>
      {order ? <OrderLine order={order} /> : <Skeleton lines={3} />}
    </Result>
  );
}

/** The card payment did not go through (yet): what happened, the order, and the one way on. */
const outcomes = {
  stillPending: { tone: 'warning', title: 'checkout.stillPending', body: 'checkout.stillPending.body', action: 'checkout.checkAgain' },
  paymentCancelled: { tone: 'warning', title: 'checkout.cancelled', body: 'checkout.cancelled.body', action: 'checkout.again' },
  notPaid: { tone: 'danger', title: 'checkout.notPaid', body: null, action: 'checkout.again' },
} as const;

export function PaymentOutcomeView({
  outcome,
  order,
  onAction,
}: {
  outcome: keyof typeof outcomes;
  order: Order | undefined;
  onAction: () => void;
}) {
  const t = useT();
  const { tone, title, body, action } = outcomes[outcome];
  return (
    <Result tone={tone} title={t(title)}>
      {body && <p>{t(body)}</p>}
      {order && <OrderLine order={order} />}
      <Links>
        <button type="button" className="button is-primary" onClick={onAction}>
          {t(action)}
        </button>
      </Links>
    </Result>
  );
}

export function LookupFailedView({ message, onRetry, onRestart }: { message: string | null; onRetry: () => void; onRestart: () => void }) {
  const t = useT();
  return (
    <Result tone="danger" title={t('checkout.lookupFailed')}>
      {message && <p role="alert">{message}</p>}
      <Links>
        <button type="button" className="button is-primary" onClick={onRetry}>
          {t('ui.retry')}
        </button>
        <button type="button" className="button" onClick={onRestart}>
          {t('checkout.again')}
        </button>
      </Links>
    </Result>
  );
}
