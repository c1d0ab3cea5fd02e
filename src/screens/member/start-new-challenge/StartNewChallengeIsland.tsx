import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '../../../../machines/checkout';
import type { Messages } from '../../../i18n';
import { type IslandProps, island, useT } from '../../../ui/i18n';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { updateSearch } from '../../../ui/urlState';
import { useMachine } from '../../../ui/useMachine';
import { useQuery } from '../../../ui/useQuery';
import type { OrderDetail } from '../billing/queries';
import { $billingDetails } from '../billing/queries';
import { Configurator } from './Configurator';
import type { startNewChallengeMessageKeys } from './messageKeys';
import { $catalogue, $orderOptions, type CreateOrderBody, fetchOrder, placeOrder } from './queries';
import { ConfirmingView, LookupFailedView, PaidView, PaymentOutcomeView, RedirectingView, TransferView } from './Results';

/** /start-new-challenge: the challenge configurator and its checkout (machines/checkout.ts). */
export default island<IslandProps<Messages<(typeof startNewChallengeMessageKeys)[number]>>>(StartNewChallenge);

function StartNewChallenge({ messages }: { messages: Record<string, string> }) {
  const t = useT();
  const [state, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) => placeOrder(input.values as CreateOrderBody, t('error.generic'))),
        fetchOrder: fromPromise(({ input }) => fetchOrder(input.orderId, t('error.generic'))),
      },
      actions: {
        goToCheckout: (_, { url }) => window.location.assign(url),
        forgetReturn: () => updateSearch({ order: null, result: null }),
      },
    }),
  );

  useEffect(() => {
    // Back from the card page (Stripe's success or cancel address).
    const params = new URLSearchParams(window.location.search);
    const orderId = params.get('order');
    const result = params.get('result');
    if (orderId && (result === 'success' || result === 'cancelled')) send({ type: 'checkout.return', orderId, result });
  }, [send]);

  // The machine's answers are the API's order answers (OrderAnswer is their common shape).
  const answer = state.context.answer as OrderDetail | null;
  const order = answer?.order;
  const restart = () => {
    // The order saved the billing details it used: start the next one from those.
    $billingDetails.invalidate();
    send({ type: 'checkout.restart' });
  };
  const retry = () => send({ type: 'checkout.retry' });

  if (state.matches('redirecting')) return <RedirectingView />;
  if (state.matches('paid') && order) return <PaidView order={order} />;
  if (state.matches('awaitingTransfer') && answer) return <TransferView answer={answer} onRestart={restart} />;
  if (state.matches('confirming')) return <ConfirmingView order={order} />;
  if (state.matches('stillPending')) return <PaymentOutcomeView outcome="stillPending" order={order} onAction={retry} />;
  if (state.matches('paymentCancelled')) return <PaymentOutcomeView outcome="paymentCancelled" order={order} onAction={restart} />;
  if (state.matches('notPaid')) return <PaymentOutcomeView outcome="notPaid" order={order} onAction={restart} />;
  if (state.matches('lookupFailed')) return <LookupFailedView message={state.context.errorMessage} onRetry={retry} onRestart={restart} />;
  return (
    <ConfiguratorData
      messages={messages}
      busy={state.matches('submitting')}
      errorMessage={state.context.errorMessage}
      onSubmit={(values) => send({ type: 'checkout.submit', values })}
    />
  );
}

/** The configurator needs the catalogue, the payment methods and the member's billing details. */
function ConfiguratorData({
  messages,
  busy,
  errorMessage,
  onSubmit,
}: {
  messages: Record<string, string>;
  busy: boolean;
  errorMessage: string | null;
  onSubmit: (values: unknown) => void;
}) {
  const catalogue = useQuery($catalogue);
  const options = useQuery($orderOptions);
  const details = useQuery($billingDetails);
  const skeleton = (
    <div className="screen">
      <div className="panel-card">
        <Skeleton lines={6} />
      </div>
    </div>
  );
  return (
    <QueryView query={catalogue} skeleton={skeleton}>
      {({ items }) => (
        <QueryView query={options} skeleton={skeleton}>
          {(offered) => (
            <QueryView query={details} skeleton={skeleton}>
              {(answer) => (
                <Configurator
                  products={items}
                  options={offered}
                  details={answer.details}
                  messages={messages}
                  busy={busy}
                  errorMessage={errorMessage}
                  onSubmit={onSubmit}
                />
              )}
            </QueryView>
          )}
        </QueryView>
      )}
    </QueryView>
  );
}
