import { type ReactNode, useEffect, useState } from 'react';
import * as v from 'valibot';
import { refresh } from '../../../api/keys';
import type { Locale, Messages } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { localeNames, locales, localizePath } from '../../../i18n/locales';
import { userRoles, userStatuses, userTypes } from '../../../schemas/enums';
import type { BillingDetails } from '../../../schemas/orders';
import { TwoFactorResetSchema, type UserForm, UserFormSchema } from '../../../schemas/users';
import { toast } from '../../../stores/toast';
import { DateTime } from '../../../ui/DateTime';
import { Notice } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { island, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { OrderStatusBadge } from '../../../ui/OrderLabels';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { SelectField } from '../../../ui/SelectField';
import { useQuery } from '../../../ui/useQuery';
import { BillingDetailsFields, focusFirstProblem, useBillingForm } from '../../member/billing/BillingDetailsForm';
import type { userEditMessageKeys } from './messageKeys';
import { $user, $userId, actions, type UserDetail } from './queries';
import { StatusBadge } from './UserLabels';
import { VerificationCard } from './VerificationCard';

type Props = { locale: Locale; userId: string | null; messages: Messages<(typeof userEditMessageKeys)[number]> };

/** /users/edit-user (a new user, invited to set a password) and /users/{userId}/edit-user. */
export default island<Props>(({ userId, messages }) =>
  userId ? <ExistingUser id={userId} messages={messages} /> : <UserEditor detail={null} messages={messages} />,
);

/** A message for the next page (the one a new user's page says after the creating page went there). */
const flashKey = 'users.flash';

function ExistingUser({ id, messages }: { id: string; messages: Record<string, string> }) {
  const query = useQuery($user);
  useEffect(() => {
    const flash = sessionStorage.getItem(flashKey);
    if (!flash) return;
    sessionStorage.removeItem(flashKey);
    toast.success(flash);
  }, []);
  useEffect(() => {
    $userId.set(id);
    return () => $userId.set(null);
  }, [id]);
  const shown = query.data?.user.id === id ? query : { ...query, data: undefined };
  return (
    <QueryView query={shown} skeleton={<Skeleton lines={8} />}>
      {(detail) => (
        <div className="screen admin-user">
          {/* Keyed by the user: another user's page starts a fresh form; a saved one keeps what was typed, which the server now holds. */}
          <UserEditor key={detail.user.id} detail={detail} messages={messages} />
          {/* Members verify their identity; administrators are never asked. */}
          {detail.user.role === 'USER' && <VerificationCard userId={detail.user.id} />}
          <History detail={detail} />
        </div>
      )}
    </QueryView>
  );
}

/** The user's own fields: the form schema without the billing details, which have their own form. */
const DetailsSchema = v.omit(UserFormSchema, ['billing']);
type Details = v.InferInput<typeof DetailsSchema>;

const emptyBilling = (details: Details): BillingDetails => ({
  firstName: details.firstName ?? '',
  lastName: details.lastName ?? '',
  email: details.email ?? '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  type: details.type,
  companyName: '',
  vatNumber: '',
});

function UserEditor({ detail, messages }: { detail: UserDetail | null; messages: Record<string, string> }) {
  const t = useT();
  const locale = useLocale();
  const initial: Details = detail
    ? {
        firstName: detail.user.firstName,
        lastName: detail.user.lastName,
        email: detail.user.email,
        role: detail.user.role === 'USER' ? 'USER' : 'ADMIN',
        status: detail.user.status,
        type: detail.user.type,
        locale: (locales as readonly string[]).includes(detail.user.locale) ? (detail.user.locale as Locale) : 'en',
      }
    : { firstName: '', lastName: '', email: '', role: 'USER', status: 'Active', type: 'Individual', locale };
  const form = useValidatedForm(DetailsSchema, initial, messages);
  const [withBilling, setWithBilling] = useState(Boolean(detail?.billing));
  const billing = useBillingForm(detail?.billing ?? emptyBilling(initial), messages);
  const [resetting, setResetting] = useState(false);
  // Answers the new user's id; an existing one's page stays.
  const save = useSubmit({
    run: async (payload: UserForm) => {
      if (!detail) return (await actions.create(payload)).user.id;
      await actions.update(detail.user.id, payload);
      return null;
    },
    onSuccess: (createdId) => {
      if (!createdId) {
        toast.success(t('customers.updated'));
        refresh('users');
        if (detail) refresh('user', detail.user.id);
        return;
      }
      // Said on the new user's page, where the browser goes next.
      sessionStorage.setItem(flashKey, t('customers.created'));
      window.location.assign(localizePath(`/users/${encodeURIComponent(createdId)}/edit-user`, locale));
    },
  });
  // A created user's page is on its way: the form stays busy until it is replaced.
  const busy = save.submitting || (save.succeeded && !detail);
  const sendReset = useSubmit({
    run: (id: string) => actions.sendReset(id),
    onSuccess: (answer) => toast.success(answer.message || t('users.resetLinkSent')),
    onError: (message) => toast.error(message || t('error.generic')),
  });

  const submit = (target: HTMLFormElement) => {
    form.touchAll();
    if (withBilling) billing.touchAll();
    if (!form.output || (withBilling && !billing.output)) {
      setTimeout(() => focusFirstProblem(target), 0);
      return;
    }
    save.submit({ ...form.output, billing: withBilling ? billing.output : null });
  };

  return (
    <>
      <form
        className="admin-user__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <fieldset className="form-fieldset" disabled={!form.ready || busy}>
          {save.error !== null && <Notice kind="danger">{save.error || t('error.generic')}</Notice>}
          <PanelCard
            id="user-details-title"
            title={detail ? `${detail.user.firstName} ${detail.user.lastName}` : t('template.newCustomer')}
            headerClassName="admin-user__head"
            aside={
              detail && (
                <p className="admin-user__meta">
                  <StatusBadge status={detail.user.status} />
                  <span>{t('users.signedUp', { date: formatDate(detail.user.createdAt, locale, 'date') })}</span>
                  {detail.lastLogin && <span>{t('users.lastLoginAt', { date: formatDate(detail.lastLogin, locale, 'dateTime') })}</span>}
                  {detail.user.twoFactorAt && (
                    <span>{t('users.twoFactor.on', { date: formatDate(detail.user.twoFactorAt, locale, 'date') })}</span>
                  )}
                </p>
              )
            }
          >
            <h3 className="title is-6">{t('users.details')}</h3>
            <div className="columns is-variable is-3 mb-0 admin-user__columns">
              <div className="column">
                <TextField id="user-firstName" label={t('auth.firstName')} autoComplete="off" {...form.field('firstName')} />
              </div>
              <div className="column">
                <TextField id="user-lastName" label={t('auth.lastName')} autoComplete="off" {...form.field('lastName')} />
              </div>
            </div>
            <TextField id="user-email" type="email" label={t('auth.email')} autoComplete="off" {...form.field('email')} />
            <div className="admin-user__choices">
              <SelectField
                id="user-role"
                label={t('users.col.role')}
                value={form.values.role}
                onChange={(value) => form.set('role', value as Details['role'])}
              >
                {userRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(`users.role.${role}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="user-status"
                label={t('users.col.status')}
                value={form.values.status}
                onChange={(value) => form.set('status', value as Details['status'])}
              >
                {userStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`customers.status${status}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="user-type"
                label={t('users.col.type')}
                value={form.values.type}
                onChange={(value) => form.set('type', value as Details['type'])}
              >
                {userTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`customers.type${type}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="user-locale"
                label={t('users.language')}
                value={form.values.locale ?? 'en'}
                onChange={(value) => form.set('locale', value as Locale)}
              >
                {locales.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {localeNames[code]}
                  </option>
                ))}
              </SelectField>
            </div>
            {!detail && <p className="help admin-user__hint">{t('users.invitationHint')}</p>}
          </PanelCard>
          <PanelCard
            id="user-billing-title"
            title={t('users.billing')}
            headerClassName="billing-details__head"
            aside={<p className="panel-card__hint">{t('users.billing.hint')}</p>}
          >
            <label className="checkbox admin-user__billing-toggle">
              <input type="checkbox" checked={withBilling} onChange={(event) => setWithBilling(event.currentTarget.checked)} />{' '}
              {t('users.billing.edit')}
            </label>
            {withBilling && <BillingDetailsFields form={billing} idPrefix="user-billing" />}
          </PanelCard>
          <div className="form-actions admin-user__actions">
            <button type="submit" className={busy ? 'button is-primary is-loading' : 'button is-primary'}>
              {detail ? t('users.save') : t('users.create')}
            </button>
            {detail && (
              <button
                type="button"
                className={sendReset.submitting ? 'button is-loading' : 'button'}
                disabled={sendReset.submitting}
                onClick={() => sendReset.submit(detail.user.id)}
              >
                {t('users.sendReset')}
              </button>
            )}
            {detail?.user.role === 'USER' && detail.user.twoFactorAt && (
              <button type="button" className="button" onClick={() => setResetting(true)}>
                {t('users.twoFactorReset.open')}
              </button>
            )}
            {detail?.user.role === 'USER' && detail.user.status === 'Active' && (
              <a
                className="button"
                href={`${localizePath('/users/challenge/create', locale)}?userId=${encodeURIComponent(detail.user.id)}`}
              >
                {t('users.giveChallenge')}
              </a>
            )}
          </div>
        </fieldset>
      </form>
      {resetting && detail && <TwoFactorResetDialog detail={detail} messages={messages} onClose={() => setResetting(false)} />}
    </>
  );
}

/** Support turning off a member's two-step sign-in (lost phone and codes), with the reason the audit log keeps. */
function TwoFactorResetDialog({
  detail,
  messages,
  onClose,
}: {
  detail: UserDetail;
  messages: Record<string, string>;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ReasonDialog
      title={t('users.twoFactorReset.title', { name: `${detail.user.firstName} ${detail.user.lastName}` })}
      cancelLabel={t('users.twoFactorReset.cancel')}
      confirmLabel={t('users.twoFactorReset.confirm')}
      reasonLabel={t('users.twoFactorReset.reason')}
      reasonHint={t('users.twoFactorReset.reasonHint')}
      schema={TwoFactorResetSchema}
      messages={messages}
      onClose={onClose}
      run={(reason) => actions.resetTwoFactor(detail.user.id, reason)}
      success={(answer) => answer.message || t('users.twoFactorReset.done')}
      refresh={() => refresh('user', detail.user.id)}
    >
      <p>{t('users.twoFactorReset.body')}</p>
    </ReasonDialog>
  );
}

/** The user's latest orders, accounts and payouts, each linking on to its own screen. */
function History({ detail }: { detail: UserDetail }) {
  const t = useT();
  const locale = useLocale();
  const id = encodeURIComponent(detail.user.id);
  return (
    <PanelCard id="user-history-title" title={t('users.history')}>
      <div className="admin-user__history">
        <ShortList
          title={t('users.orders')}
          empty={t('users.noOrders')}
          more={localizePath('/orders', locale)}
          count={detail.orders.length}
        >
          {detail.orders.map((order) => (
            <li key={order.id}>
              <a href={`${localizePath('/orders', locale)}?q=${encodeURIComponent(order.number)}`}>
                <code className="order-number">{order.number}</code>
              </a>
              <span className="admin-user__item-main">{order.challengeName}</span>
              <Money minor={order.total} currency={order.currency} />
              <OrderStatusBadge status={order.status} />
              <small>
                <DateTime value={order.createdAt} style="date" />
              </small>
            </li>
          ))}
        </ShortList>
        <ShortList
          title={t('users.accounts')}
          empty={t('users.noAccounts')}
          more={localizePath(`/users/${id}/trading-accounts`, locale)}
          count={detail.accounts.length}
        >
          {detail.accounts.map((account) => (
            <li key={account.id}>
              <a href={localizePath(`/users/${id}/trading-accounts/${encodeURIComponent(account.id)}/view-report`, locale)}>
                <code className="login">{account.login}</code>
              </a>
              <span className="admin-user__item-main">{account.phaseName}</span>
              <Money minor={account.initialBalance} currency={account.currency} whole />
              <span className="tag is-muted">{t(`account.status.${account.status}`)}</span>
              <small>
                <DateTime value={account.startedAt} style="date" />
              </small>
            </li>
          ))}
        </ShortList>
        <ShortList
          title={t('users.payouts')}
          empty={t('users.noPayouts')}
          more={localizePath('/admin-payouts-requests', locale)}
          count={detail.payouts.length}
        >
          {detail.payouts.map((payout) => (
            <li key={payout.id}>
              <Money minor={payout.amount} currency={payout.currency} />
              <span className="tag is-muted">{t(`users.payout.${payout.status}`)}</span>
              <small>
                <DateTime value={payout.requestedAt} style="date" />
              </small>
            </li>
          ))}
        </ShortList>
      </div>
    </PanelCard>
  );
}

function ShortList({
  title,
  empty,
  more,
  count,
  children,
}: {
  title: string;
  empty: string;
  more: string;
  count: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="admin-user__list">
      <h3 className="title is-6">{title}</h3>
      {count === 0 ? <p className="users-muted">{empty}</p> : <ul>{children}</ul>}
      {count > 0 && (
        <a className="admin-user__more" href={more}>
          {t('users.viewAll')}
        </a>
      )}
    </div>
  );
}
