import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Locale, Messages } from '../../../i18n';
import type { MessageKey } from '../../../i18n/en';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { localeNames, locales, localizePath } from '../../../i18n/locales';
import { localizedProduct, localName } from '../../../i18n/names';
import { dailyLossBases, maxLossModes, verificationRequirements } from '../../../schemas/enums';
import type { ChallengeInput } from '../../../schemas/trading';
import { toast } from '../../../stores/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { Notice } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useTouched } from '../../../ui/forms/useValidatedForm';
import { island, useLocale, useT } from '../../../ui/i18n';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { QueryView } from '../../../ui/QueryView';
import { SelectField } from '../../../ui/SelectField';
import { useQuery } from '../../../ui/useQuery';
import { RulesInWords } from '../../member/start-new-challenge/RulesInWords';
import {
  check,
  type Draft,
  draftOf,
  fieldRange,
  MAX_PHASES,
  type NamesDraft,
  namesDraft,
  newDraft,
  nextPhase,
  type PhaseDraft,
  type RulesDraft,
  slugOf,
} from './draft';
import type { challengeEditorMessageKeys } from './messageKeys';
import { $challenge, $challengeId, $challenges, actions, type ChallengeDetail, refreshCatalogue } from './queries';
import { riskDefault, riskGroups, riskThresholds, thresholdKey } from './riskDraft';

type Props = { locale: Locale; challengeId: string | null; messages: Messages<(typeof challengeEditorMessageKeys)[number]> };
type Version = ChallengeDetail['versions'][number];

/**
 * /challenges/create and /challenges/edit/{id}: the product's terms, its phases with every rule's
 * range stated and checked, and a live preview as the configurator words it. Saving a product that
 * has orders makes its next version (docs/decisions/030); an earlier version is shown read-only.
 */
export default island<Props>(({ challengeId }) => (challengeId ? <StoredChallenge id={challengeId} /> : <Editor stored={null} />));

function StoredChallenge({ id }: { id: string }) {
  useEffect(() => {
    $challengeId.set(id);
    return () => $challengeId.set(null);
  }, [id]);
  const query = useQuery($challenge);
  const data = query.data?.id === id ? query.data : undefined;
  return (
    <QueryView query={{ ...query, data }}>{(stored) => <Editor key={`${stored.id}-${stored.updatedAt}`} stored={stored} />}</QueryView>
  );
}

const editPath = (id: string) => `/challenges/edit/${encodeURIComponent(id)}`;

/** What the page was opened after (`?saved=`): a creation or a new version, said once. */
function useSavedNotice(): 'created' | 'versioned' | null {
  const [saved] = useState<'created' | 'versioned' | null>(() => {
    if (typeof window === 'undefined') return null;
    const value = new URLSearchParams(window.location.search).get('saved');
    return value === 'created' || value === 'versioned' ? value : null;
  });
  useEffect(() => {
    if (!saved) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('saved');
    window.history.replaceState(window.history.state, '', url);
  }, [saved]);
  return saved;
}

function Editor({ stored }: { stored: ChallengeDetail | null }) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  // A new product's phases are named in the admin's language; the names are the product's, to change.
  const phaseName = (number: number) => t('adminChallenge.phase.title', { number: formatNumber(number, locale, 0) });
  const [draft, setDraft] = useState<Draft>(() => (stored ? draftOf(stored) : newDraft(phaseName)));
  // Checked with the API's schema (draft.ts check); a field shows its problem as useValidatedForm's do.
  const { shows, touch, touchAll } = useTouched<string>();
  const [confirming, setConfirming] = useState(false);
  // Sent with a field wrong: said beside the button until the next save.
  const [refused, setRefused] = useState(false);
  const saved = useSavedNotice();
  const catalogue = useQuery($challenges);
  const formRef = useRef<HTMLFormElement>(null);
  const { input, problems } = useMemo(() => check(draft), [draft]);
  const readOnly = Boolean(stored?.replacedAt);
  const current = stored?.versions.find((version) => version.replacedAt === null);
  const nextVersion = (stored?.version ?? 0) + 1;

  // The preview follows every valid state of the form (a name still to come reads as "New challenge")
  // and keeps the last one while a field is wrong.
  const previewed = useMemo(
    () => check({ ...draft, name: draft.name.trim() || t('adminChallenge.heading.create'), slug: 'preview' }).input,
    [draft, t],
  );
  const lastValid = useRef<ChallengeInput | null>(previewed);
  if (previewed) lastValid.current = previewed;
  // The preview names the product as members reading the admin's language will see it.
  const preview = lastValid.current && localizedProduct(lastValid.current, locale);

  const problem = (path: string): string | undefined => {
    const found = problems[path];
    if (!found || !shows(path)) return undefined;
    return found.values ? t(found.key, rangeValues(found.values, draft.currency, locale)) : t(found.key, { name: path });
  };
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((before) => ({ ...before, [field]: value }));
  const setPhases = (change: (phases: PhaseDraft[]) => PhaseDraft[]) =>
    setDraft((before) => ({ ...before, phases: change(before.phases) }));

  /** A new product or version opens on its own page, which says it was made. */
  const openSaved = (id: string, saved: 'created' | 'versioned') =>
    window.location.assign(`${localizePath(editPath(id), locale)}?saved=${saved}`);
  // Answers the product's page to go to when the save made a new one (created, or a new version).
  const save = useSubmit({
    run: async (valid: ChallengeInput) => {
      if (!stored) {
        // A new product goes to the end of the catalogue, after every type members know.
        const last = Math.max(0, ...(catalogue.data?.items.map((item) => item.sortOrder) ?? []));
        const created = await actions.create({ ...valid, sortOrder: last + 1 });
        return { id: created.id, name: created.name, leave: 'created' as const };
      }
      const updated = await actions.update(stored.id, valid);
      return { id: updated.id, name: updated.name, leave: updated.versioned ? ('versioned' as const) : null };
    },
    onSuccess: ({ id, name, leave }) => {
      refreshCatalogue();
      if (leave) openSaved(id, leave);
      else toast.success(t('adminChallenge.updated', { name }));
    },
  });
  // A page that is being left stays busy until it is replaced.
  const busy = save.submitting || Boolean(save.succeeded && save.result?.leave);
  const error = refused ? t('adminChallenge.fix') : save.error === null ? null : save.error || t('error.generic');

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    touchAll();
    if (!input) {
      setRefused(true);
      // After the marks render, the first marked field takes the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (stored?.hasOrders) setConfirming(true);
    else {
      setRefused(false);
      save.submit(input);
    }
  };

  const field = (path: keyof Draft & string, label: MessageKey, options: { hint?: string; type?: string; step?: string } = {}) => (
    <TextField
      id={`${ids}-${path}`}
      label={t(label)}
      value={String(draft[path])}
      type={options.type ?? 'text'}
      step={options.step}
      inputMode={options.type === 'number' ? 'decimal' : undefined}
      hint={options.hint ?? rangeHint(path)}
      error={problem(path)}
      onChange={(event) => set(path, event.currentTarget.value as never)}
      onBlur={() => touch(path)}
    />
  );
  const rangeHint = (path: string, explain?: string) => {
    const range = fieldRange(path);
    const stated = range && t('adminChallenge.range', rangeValues(range, draft.currency, locale));
    return [explain, stated].filter(Boolean).join(' ') || undefined;
  };

  return (
    <div className="screen challenge-editor">
      <form ref={formRef} className="challenge-editor__form app-form" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-title`}>
        <section className="panel-card">
          <header className="panel-card__header challenge-editor__head">
            <div>
              <h2 id={`${ids}-title`} className="title is-5">
                {stored ? t('adminChallenge.heading.edit', { name: stored.name }) : t('adminChallenge.heading.create')}
              </h2>
              {stored && (
                <span className="tag challenge-editor__tag">
                  {t('adminChallenge.version', { version: formatNumber(stored.version, locale, 0) })}
                </span>
              )}
            </div>
            <a className="button is-small" href={localizePath('/challenges', locale)}>
              {t('adminChallenge.back')}
            </a>
          </header>
          {saved === 'created' && stored && <Notice kind="success">{t('adminChallenge.created', { name: stored.name })}</Notice>}
          {saved === 'versioned' && stored && (
            <Notice kind="success">
              {t('adminChallenge.versioned', { name: stored.name, version: formatNumber(stored.version, locale, 0) })}
            </Notice>
          )}
          {readOnly && stored && (
            <Notice kind="warning">
              {t('adminChallenge.replaced.notice', { version: formatNumber(stored.version, locale, 0) })}{' '}
              {current && <a href={localizePath(editPath(current.id), locale)}>{t('adminChallenge.replaced.link')}</a>}
            </Notice>
          )}
          {!readOnly && stored?.hasOrders && (
            <Notice kind="info">{t('adminChallenge.sold.notice', { version: formatNumber(nextVersion, locale, 0) })}</Notice>
          )}
          {!stored && <StartFrom onPick={(picked) => setDraft(picked)} blank={() => newDraft(phaseName)} />}
        </section>

        <fieldset className="challenge-editor__fields" disabled={readOnly || busy}>
          <PanelCard
            id={`${ids}-product`}
            title={t('adminChallenge.product')}
            level={3}
            headerClassName="challenge-editor__section-head"
            aside={<p className="panel-card__hint">{t('adminChallenge.product.hint')}</p>}
          >
            <div className="challenge-editor__grid">
              <TextField
                id={`${ids}-name`}
                label={t('adminChallenge.name')}
                value={draft.name}
                maxLength={80}
                hint={t('adminChallenge.name.hint')}
                error={problem('name')}
                onChange={(event) => {
                  const name = event.currentTarget.value;
                  setDraft((before) => ({ ...before, name, slug: before.slugEdited ? before.slug : slugOf(name) }));
                }}
                onBlur={() => touch('name')}
              />
              <TextField
                id={`${ids}-slug`}
                label={t('adminChallenge.slug')}
                value={draft.slug}
                maxLength={60}
                hint={t('adminChallenge.slug.hint')}
                error={problem('slug')}
                onChange={(event) => setDraft((before) => ({ ...before, slug: event.currentTarget.value, slugEdited: true }))}
                onBlur={() => touch('slug')}
              />
            </div>
            <LocalNamesField
              id={`${ids}-names`}
              field={t('adminChallenge.name')}
              names={draft.names}
              maxLength={80}
              problem={(language) => problem(`names.${language}`)}
              onChange={(names) => set('names', names)}
              onBlur={(language) => touch(`names.${language}`)}
            />
            <div className="field">
              <label className="label" htmlFor={`${ids}-description`}>
                {t('adminChallenge.description')}
              </label>
              <textarea
                id={`${ids}-description`}
                className={problem('description') ? 'textarea is-danger' : 'textarea'}
                rows={2}
                maxLength={500}
                aria-describedby={`${ids}-description-hint`}
                value={draft.description}
                onChange={(event) => set('description', event.currentTarget.value)}
              />
              <p id={`${ids}-description-hint`} className="help">
                {t('adminChallenge.description.hint')}
              </p>
            </div>
            <div className="challenge-editor__grid">
              {field('currency', 'adminChallenge.currency', { hint: 'ISO 4217 · USD, EUR, GBP' })}
              {field('accountSize', 'adminChallenge.accountSize', { type: 'number', step: 'any' })}
              {field('price', 'adminChallenge.price', { type: 'number', step: 'any' })}
              {field('platform', 'adminChallenge.platform', { hint: t('adminChallenge.platform.hint') })}
              {field('leverage', 'adminChallenge.leverage', { type: 'number', step: '1' })}
              {field('profitSplitPct', 'adminChallenge.profitSplit', { type: 'number', step: '1' })}
              {field('payoutIntervalDays', 'adminChallenge.payoutInterval', { type: 'number', step: '1' })}
              {/* Who must be verified, and when: the select and the KYB choice belong together. */}
              <div className="challenge-editor__verification">
                <SelectField
                  id={`${ids}-verificationRequired`}
                  label={t('adminChallenge.verification')}
                  hint={t('adminChallenge.verification.hint')}
                  value={draft.verificationRequired}
                  onChange={(value) => set('verificationRequired', value as Draft['verificationRequired'])}
                >
                  {verificationRequirements.map((requirement) => (
                    <option key={requirement} value={requirement}>
                      {t(`adminChallenge.verification.${requirement}`)}
                    </option>
                  ))}
                </SelectField>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={draft.verifyBusiness}
                    onChange={(event) => set('verifyBusiness', event.currentTarget.checked)}
                  />{' '}
                  {t('adminChallenge.verifyBusiness')}
                </label>
              </div>
              {field('fundedNewsWindowMinutes', 'adminChallenge.fundedNews', {
                type: 'number',
                step: '1',
                hint: rangeHint('fundedNewsWindowMinutes', t('adminChallenge.fundedNews.hint')),
              })}
            </div>
            <label className="checkbox challenge-editor__active">
              <input type="checkbox" checked={draft.active} onChange={(event) => set('active', event.currentTarget.checked)} />{' '}
              {t('adminChallenge.active')}
            </label>
          </PanelCard>

          <PanelCard
            id={`${ids}-phases`}
            title={t('adminChallenge.phases')}
            level={3}
            headerClassName="challenge-editor__section-head"
            aside={<p className="panel-card__hint">{t('adminChallenge.phases.hint')}</p>}
          >
            {problem('phases') && (
              <p className="help is-danger" role="alert">
                {problem('phases')}
              </p>
            )}
            {draft.phases.map((phase, index) => (
              <PhaseEditor
                key={phase.key}
                phase={phase}
                index={index}
                count={draft.phases.length}
                problem={(field) => problem(`phases.${index}.${field}`)}
                touch={(field) => touch(`phases.${index}.${field}`)}
                rangeHint={(field, explain) => rangeHint(field, explain)}
                change={(next) => setPhases((phases) => phases.map((item, at) => (at === index ? next : item)))}
                move={(by) =>
                  setPhases((phases) => {
                    const moved = [...phases];
                    const [item] = moved.splice(index, 1);
                    if (item) moved.splice(index + by, 0, item);
                    return moved;
                  })
                }
                remove={() => setPhases((phases) => phases.filter((_, at) => at !== index))}
              />
            ))}
            {draft.phases.length < MAX_PHASES && (
              <button
                type="button"
                className="button is-small"
                onClick={() => setPhases((phases) => [...phases, nextPhase(phases, phaseName)])}
              >
                {t('adminChallenge.phase.add')}
              </button>
            )}
          </PanelCard>

          <PanelCard
            id={`${ids}-risk`}
            title={t('adminChallenge.risk')}
            level={3}
            headerClassName="challenge-editor__section-head"
            aside={<p className="panel-card__hint">{t('adminChallenge.risk.hint')}</p>}
          >
            {riskGroups.map((group) => (
              <fieldset key={group} className="challenge-risk">
                <legend className="challenge-phase__legend">{t(`risk.detector.${group}`)}</legend>
                <div className="challenge-editor__grid">
                  {riskThresholds
                    .filter((threshold) => threshold.group === group)
                    .map((threshold) => {
                      const key = thresholdKey(threshold);
                      const path = `riskRules.${key}`;
                      return (
                        <TextField
                          key={key}
                          id={`${ids}-risk-${key.replace('.', '-')}`}
                          label={t(threshold.label)}
                          type="number"
                          step="any"
                          inputMode="decimal"
                          value={draft.risk[key] ?? ''}
                          placeholder={formatNumber(Number(riskDefault(threshold)), locale, 3)}
                          hint={[
                            t('adminChallenge.risk.default', { value: formatNumber(Number(riskDefault(threshold)), locale, 3) }),
                            rangeHint(path),
                          ].join(' ')}
                          error={problem(path)}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setDraft((before) => ({ ...before, risk: { ...before.risk, [key]: value } }));
                          }}
                          onBlur={() => touch(path)}
                        />
                      );
                    })}
                </div>
              </fieldset>
            ))}
          </PanelCard>

          <div className="panel-card challenge-editor__actions">
            {error && <Notice kind="danger">{error}</Notice>}
            <button type="submit" className={busy ? 'button is-primary is-loading' : 'button is-primary'}>
              {stored ? t('adminChallenge.save') : t('adminChallenge.create')}
            </button>
          </div>
        </fieldset>
        <TimeZoneList />
      </form>

      <aside className="challenge-editor__preview" aria-labelledby={`${ids}-preview`}>
        <section className="panel-card">
          <header className="panel-card__header challenge-editor__section-head">
            <h2 id={`${ids}-preview`} className="title is-5">
              {t('adminChallenge.preview')}
            </h2>
            <p className="panel-card__hint">{t('adminChallenge.preview.hint')}</p>
          </header>
          {!previewed && preview && <p className="help">{t('adminChallenge.preview.stale')}</p>}
          {preview && (
            <dl className="challenge-editor__card">
              <dt>{t('checkout.type')}</dt>
              <dd>
                {t(preview.phases.length === 1 ? 'checkout.type.phases.one' : 'checkout.type.phases.other', {
                  count: formatNumber(preview.phases.length, locale, 0),
                })}
              </dd>
              <dt>{t('checkout.size')}</dt>
              <dd>
                <Money minor={preview.accountSize} currency={preview.currency} whole />
              </dd>
              <dt>{t('checkout.platform')}</dt>
              <dd>{preview.platform}</dd>
              <dt>{t('checkout.compare.price')}</dt>
              <dd>
                <Money minor={preview.price} currency={preview.currency} />
              </dd>
            </dl>
          )}
        </section>
        {preview && <RulesInWords product={{ ...preview, id: stored?.id ?? 'new' }} headingId={`${ids}-rules`} />}
      </aside>

      {stored && <Versions stored={stored} />}

      {confirming && stored && input && (
        <ConfirmDialog
          title={t('adminChallenge.confirm.title', { version: formatNumber(nextVersion, locale, 0) })}
          cancelLabel={t('adminChallenges.cancel')}
          confirmLabel={t('adminChallenge.confirm.save', { version: formatNumber(nextVersion, locale, 0) })}
          onClose={() => setConfirming(false)}
          run={() => actions.update(stored.id, input)}
          success={(updated) => t('adminChallenge.updated', { name: updated.name })}
          refresh={refreshCatalogue}
          onDone={(updated) => (updated.versioned ? openSaved(updated.id, 'versioned') : setConfirming(false))}
        >
          <p>
            {t('adminChallenge.confirm.body', {
              current: formatNumber(stored.version, locale, 0),
              version: formatNumber(nextVersion, locale, 0),
            })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** A range's ends as the field reads them: money in the product's currency, other numbers plain. */
function rangeValues(range: { min: number; max: number; money?: boolean }, currency: string, locale: string) {
  const show = (value: number) =>
    range.money && /^[A-Z]{3}$/.test(currency.trim().toUpperCase())
      ? formatMoney(value, currency.trim().toUpperCase(), locale, { whole: true })
      : formatNumber(value, locale, value % 1 === 0 ? 0 : 2);
  return { min: show(range.min), max: show(range.max) };
}

type PhaseProps = {
  phase: PhaseDraft;
  index: number;
  count: number;
  problem: (field: string) => string | undefined;
  touch: (field: string) => void;
  rangeHint: (field: string, explain?: string) => string | undefined;
  change: (phase: PhaseDraft) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
};

/** One phase: its name, its place in the order, and its rules. */
function PhaseEditor({ phase, index, count, problem, touch, rangeHint, change, move, remove }: PhaseProps) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const number = formatNumber(index + 1, locale, 0);
  const setRule = <K extends keyof RulesDraft>(field: K, value: RulesDraft[K]) =>
    change({ ...phase, rules: { ...phase.rules, [field]: value } });
  const rule = (field: keyof RulesDraft & string, label: MessageKey, explain?: MessageKey, step = 'any') => (
    <TextField
      id={`${ids}-${field}`}
      label={t(label)}
      type="number"
      step={step}
      inputMode="decimal"
      value={phase.rules[field]}
      hint={rangeHint(field, explain && t(explain))}
      error={problem(`rules.${field}`)}
      onChange={(event) => setRule(field, event.currentTarget.value as never)}
      onBlur={() => touch(`rules.${field}`)}
    />
  );
  return (
    <fieldset className="challenge-phase">
      <legend className="challenge-phase__legend">{t('adminChallenge.phase.title', { number })}</legend>
      <div className="challenge-phase__tools">
        <button
          type="button"
          className="button is-small"
          disabled={index === 0}
          aria-label={t('adminChallenge.phase.upLabel', { number })}
          onClick={() => move(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="button is-small"
          disabled={index === count - 1}
          aria-label={t('adminChallenge.phase.downLabel', { number })}
          onClick={() => move(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="button is-small is-danger is-outlined"
          disabled={count === 1}
          aria-label={t('adminChallenge.phase.removeLabel', { number })}
          onClick={remove}
        >
          ✕
        </button>
      </div>
      <TextField
        id={`${ids}-name`}
        label={t('adminChallenge.phase.name')}
        value={phase.name}
        maxLength={60}
        error={problem('name')}
        onChange={(event) => change({ ...phase, name: event.currentTarget.value })}
        onBlur={() => touch('name')}
      />
      <LocalNamesField
        id={`${ids}-names`}
        field={t('adminChallenge.phase.title', { number })}
        names={phase.names}
        maxLength={60}
        problem={(language) => problem(`names.${language}`)}
        onChange={(names) => change({ ...phase, names })}
        onBlur={(language) => touch(`names.${language}`)}
      />
      <div className="challenge-editor__grid">
        {rule('profitTargetPct', 'adminChallenge.rule.profitTarget', 'adminChallenge.rule.profitTarget.explain')}
        {rule('maxDailyLossPct', 'adminChallenge.rule.dailyLoss', 'adminChallenge.rule.dailyLoss.explain')}
        <SelectField
          id={`${ids}-basis`}
          label={t('adminChallenge.rule.dailyBasis')}
          value={phase.rules.dailyLossBasis}
          onChange={(value) => setRule('dailyLossBasis', value as RulesDraft['dailyLossBasis'])}
        >
          {dailyLossBases.map((basis) => (
            <option key={basis} value={basis}>
              {t(`adminChallenge.basis.${basis}`)}
            </option>
          ))}
        </SelectField>
        {rule('maxLossPct', 'adminChallenge.rule.maxLoss', 'adminChallenge.rule.maxLoss.explain')}
        <SelectField
          id={`${ids}-mode`}
          label={t('adminChallenge.rule.maxLossMode')}
          value={phase.rules.maxLossMode}
          onChange={(value) => setRule('maxLossMode', value as RulesDraft['maxLossMode'])}
        >
          {maxLossModes.map((mode) => (
            <option key={mode} value={mode}>
              {t(`checkout.maxLossMode.${mode}`)}
            </option>
          ))}
        </SelectField>
        {rule('minTradingDays', 'adminChallenge.rule.minDays', undefined, '1')}
        {rule('timeLimitDays', 'adminChallenge.rule.timeLimit', 'adminChallenge.optional', '1')}
        {rule('bestDayPct', 'adminChallenge.rule.bestDay', 'adminChallenge.optional')}
        {rule('newsWindowMinutes', 'adminChallenge.rule.newsWindow', 'adminChallenge.optional', '1')}
        <TextField
          id={`${ids}-zone`}
          label={t('adminChallenge.rule.resetZone')}
          value={phase.rules.resetTimeZone}
          list={zoneListId}
          autoComplete="off"
          spellCheck={false}
          hint={t('adminChallenge.rule.resetZone.hint')}
          error={problem('rules.resetTimeZone')}
          onChange={(event) => setRule('resetTimeZone', event.currentTarget.value)}
          onBlur={() => touch('rules.resetTimeZone')}
        />
      </div>
    </fieldset>
  );
}

/** The editor's one list of IANA zones, which every phase's zone field searches as the admin types. */
const zoneListId = 'challenge-editor-zones';
function TimeZoneList() {
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);
  return (
    <datalist id={zoneListId}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}

/** A new product can start as a copy of one in the catalogue. */
/**
 * A name in each of the six languages, folded under the field it translates (open once one is given
 * or one is wrong); a language left empty shows the default name (docs/decisions/045).
 */
function LocalNamesField({
  id,
  field,
  names,
  maxLength,
  problem,
  onChange,
  onBlur,
}: {
  id: string;
  field: string;
  names: NamesDraft;
  maxLength: number;
  problem: (language: Locale) => string | undefined;
  onChange: (names: NamesDraft) => void;
  onBlur: (language: Locale) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const given = locales.filter((language) => names[language].trim() !== '').length;
  const wrong = locales.some((language) => problem(language));
  const [open, setOpen] = useState(given > 0);
  return (
    <details
      className="challenge-editor__names"
      open={open || wrong}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        {t('adminChallenge.names.summary')}{' '}
        <span className="challenge-editor__names-count">
          ({t('adminChallenge.names.given', { count: formatNumber(given, locale, 0), total: formatNumber(locales.length, locale, 0) })})
        </span>
      </summary>
      <p id={`${id}-hint`} className="help">
        {t('adminChallenge.names.hint')}
      </p>
      <div className="challenge-editor__names-grid">
        {locales.map((language) => {
          const error = problem(language);
          return (
            <div className="field" key={language}>
              <label className="label" htmlFor={`${id}-${language}`} lang={language}>
                {localeNames[language]}
              </label>
              <div className="control">
                <input
                  id={`${id}-${language}`}
                  className={error ? 'input is-danger' : 'input'}
                  lang={language}
                  value={names[language]}
                  maxLength={maxLength}
                  aria-label={t('adminChallenge.names.input', { field, language: localeNames[language] })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${language}-error` : `${id}-hint`}
                  onChange={(event) => onChange({ ...names, [language]: event.currentTarget.value })}
                  onBlur={() => onBlur(language)}
                />
              </div>
              {error && (
                <p id={`${id}-${language}-error`} className="help is-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </details>
  );
}

function StartFrom({ onPick, blank }: { onPick: (draft: Draft) => void; blank: () => Draft }) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const catalogue = useQuery($challenges);
  const [from, setFrom] = useState('');
  return (
    <div className="challenge-editor__start">
      <SelectField
        id={`${ids}-from`}
        label={t('adminChallenge.startFrom')}
        value={from}
        onChange={(value) => {
          setFrom(value);
          const source = catalogue.data?.items.find((item) => item.id === value);
          // A copy is a new product: its name is to give, in every language; its phases keep theirs.
          onPick(source ? { ...draftOf(source), name: '', names: namesDraft(), slug: '', slugEdited: false, active: true } : blank());
        }}
      >
        <option value="">{t('adminChallenge.startFrom.blank')}</option>
        {catalogue.data?.items.map((item) => (
          <option key={item.id} value={item.id}>
            {localName(item.name, item.names, locale)} · {formatMoney(item.price, item.currency, locale)}
          </option>
        ))}
      </SelectField>
      <p className="help">{t('adminChallenge.startFrom.hint')}</p>
    </div>
  );
}

/** Every version of the product, newest first, with the accounts sold under each. */
function Versions({ stored }: { stored: ChallengeDetail }) {
  const t = useT();
  const locale = useLocale();
  const columns: Column<Version>[] = [
    {
      id: 'version',
      header: t('adminChallenge.col.version'),
      cell: (version) => (
        <span className="challenge-editor__version">
          {version.id === stored.id ? (
            <strong>{t('adminChallenge.version', { version: formatNumber(version.version, locale, 0) })}</strong>
          ) : (
            <a
              href={localizePath(editPath(version.id), locale)}
              aria-label={t('adminChallenge.openLabel', { version: formatNumber(version.version, locale, 0) })}
            >
              {t('adminChallenge.version', { version: formatNumber(version.version, locale, 0) })}
            </a>
          )}
          {version.replacedAt === null && <span className="tag is-success is-light">{t('adminChallenge.current')}</span>}
          {version.id === stored.id && <span className="tag challenge-editor__tag">{t('adminChallenge.viewing')}</span>}
        </span>
      ),
    },
    { id: 'created', header: t('adminChallenge.col.created'), cell: (version) => <DateTime value={version.createdAt} style="dateTime" /> },
    {
      id: 'replaced',
      header: t('adminChallenge.col.replaced'),
      cell: (version): ReactNode => (version.replacedAt ? <DateTime value={version.replacedAt} style="dateTime" /> : '—'),
    },
    { id: 'sold', header: t('adminChallenge.col.sold'), align: 'end', cell: (version) => formatNumber(version.sold, locale, 0) },
  ];
  const page = { items: stored.versions, total: stored.versions.length, page: 1, pageSize: Math.max(stored.versions.length, 1) };
  return (
    <PanelCard id="challenge-versions" title={t('adminChallenge.versions')} className="challenge-editor__versions">
      <DataTable
        caption={t('adminChallenge.versions.caption')}
        columns={columns}
        rowKey={(version) => version.id}
        query={{ data: page, error: undefined, loading: false, slow: false, retry: () => undefined }}
        params={{ page: '1', pageSize: '5', sort: '' }}
        paged={false}
        empty={null}
      />
    </PanelCard>
  );
}
