import { useId, useState } from 'react';
import type { Locale, MessageKey } from '../../../i18n';
import { formatMoney } from '../../../i18n/format';
import { localizePath } from '../../../i18n/locales';
import { auditSubjectTypes, systemActor } from '../../../schemas/audit';
import { $session } from '../../../stores/session';
import { type Column, ListTable, momentColumn, setFilter } from '../../../ui/DataTable';
import { EmailLines } from '../../../ui/EmailLines';
import { island, useLocale, useT } from '../../../ui/i18n';
import { DayRangeFilter, ListFilter } from '../../../ui/ListFilter';
import { PanelCard } from '../../../ui/PanelCard';
import { SearchFilter } from '../../../ui/SearchFilter';
import { useClientStore } from '../../../ui/useClientStore';
import { useQuery } from '../../../ui/useQuery';
import { type FieldChange, fieldChanges, fieldLabel, flatten, type Reading, readValue } from './changes';
import type { AuditLogMessages } from './messageKeys';
import { $auditActions, type AuditEntry, auditList } from './queries';

type Props = { locale: Locale; messages: AuditLogMessages };

/** The admin profile's audit log: who did what to which subject and when, with the change; filters and pages in the URL. */
export default island<Props>(() => {
  // Until an obliged administrator's two-step sign-in is on, the admin API refuses (ADMIN_REQUIRE_2FA).
  const { user } = useClientStore($session);
  return user && !user.twoFactorSetupRequired && <AuditLog />;
});

/** A translated sentence for an action code; a code the dictionary does not know shows as itself. */
function useLabels() {
  const t = useT();
  const known = (key: string, fallback: string) => {
    const text = t(key as MessageKey);
    return text === key ? fallback : text;
  };
  return {
    action: (code: string) => known(`audit.action.${code}`, code),
    subjectType: (type: string) => known(`audit.subject.${type}`, type),
  };
}

/** How an entry's fields and values are put in words (changes.ts): the page's language and messages, the entry's currency. */
function useReading(entry: AuditEntry): Reading {
  const t = useT();
  const locale = useLocale();
  return {
    locale,
    message: (key, values) => {
      const text = t(key as MessageKey, values);
      return text === key ? null : text;
    },
    currency: entry.currency,
    subjectType: entry.subject.type,
  };
}

function AuditLog() {
  const t = useT();
  const labels = useLabels();
  const params = auditList.useParams();
  const filtered = auditList.isFiltered(params);

  const columns: Column<AuditEntry>[] = [
    momentColumn('when', t('audit.col.when'), (entry) => entry.createdAt, { sort: 'created', className: 'audit-when', withTime: true }),
    { id: 'actor', header: t('audit.col.actor'), cell: (entry) => <Actor actor={entry.actor} /> },
    { id: 'action', header: t('audit.col.action'), cell: (entry) => <span className="audit-action">{labels.action(entry.action)}</span> },
    { id: 'subject', header: t('audit.col.subject'), cell: (entry) => <Subject subject={entry.subject} /> },
    { id: 'change', header: t('audit.col.change'), cell: (entry) => <Change entry={entry} /> },
  ];

  return (
    <div className="screen admin-audit">
      <PanelCard id="audit-log-title" title={t('audit.title')} note={t('audit.description')}>
        <Filters params={params} filtered={filtered} />
        <ListTable
          caption={t('audit.caption')}
          columns={columns}
          list={auditList}
          empty={<p className="empty-state">{filtered ? t('audit.emptyFiltered') : t('audit.empty')}</p>}
        />
      </PanelCard>
    </div>
  );
}

function Filters({ params, filtered }: { params: ReturnType<typeof auditList.useParams>; filtered: boolean }) {
  const t = useT();
  const labels = useLabels();
  const actions = useQuery($auditActions);
  const pageParam = auditList.paramNames.page;
  const systemOnly = params.actor === systemActor;
  const filter = (patch: Record<string, string | null | undefined>) => setFilter(patch, pageParam);
  return (
    <div className="filter-bar audit-filters" role="search" aria-label={t('audit.filters')}>
      <SearchFilter
        name="actor"
        label={t('audit.filter.actor')}
        value={systemOnly ? '' : params.actor}
        placeholder={t('audit.filter.actorPlaceholder')}
        pageParam={pageParam}
        disabled={systemOnly}
        className="audit-filter audit-filter--text"
      />
      <label className="audit-filter audit-filter--check checkbox">
        <input
          type="checkbox"
          checked={systemOnly}
          onChange={(event) => filter({ actor: event.currentTarget.checked ? systemActor : null })}
        />
        <span>{t('audit.filter.systemOnly')}</span>
      </label>
      <ListFilter
        name="action"
        label={t('audit.filter.action')}
        allLabel={t('audit.filter.all')}
        value={params.action}
        pageParam={pageParam}
        // The URL's action stays selectable while the list loads (or if it is no longer in the log).
        options={[...new Set([...(actions.data?.items ?? []), ...(params.action ? [params.action] : [])])]
          .map((code) => ({ value: code, label: labels.action(code) }))
          .sort((a, b) => a.label.localeCompare(b.label))}
      />
      <ListFilter
        name="subjectType"
        label={t('audit.filter.subjectType')}
        allLabel={t('audit.filter.all')}
        value={params.subjectType}
        pageParam={pageParam}
        options={auditSubjectTypes.map((type) => ({ value: type, label: labels.subjectType(type) }))}
      />
      <SearchFilter
        name="subject"
        label={t('audit.filter.subject')}
        value={params.subject}
        placeholder={t('audit.filter.subjectPlaceholder')}
        pageParam={pageParam}
        className="audit-filter audit-filter--text"
      />
      <DayRangeFilter
        from={params.from}
        to={params.to}
        fromLabel={t('audit.filter.from')}
        toLabel={t('audit.filter.to')}
        className="audit-filter"
        onChange={filter}
      />
      {filtered && (
        <button
          type="button"
          className="button is-small is-text audit-filters__clear"
          onClick={() => filter(Object.fromEntries(auditList.filterNames.map((name) => [name, null])))}
        >
          {t('audit.filter.clear')}
        </button>
      )}
    </div>
  );
}

function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  const t = useT();
  if (!actor) return <span className="tag is-light audit-system">{t('audit.system')}</span>;
  return (
    <span className="audit-actor">
      <strong>{actor.name}</strong>
      <small>
        <EmailLines email={actor.email} />
      </small>
    </span>
  );
}

/** Where a subject's screen is, if it has one (in the page's language). */
function subjectPath(subject: AuditEntry['subject']): string | null {
  if (!subject.exists) return null;
  const id = encodeURIComponent(subject.id);
  const q = (text: string) => encodeURIComponent(text);
  switch (subject.type) {
    case 'user':
      return `/users/${id}/edit-user`;
    case 'order':
      return subject.label ? `/orders?q=${q(subject.label)}` : null;
    case 'certificate':
      return subject.label ? `/certificates/verify/${q(subject.label)}` : null;
    case 'challenge':
      return subject.label ? `/challenges/edit/${id}` : null;
    case 'trading_account':
      return subject.userId ? `/users/${encodeURIComponent(subject.userId)}/trading-accounts/${id}/view-report` : null;
    case 'payout':
      return subject.label ? `/admin-payouts-requests?q=${q(subject.label)}` : null;
    default:
      return null;
  }
}

function Subject({ subject }: { subject: AuditEntry['subject'] }) {
  const t = useT();
  const locale = useLocale();
  const labels = useLabels();
  const path = subjectPath(subject);
  // Without a label (a session, a subject deleted since) the id's start identifies it.
  const text = subject.type === 'orders' ? t('audit.subject.export') : (subject.label ?? subject.id.slice(0, 8));
  return (
    <span className="audit-subject">
      <small>{labels.subjectType(subject.type)}</small>
      {path ? (
        <a href={localizePath(path, locale)} className="audit-subject__link">
          <EmailLines email={text} />
        </a>
      ) : (
        <span className={subject.label || subject.type === 'orders' ? undefined : 'audit-subject__id'} title={subject.id}>
          {text}
        </span>
      )}
      {subject.amount && <small>{formatMoney(subject.amount.value, subject.amount.currency, locale)}</small>}
    </span>
  );
}

/** A value in words; nothing reads "(empty)". */
function Value({ field, value, reading, record }: { field: string; value: unknown; reading: Reading; record?: Record<string, unknown> }) {
  const t = useT();
  const text = readValue(field, value, reading, record);
  return text === '' ? <span className="audit-empty">{t('audit.empty.value')}</span> : <span className="audit-value">{text}</span>;
}

type ValueProps = { field: string; value: unknown; reading: Reading; record: Record<string, unknown> };

/** A value of a changed field struck (before) or marked new (after); nothing is never struck. */
function Marked({ mark, ...value }: ValueProps & { mark: 'del' | 'ins' | null }) {
  if (!mark || readValue(value.field, value.value, value.reading, value.record) === '') return <Value {...value} />;
  return mark === 'del' ? (
    <del>
      <Value {...value} />
    </del>
  ) : (
    <ins>
      <Value {...value} />
    </ins>
  );
}

/** The two sides of a change as flat records, for a value read beside its neighbours (a discount's value and its kind). */
type Sides = { before: Record<string, unknown>; after: Record<string, unknown> };

/** One changed field: its name, the old value struck, the new one beside it (each named for screen readers). */
function ChangedField({ change, reading, sides }: { change: FieldChange; reading: Reading; sides: Sides }) {
  const t = useT();
  return (
    <li>
      {change.field && <span className="audit-field">{fieldLabel(change.field, reading)}</span>}
      {change.before !== null && (
        <span>
          <span className="visually-hidden">{t('audit.before')}: </span>
          <Marked field={change.field} value={change.before} reading={reading} record={sides.before} mark="del" />
        </span>
      )}
      {change.before !== null && change.after !== null && <span aria-hidden="true"> → </span>}
      {change.after !== null && (
        <span>
          <span className="visually-hidden">{t('audit.after')}: </span>
          <Marked field={change.field} value={change.after} reading={reading} record={sides.after} mark="ins" />
        </span>
      )}
    </li>
  );
}

/** At most this many changed fields or details in the row; the disclosure shows the rest. */
const compactLines = 3;

/**
 * The change as the changed fields only, with a disclosure for the whole record (every field
 * before and after, and the entry's other details). An entry without a change shows its details.
 * Names and values are in words (docs/decisions/044).
 */
function Change({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const labels = useLabels();
  const reading = useReading(entry);
  const id = useId();
  const [open, setOpen] = useState(false);
  const hasChange = entry.before !== null || entry.after !== null;
  const fields = hasChange ? fieldChanges(entry.before, entry.after) : [];
  const sides = { before: flatten(entry.before), after: flatten(entry.after) };
  const changed = fields.filter((field) => field.changed);
  const detailRecord = flatten(entry.details);
  const details = Object.entries(detailRecord);
  const hidden =
    (hasChange ? changed.length > compactLines || fields.length > changed.length : false) ||
    details.length > (hasChange ? 0 : compactLines);
  if (!hasChange && details.length === 0) return <span className="audit-empty">{t('audit.noChange')}</span>;
  return (
    <div className="audit-change">
      {hasChange ? (
        <ul className="audit-diff" aria-label={t('audit.changeOf', { action: labels.action(entry.action) })}>
          {changed.slice(0, compactLines).map((change) => (
            <ChangedField key={change.field} change={change} reading={reading} sides={sides} />
          ))}
        </ul>
      ) : (
        <DetailList entries={details.slice(0, compactLines)} reading={reading} record={detailRecord} />
      )}
      {hidden && (
        <>
          <button
            type="button"
            className="button is-small is-text audit-disclosure"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
          >
            {hasChange ? (open ? t('audit.hideRecord') : t('audit.showRecord')) : open ? t('audit.hideDetails') : t('audit.showDetails')}
          </button>
          <div id={id} hidden={!open} className="audit-record">
            {open && hasChange && <RecordTable fields={fields} reading={reading} sides={sides} />}
            {open && details.length > 0 && <DetailList entries={details} reading={reading} record={detailRecord} />}
          </div>
        </>
      )}
    </div>
  );
}

function RecordTable({ fields, reading, sides }: { fields: FieldChange[]; reading: Reading; sides: Sides }) {
  const t = useT();
  return (
    <div className="table-container">
      <table className="table is-narrow audit-record__table">
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.field} className={field.changed ? 'is-changed' : undefined}>
              <th scope="row">{field.field ? fieldLabel(field.field, reading) : '—'}</th>
              <td>
                <Marked
                  field={field.field}
                  value={field.before}
                  reading={reading}
                  record={sides.before}
                  mark={field.changed ? 'del' : null}
                />
              </td>
              <td>
                <Marked
                  field={field.field}
                  value={field.after}
                  reading={reading}
                  record={sides.after}
                  mark={field.changed ? 'ins' : null}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DetailList({ entries, reading, record }: { entries: [string, unknown][]; reading: Reading; record: Record<string, unknown> }) {
  return (
    <dl className="audit-details">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{fieldLabel(key, reading)}</dt>
          <dd>
            <Value field={key} value={value} reading={reading} record={record} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
