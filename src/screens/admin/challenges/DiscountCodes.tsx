import { useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../i18n/format';
import { type DiscountKind, discountKinds } from '../../../schemas/enums';
import { DiscountCodeInputSchema, isPastDay } from '../../../schemas/orders';
import { ConfirmDialog, useDialogAction } from '../../../ui/ConfirmDialog';
import { type Column, ListTable } from '../../../ui/DataTable';
import { Notice } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { translateProblem, useLocale, useT } from '../../../ui/i18n';
import { FormModal } from '../../../ui/Modal';
import { useNow } from '../../../ui/now';
import { SelectField } from '../../../ui/SelectField';
import { useQuery } from '../../../ui/useQuery';
import { amountText, parseAmount } from '../../member/payout/amount';
import { $challenges, actions, codeList, type DiscountCodeRow, refreshCodes } from './queries';

type CodeState = 'active' | 'disabled' | 'expired' | 'usedUp';

/** Why a code does or does not apply now, in the order the checkout refuses it (src/server/discounts). */
function stateOf(code: DiscountCodeRow, now: number): CodeState {
  if (!code.active) return 'disabled';
  if (code.expiresAt && new Date(code.expiresAt).getTime() <= now) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'usedUp';
  return 'active';
}
const stateTone: Record<CodeState, string> = { active: 'is-success', disabled: 'is-muted', expired: 'is-warning', usedUp: 'is-info' };

/** The discount codes the configurator accepts: listed with their uses, created and disabled here. */
export function DiscountCodes({ messages }: { messages: Record<string, string> }) {
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  const catalogue = useQuery($challenges).data?.items ?? [];
  // The code dialog: a new code (null) or the code being edited.
  const [editing, setEditing] = useState<DiscountCodeRow | null | undefined>(undefined);
  const [disabling, setDisabling] = useState<DiscountCodeRow | null>(null);
  const challengeName = (id: string) => catalogue.find((c) => c.id === id)?.name ?? id;
  const day = (at: string) => formatDate(at, locale, 'date', { timeZone: 'UTC' });

  const columns: Column<DiscountCodeRow>[] = [
    { id: 'code', header: t('adminDiscounts.col.code'), cell: (c) => <code className="admin-discounts__code">{c.code}</code> },
    {
      id: 'value',
      header: t('adminDiscounts.col.value'),
      cell: (c) => (
        <span className="admin-discounts__stack">
          <strong>
            {t('adminDiscounts.off', {
              value: c.kind === 'percent' ? formatPercent(c.value, locale, { points: true }) : formatMoney(c.value, c.currency, locale),
            })}
          </strong>
          <small>{t(`adminDiscounts.kind.${c.kind}`)}</small>
        </span>
      ),
    },
    {
      id: 'limit',
      header: t('adminDiscounts.col.limit'),
      cell: (c) => (c.challengeId ? challengeName(c.challengeId) : <span className="muted">{t('adminDiscounts.allChallenges')}</span>),
    },
    {
      id: 'valid',
      header: t('adminDiscounts.col.valid'),
      cell: (c) => (
        <span className="admin-discounts__stack">
          <span>{t('adminDiscounts.validFrom', { date: day(c.createdAt) })}</span>
          <small>{c.expiresAt ? t('adminDiscounts.validUntil', { date: day(c.expiresAt) }) : t('adminDiscounts.noEnd')}</small>
        </span>
      ),
    },
    {
      id: 'uses',
      header: t('adminDiscounts.col.uses'),
      cell: (c) => (
        <span className="admin-discounts__stack">
          <span>
            {c.maxUses === null
              ? t('adminDiscounts.usesUnlimited', { uses: formatNumber(c.uses, locale, 0) })
              : t('adminDiscounts.uses', { uses: formatNumber(c.uses, locale, 0), max: formatNumber(c.maxUses, locale, 0) })}
          </span>
          {c.maxUsesPerMember !== null && (
            <small>{t('adminDiscounts.perMember', { max: formatNumber(c.maxUsesPerMember, locale, 0) })}</small>
          )}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('adminDiscounts.col.state'),
      cell: (c) => {
        const state = stateOf(c, now || Date.now());
        return <span className={`tag is-light ${stateTone[state]}`}>{t(`adminDiscounts.state.${state}`)}</span>;
      },
    },
    {
      id: 'actions',
      header: t('adminDiscounts.col.actions'),
      quietHeader: true,
      cell: (c) =>
        // A disabled code stays as it was disabled: nothing to edit or disable.
        c.active && (
          <span className="row-actions">
            <button
              type="button"
              className="button is-small is-ghost"
              aria-label={t('adminDiscounts.editLabel', { code: c.code })}
              onClick={() => setEditing(c)}
            >
              {t('adminDiscounts.edit')}
            </button>
            <button
              type="button"
              className="button is-small"
              aria-label={t('adminDiscounts.disableLabel', { code: c.code })}
              onClick={() => setDisabling(c)}
            >
              {t('adminDiscounts.disable')}
            </button>
          </span>
        ),
    },
  ];

  return (
    <section id="discount-codes" className="panel-card admin-discounts" aria-labelledby="admin-discounts-heading">
      <header className="panel-card__header admin-challenges__head">
        <h2 id="admin-discounts-heading" className="title is-5">
          {t('adminDiscounts.heading')}
        </h2>
        <button type="button" className="button is-primary is-small" onClick={() => setEditing(null)}>
          {t('adminDiscounts.new')}
        </button>
      </header>
      <ListTable
        caption={t('adminDiscounts.caption')}
        columns={columns}
        list={codeList}
        empty={<p className="empty-state">{t('adminDiscounts.empty')}</p>}
      />
      {editing !== undefined && <CodeDialog messages={messages} code={editing} onClose={() => setEditing(undefined)} />}
      {disabling && <DisableDialog code={disabling} onClose={() => setDisabling(null)} />}
    </section>
  );
}

/** Disabling cannot be undone (a code's name stays taken), so it is confirmed. */
function DisableDialog({ code, onClose }: { code: DiscountCodeRow; onClose: () => void }) {
  const t = useT();
  const vars = { code: code.code };
  return (
    <ConfirmDialog
      title={t('adminDiscounts.disable.title', vars)}
      cancelLabel={t('adminDiscounts.cancel')}
      confirmLabel={t('adminDiscounts.disable.confirm')}
      tone="danger"
      onClose={onClose}
      run={() => actions.disableCode(code.id)}
      success={() => t('adminDiscounts.disable.done', vars)}
      refresh={refreshCodes}
    >
      <p>{t('adminDiscounts.disable.body')}</p>
    </ConfirmDialog>
  );
}

type CodeForm = {
  code: string;
  kind: DiscountKind;
  value: number | null;
  currency: string;
  challengeId: string | null;
  expiresAt: string | null;
  maxUses: number | null;
  maxUsesPerMember: number | null;
};
const emptyCode: CodeForm = {
  code: '',
  kind: 'percent',
  value: null,
  currency: 'USD',
  challengeId: null,
  expiresAt: null,
  maxUses: null,
  maxUsesPerMember: null,
};

/** Typed text to the schema's numbers: empty is "not given"; anything not a number fails the schema's check. */
const wholeNumber = (text: string) => (text.trim() === '' ? null : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The same moment on both sides (the server answers `.000Z`, the dialog sends `Z`), or both without an end. */
const sameMoment = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime();

/**
 * The server's schema, plus what depends on the moment and on the code's uses so far (the service
 * checks both again under the row lock): a last day already over, unless it is the code's own
 * day left as it was, and a limit below the uses already taken.
 */
function codeSchema(now: number, original: DiscountCodeRow | null) {
  return v.pipe(
    DiscountCodeInputSchema,
    v.forward(
      v.check(
        (input) => (original !== null && sameMoment(input.expiresAt, original.expiresAt)) || !isPastDay(input.expiresAt, now),
        'adminDiscounts.error.past',
      ),
      ['expiresAt'],
    ),
    v.forward(
      v.check((input) => input.maxUses === null || input.maxUses >= (original?.uses ?? 0), 'adminDiscounts.error.belowUses'),
      ['maxUses'],
    ),
  );
}

const formOf = (code: DiscountCodeRow): CodeForm => ({
  code: code.code,
  kind: code.kind,
  value: code.value,
  currency: code.currency,
  challengeId: code.challengeId,
  expiresAt: code.expiresAt,
  maxUses: code.maxUses,
  maxUsesPerMember: code.maxUsesPerMember,
});

/**
 * A new code (`code` null) or an edit of one, checked field by field with the schema the server
 * applies: a percentage or an amount in a currency (the challenge's, when the code is for one), a
 * last valid day, a number of uses and of uses per member. An edit changes the terms, never the code's text.
 */
function CodeDialog({ messages, code, onClose }: { messages: Record<string, string>; code: DiscountCodeRow | null; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const now = useNow() || Date.now();
  // Today (UTC) is the first day the picker offers; the schema is made once, with the dialog's opening moment.
  const [opened] = useState(now);
  const schema = useMemo(() => codeSchema(opened, code), [opened, code]);
  const form = useValidatedForm(schema, code ? formOf(code) : emptyCode, messages);
  const catalogue = useQuery($challenges).data?.items ?? [];
  const currencies = [...new Set(['USD', ...catalogue.map((c) => c.currency)])];
  const [valueText, setValueText] = useState(
    code ? (code.kind === 'percent' ? String(code.value) : amountText(code.value, code.currency)) : '',
  );
  const [day, setDay] = useState(code?.expiresAt?.slice(0, 10) ?? '');
  const { values, set, touch } = form;
  const problem = (field: keyof CodeForm) => {
    const key = form.problem(field);
    return key === 'adminDiscounts.error.belowUses'
      ? t(key, { uses: formatNumber(code?.uses ?? 0, locale, 0) })
      : translateProblem(messages, key);
  };

  const discountOf = (text: string, kind: DiscountKind, currency: string) =>
    text.trim() === '' ? null : kind === 'percent' ? wholeNumber(text) : (parseAmount(text, currency) ?? Number.NaN);
  const setValue = (text: string, kind = values.kind, currency = values.currency) => {
    setValueText(text);
    set('value', discountOf(text, kind, currency));
  };
  const setChallenge = (id: string) => {
    const challenge = catalogue.find((c) => c.id === id);
    set('challengeId', challenge ? challenge.id : null);
    // A code for one challenge is in that challenge's currency.
    if (challenge) {
      set('currency', challenge.currency);
      setValue(valueText, values.kind, challenge.currency);
    }
  };

  const { busy, error, submit } = useDialogAction({
    check: () => {
      // The touched fields are marked at once (a frame later was sometimes before React's render,
      // and the focus stayed on the button), so the first marked field can take the focus.
      flushSync(() => form.touchAll());
      if (!form.output) document.getElementById(`${ids}-form`)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return form.output !== null;
    },
    run: () => {
      const { code: text, ...terms } = form.output as NonNullable<typeof form.output>;
      return code ? actions.updateCode(code.id, terms) : actions.createCode({ code: text, ...terms });
    },
    success: (saved) => t(code ? 'adminDiscounts.edit.done' : 'adminDiscounts.create.done', { code: saved.code }),
    refresh: refreshCodes,
    onDone: onClose,
  });

  return (
    <FormModal
      title={code ? t('adminDiscounts.edit.title', { code: code.code }) : t('adminDiscounts.create.title')}
      onClose={onClose}
      formId={`${ids}-form`}
      formClassName="admin-discounts__form"
      busy={busy}
      cancelText={t('adminDiscounts.cancel')}
      submitText={code ? t('adminDiscounts.edit.submit') : t('adminDiscounts.create.submit')}
      onSubmit={submit}
    >
      {error && <Notice kind="danger">{error}</Notice>}
      <TextField
        id={`${ids}-code`}
        label={t('adminDiscounts.create.code')}
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        readOnly={code !== null}
        // Muted like the profile's read-only email; the hint below says why it cannot change.
        {...(code && { style: { color: 'var(--app-text-muted)', cursor: 'default' } })}
        aria-describedby={`${ids}-code-hint${problem('code') ? ` ${ids}-code-error` : ''}`}
        {...form.field('code')}
      >
        <p id={`${ids}-code-hint`} className="help">
          {code ? t('adminDiscounts.edit.codeHint') : t('adminDiscounts.create.codeHint')}
        </p>
      </TextField>
      <fieldset className="field admin-discounts__kinds">
        <legend className="label">{t('adminDiscounts.create.kind')}</legend>
        {discountKinds.map((kind) => (
          <label key={kind} className="radio">
            <input
              type="radio"
              name={`${ids}-kind`}
              value={kind}
              checked={values.kind === kind}
              onChange={() => {
                set('kind', kind);
                setValue(valueText, kind);
              }}
            />
            <span>{t(`adminDiscounts.kind.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <SelectField
        id={`${ids}-challenge`}
        label={t('adminDiscounts.create.challenge')}
        value={values.challengeId ?? ''}
        onChange={setChallenge}
      >
        <option value="">{t('adminDiscounts.allChallenges')}</option>
        {catalogue.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <div className="admin-discounts__pair">
        <TextField
          id={`${ids}-value`}
          label={values.kind === 'percent' ? t('adminDiscounts.create.percent') : t('adminDiscounts.create.amount')}
          inputMode={values.kind === 'percent' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={valueText}
          onChange={(event) => setValue(event.currentTarget.value)}
          onBlur={() => touch('value')}
          error={problem('value')}
        />
        {values.kind === 'fixed' && (
          <SelectField
            id={`${ids}-currency`}
            label={t('adminDiscounts.create.currency')}
            value={values.currency}
            onChange={(currency) => {
              set('currency', currency);
              setValue(valueText, values.kind, currency);
            }}
          >
            {(values.challengeId ? [values.currency] : currencies).map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div className="admin-discounts__pair">
        <TextField
          id={`${ids}-expires`}
          label={t('adminDiscounts.create.expires')}
          type="date"
          min={new Date(opened).toISOString().slice(0, 10)}
          value={day}
          onChange={(event) => {
            const picked = event.currentTarget.value;
            setDay(picked);
            // Valid through the whole of the last day, in UTC like every date on this screen.
            set('expiresAt', picked ? `${picked}T23:59:59Z` : null);
          }}
          onBlur={() => touch('expiresAt')}
          error={problem('expiresAt')}
          aria-describedby={`${ids}-expires-hint${problem('expiresAt') ? ` ${ids}-expires-error` : ''}`}
        >
          <p id={`${ids}-expires-hint`} className="help">
            {t('adminDiscounts.create.expiresHint')}
          </p>
        </TextField>
        <UsesField
          id={`${ids}-uses`}
          label={t('adminDiscounts.create.maxUses')}
          field="maxUses"
          initial={code?.maxUses ?? null}
          form={form}
          error={problem('maxUses')}
          hint={
            code ? t('adminDiscounts.edit.usesHint', { uses: formatNumber(code.uses, locale, 0) }) : t('adminDiscounts.create.maxUsesHint')
          }
        />
        <UsesField
          id={`${ids}-per-member`}
          label={t('adminDiscounts.create.maxUsesPerMember')}
          field="maxUsesPerMember"
          initial={code?.maxUsesPerMember ?? null}
          form={form}
          error={problem('maxUsesPerMember')}
          hint={t('adminDiscounts.create.maxUsesPerMemberHint')}
        />
      </div>
    </FormModal>
  );
}

/** A number of uses typed as text (empty: no limit of its own), checked by the dialog's schema. */
function UsesField(props: {
  id: string;
  label: string;
  field: 'maxUses' | 'maxUsesPerMember';
  initial: number | null;
  form: {
    set: (field: 'maxUses' | 'maxUsesPerMember', value: number | null) => void;
    touch: (field: 'maxUses' | 'maxUsesPerMember') => void;
  };
  error: string | undefined;
  hint: string;
}) {
  const { id, field, form, error } = props;
  const [text, setText] = useState(props.initial !== null ? String(props.initial) : '');
  return (
    <TextField
      id={id}
      label={props.label}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        form.set(field, wholeNumber(event.currentTarget.value));
      }}
      onBlur={() => form.touch(field)}
      error={error}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <p id={`${id}-hint`} className="help">
        {props.hint}
      </p>
    </TextField>
  );
}
