import { useState } from 'react';
import type { Locale, Messages } from '../../../i18n';
import { formatMoney, formatNumber, formatPercent } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { localName } from '../../../i18n/names';
import { toast } from '../../../stores/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../../ui/DataTable';
import { island, useLocale, useT } from '../../../ui/i18n';
import { ListFilter } from '../../../ui/ListFilter';
import { Money } from '../../../ui/Money';
import { PanelCard } from '../../../ui/PanelCard';
import { useSearchParams } from '../../../ui/urlState';
import { useQuery } from '../../../ui/useQuery';
import { DiscountCodes } from './DiscountCodes';
import type { adminChallengesMessageKeys } from './messageKeys';
import { $challenges, actions, type ChallengeRow, challengeStates, refreshCatalogue, viewDefaults } from './queries';

type Props = { locale: Locale; messages: Messages<(typeof adminChallengesMessageKeys)[number]> };

/**
 * /challenges: the catalogue as a table (filtered by state in the URL), archived and restored in
 * place, and under it the discount codes the configurator accepts.
 */
export default island<Props>(({ messages }) => (
  <div className="screen admin-challenges">
    <Catalogue />
    <DiscountCodes messages={messages} />
  </div>
));

function Catalogue() {
  const t = useT();
  const locale = useLocale();
  const params = useSearchParams(viewDefaults);
  const query = useQuery($challenges);
  const [archiving, setArchiving] = useState<ChallengeRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const state = (challengeStates as readonly string[]).includes(params.state) ? params.state : '';
  // The catalogue is a few dozen products: fetched whole, filtered here, shown without pages.
  const items = query.data?.items.filter((c) => state === '' || (state === 'active') === c.active);
  const page = items && { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) };
  const percent = (value: number) => formatPercent(value, locale, { points: true });

  const restore = async (challenge: ChallengeRow) => {
    setBusyId(challenge.id);
    try {
      await actions.restore(challenge.id);
      toast.success(t('adminChallenges.restore.done', { name: localName(challenge.name, challenge.names, locale) }));
      refreshCatalogue();
    } catch (caught) {
      toast.error((caught as Error).message || t('error.generic'));
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<ChallengeRow>[] = [
    {
      id: 'name',
      header: t('adminChallenges.col.name'),
      cell: (c) => (
        <span className="admin-challenges__name">
          <strong>{localName(c.name, c.names, locale)}</strong>
          <small>
            {/* The platform beside the leverage it trades with: one short line, one column fewer beside the menu. */}
            <span className="visually-hidden">{t('adminChallenges.col.platform')}: </span>
            {c.platform} · {t('adminChallenges.leverage', { leverage: formatNumber(c.leverage, locale, 0) })}
            {c.version > 1 && ` · ${t('adminChallenge.version', { version: formatNumber(c.version, locale, 0) })}`}
          </small>
        </span>
      ),
    },
    {
      id: 'type',
      header: t('adminChallenges.col.type'),
      cell: (c) => (
        <span className="admin-challenges__nowrap">{t(`adminChallenges.type.${Math.min(c.phases.length, 3) as 1 | 2 | 3}`)}</span>
      ),
    },
    {
      id: 'size',
      header: t('adminChallenges.col.size'),
      cell: (c) => (
        <span className="admin-challenges__size">
          <strong>
            <Money minor={c.accountSize} currency={c.currency} whole />
          </strong>
          <small>{t('adminChallenges.price', { price: formatMoney(c.price, c.currency, locale) })}</small>
        </span>
      ),
    },
    {
      id: 'phases',
      header: t('adminChallenges.col.phases'),
      cell: (c) => (
        <ol className="admin-challenges__phases">
          {c.phases.map((phase, index) => (
            // Phases have no id of their own; their order is what identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the phase's identity
            <li key={index}>
              <strong>{localName(phase.name, phase.names, locale)}</strong>
              <small>
                {[
                  phase.rules.profitTargetPct !== null &&
                    t('adminChallenges.phase.target', { value: percent(phase.rules.profitTargetPct) }),
                  t('adminChallenges.phase.daily', { value: percent(phase.rules.maxDailyLossPct) }),
                  t(phase.rules.maxLossMode === 'trailing' ? 'adminChallenges.phase.maxTrailing' : 'adminChallenges.phase.maxStatic', {
                    value: percent(phase.rules.maxLossPct),
                  }),
                  phase.rules.minTradingDays > 0 &&
                    t('adminChallenges.phase.days', { count: formatNumber(phase.rules.minTradingDays, locale, 0) }),
                ]
                  .filter((target): target is string => Boolean(target))
                  // Each target stays whole: a narrow cell wraps between them, never inside one.
                  .map((target) => (
                    <span key={target}>{target}</span>
                  ))}
              </small>
            </li>
          ))}
        </ol>
      ),
    },
    {
      id: 'split',
      header: t('adminChallenges.col.split'),
      cell: (c) => <span className="admin-challenges__nowrap">{percent(c.profitSplitPct)}</span>,
    },
    {
      id: 'state',
      header: t('adminChallenges.col.state'),
      cell: (c) => (
        <span className={`tag is-light ${c.active ? 'is-success' : 'is-muted'}`}>
          {t(c.active ? 'adminChallenges.state.active' : 'adminChallenges.state.archived')}
        </span>
      ),
    },
    {
      id: 'sold',
      header: t('adminChallenges.col.sold'),
      align: 'end',
      cell: (c) => <span className="admin-challenges__sold">{formatNumber(c.sold, locale, 0)}</span>,
    },
    {
      id: 'actions',
      header: t('adminChallenges.col.actions'),
      quietHeader: true,
      cell: (c) => (
        <span className="row-actions">
          <a
            className="button is-small is-ghost"
            href={localizePath(`/challenges/edit/${encodeURIComponent(c.id)}`, locale)}
            aria-label={t('adminChallenges.editLabel', { name: localName(c.name, c.names, locale) })}
          >
            {t('adminChallenges.edit')}
          </a>
          {c.active ? (
            <button
              type="button"
              className="button is-small"
              aria-label={t('adminChallenges.archiveLabel', { name: localName(c.name, c.names, locale) })}
              onClick={() => setArchiving(c)}
            >
              {t('adminChallenges.archive')}
            </button>
          ) : (
            <button
              type="button"
              className={`button is-small${busyId === c.id ? ' is-loading' : ''}`}
              aria-label={t('adminChallenges.restoreLabel', { name: localName(c.name, c.names, locale) })}
              disabled={busyId === c.id}
              onClick={() => restore(c)}
            >
              {t('adminChallenges.restore')}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <PanelCard
      id="admin-challenges-heading"
      title={t('adminChallenges.heading')}
      className="admin-catalogue"
      headerClassName="admin-challenges__head"
      aside={
        <span className="admin-challenges__head-actions">
          <a className="button is-small is-ghost" href="#discount-codes">
            {t('adminChallenges.toDiscounts')}
          </a>
          <a className="button is-primary is-small" href={localizePath('/challenges/create', locale)}>
            {t('adminChallenges.new')}
          </a>
        </span>
      }
    >
      <div className="filter-bar admin-challenges__filters" role="search" aria-label={t('adminChallenges.filters')}>
        <ListFilter
          name="state"
          label={t('adminChallenges.filter.state')}
          allLabel={t('adminChallenges.filter.all')}
          value={state}
          options={challengeStates.map((value) => ({ value, label: t(`adminChallenges.state.${value}`) }))}
        />
      </div>
      <DataTable
        caption={t('adminChallenges.caption')}
        columns={columns}
        rowKey={(c) => c.id}
        query={{ ...query, data: page }}
        params={{ page: '1', pageSize: '5', sort: '' }}
        paged={false}
        empty={<p className="empty-state">{state ? t('adminChallenges.emptyFiltered') : t('adminChallenges.empty')}</p>}
      />
      {archiving && <ArchiveDialog challenge={archiving} onClose={() => setArchiving(null)} />}
    </PanelCard>
  );
}

/** Archiving takes the product out of the configurator; the dialog says what stays (the accounts sold). */
function ArchiveDialog({ challenge, onClose }: { challenge: ChallengeRow; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const vars = { name: localName(challenge.name, challenge.names, locale) };
  return (
    <ConfirmDialog
      title={t('adminChallenges.archive.title', vars)}
      cancelLabel={t('adminChallenges.cancel')}
      confirmLabel={t('adminChallenges.archive')}
      tone="warning"
      onClose={onClose}
      run={() => actions.archive(challenge.id)}
      success={() => t('adminChallenges.archive.done', vars)}
      refresh={refreshCatalogue}
    >
      <p>{t('adminChallenges.archive.body')}</p>
      {challenge.sold > 0 && (
        <p className="admin-challenges__note">{t('adminChallenges.archive.sold', { count: formatNumber(challenge.sold, locale, 0) })}</p>
      )}
    </ConfirmDialog>
  );
}
