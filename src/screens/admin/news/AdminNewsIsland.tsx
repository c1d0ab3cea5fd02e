import { useId, useRef, useState } from 'react';
import type { Locale, Messages } from '../../../i18n';
import { formatDate, formatNumber } from '../../../i18n/format';
import { newsImpacts, newsSources } from '../../../schemas/enums';
import { newsCurrencies } from '../../../schemas/news';
import { formatOfFileName, NewsEventEditSchema, type NewsImportFormat } from '../../../schemas/newsImport';
import { ConfirmDialog, useDialogAction } from '../../../ui/ConfirmDialog';
import { type Column, DataTable, ListTable, type Page } from '../../../ui/DataTable';
import { DateTime } from '../../../ui/DateTime';
import { Notice } from '../../../ui/forms/FormParts';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { ImpactBadge } from '../../../ui/ImpactBadge';
import { island, translateProblem, useLocale, useT } from '../../../ui/i18n';
import { ListFilters } from '../../../ui/ListFilter';
import { FormModal } from '../../../ui/Modal';
import { PanelCard } from '../../../ui/PanelCard';
import { SelectField } from '../../../ui/SelectField';
import type { QueryResult } from '../../../ui/useQuery';
import type { adminNewsMessageKeys } from './messageKeys';
import { type AdminNewsRow, actions, type EventEdit, type ImportReport, newsList, type ReportRow } from './queries';

type Props = { locale: Locale; messages: Messages<(typeof adminNewsMessageKeys)[number]> };

/**
 * /dashboard/news: an administrator imports economic events from a CSV or JSON file — a preview
 * reports each row accepted or rejected (and why), then the accepted rows are imported at once —
 * and corrects or deletes single events in the list below (docs/decisions/031).
 */
export default island<Props>(({ messages }) => (
  <div className="screen admin-news">
    <ImportPanel />
    <EventList messages={messages} />
  </div>
));

/** A file in hand: its name, its text and the format its name says. */
type Picked = { name: string; content: string; format: NewsImportFormat };

/** The most report rows drawn at once; a 5,000-row file's accepted rows need no reading one by one. */
const SHOWN_ROWS = 500;

function ImportPanel() {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<Picked | null>(null);
  // The file's own problem (unreadable, none chosen); the server's refusal is the preview's error.
  const [picked, setPicked] = useState<string | null>(null);
  const previewed = useSubmit({
    run: async (chosen: Picked) => ({ ...(await actions.preview(chosen.format, chosen.content)), file: chosen.name }),
  });
  const report = previewed.succeeded ? previewed.result : null;
  const problem = picked ?? (previewed.error === null ? null : previewed.error || t('error.generic'));
  const [confirming, setConfirming] = useState(false);
  const number = (value: number) => formatNumber(value, locale, 0);

  const pick = async (chosen: File | undefined) => {
    previewed.reset();
    setPicked(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    try {
      setFile({ name: chosen.name, content: await chosen.text(), format: formatOfFileName(chosen.name) });
    } catch {
      setFile(null);
      setPicked(t('adminNews.import.readFailed'));
    }
  };

  const preview = () => {
    if (!file) {
      setPicked(t('adminNews.import.chooseFile'));
      input.current?.focus();
      return;
    }
    setPicked(null);
    previewed.submit(file);
  };

  const reset = () => {
    previewed.reset();
    setFile(null);
    setConfirming(false);
    if (input.current) input.current.value = '';
  };

  return (
    <PanelCard id={`${ids}-heading`} title={t('adminNews.import.heading')} className="admin-news__import">
      <p className="admin-news__intro">{t('adminNews.import.intro')}</p>
      <form
        className="admin-news__upload"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          preview();
        }}
      >
        <div className="field">
          <label className="label" htmlFor={`${ids}-file`}>
            {t('adminNews.import.file')}
          </label>
          {/* The browser's own file input says "Choose File" in the browser's language: it lies, unseen,
              over a button and the file's name in the page's language, and takes the clicks and the focus. */}
          <div className="admin-news__file">
            <input
              ref={input}
              id={`${ids}-file`}
              className="admin-news__file-input"
              type="file"
              accept=".csv,.json,.txt,text/csv,application/json"
              aria-describedby={`${ids}-file-hint`}
              onChange={(event) => void pick(event.currentTarget.files?.[0])}
            />
            <span className="button is-small admin-news__file-button" aria-hidden="true">
              {t('adminNews.import.choose')}
            </span>
            <span className="admin-news__file-name" aria-hidden="true">
              {file?.name ?? t('adminNews.import.noFile')}
            </span>
          </div>
          <p id={`${ids}-file-hint`} className="help">
            {t('adminNews.import.fileHint')}
            {file && ` ${t('adminNews.import.format', { format: file.format.toUpperCase() })}`}
          </p>
        </div>
        <button type="submit" className={`button is-primary${previewed.submitting ? ' is-loading' : ''}`} disabled={previewed.submitting}>
          {t('adminNews.import.preview')}
        </button>
      </form>
      {problem && <Notice kind="danger">{problem}</Notice>}
      {report && (
        <div className="admin-news__report" aria-labelledby={`${ids}-report`} role="region">
          <h3 id={`${ids}-report`} className="title is-6">
            {t('adminNews.report.heading', { file: report.file })}
          </h3>
          <p className="admin-news__summary" role="status">
            <strong>
              {t('adminNews.report.summary', {
                rows: number(report.rows),
                accepted: number(report.accepted),
                rejected: number(report.rejected),
              })}
            </strong>
            {report.accepted > 0 && (
              <span> · {t('adminNews.report.changes', { adds: number(report.adds), updates: number(report.updates) })}</span>
            )}
          </p>
          <ReportTable report={report} />
          {report.accepted === 0 ? (
            <Notice kind="warning">{t('adminNews.report.noneAccepted')}</Notice>
          ) : (
            <div className="buttons admin-news__report-actions">
              <button type="button" className="button is-primary" onClick={() => setConfirming(true)}>
                {t('adminNews.import.submit', { count: number(report.accepted) })}
              </button>
              <button type="button" className="button" onClick={reset}>
                {t('adminNews.import.discard')}
              </button>
            </div>
          )}
        </div>
      )}
      {confirming && report && file && <ImportDialog report={report} file={file} onClose={() => setConfirming(false)} onDone={reset} />}
    </PanelCard>
  );
}

function ReportTable({ report }: { report: ImportReport }) {
  const t = useT();
  const locale = useLocale();
  // Rejected rows first: they are what the admin has to read.
  const rows = [...report.items].sort((a, b) => (a.status === b.status ? a.row - b.row : a.status === 'rejected' ? -1 : 1));
  const shown = rows.slice(0, SHOWN_ROWS);
  const field = (name: string) =>
    ({
      time: t('adminNews.field.time'),
      currency: t('adminNews.field.currency'),
      impact: t('adminNews.field.impact'),
      title: t('adminNews.field.title'),
      forecast: t('news.forecast'),
      previous: t('news.previous'),
      actual: t('news.actual'),
      externalId: t('adminNews.field.externalId'),
      row: t('adminNews.field.row'),
    })[name] ?? name;
  const columns: Column<ReportRow>[] = [
    { id: 'row', header: t('adminNews.report.col.row'), cell: (row) => formatNumber(row.row, locale, 0) },
    {
      id: 'status',
      header: t('adminNews.report.col.status'),
      cell: (row) =>
        row.status === 'accepted' ? (
          <span className="admin-news__status">
            <span className="tag is-success is-light">{t('adminNews.report.accepted')}</span>
            <small>{row.action === 'update' ? t('adminNews.report.update') : t('adminNews.report.add')}</small>
          </span>
        ) : (
          <span className="tag is-danger is-light">{t('adminNews.report.rejected')}</span>
        ),
    },
    {
      id: 'event',
      header: t('adminNews.report.col.event'),
      cell: (row) => (
        <span className="admin-news__event">
          <strong>{row.title || '—'}</strong>
          <small>
            {[
              row.time && row.status === 'accepted' ? formatDate(row.time, locale, 'dateTime', { timeZone: 'UTC' }) : row.time,
              row.currency,
            ]
              .filter(Boolean)
              .join(' · ')}
          </small>
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('adminNews.report.col.reason'),
      cell: (row) =>
        row.problems.length === 0 ? (
          '—'
        ) : (
          <ul className="admin-news__problems">
            {row.problems.map((problem) => (
              <li key={problem.field}>
                <strong>{field(problem.field)}:</strong> {problem.message}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  const page: QueryResult<Page<ReportRow>> = {
    data: { items: shown, total: shown.length, page: 1, pageSize: shown.length },
    error: undefined,
    loading: false,
    slow: false,
    retry: () => {},
  };
  return (
    <>
      <DataTable
        caption={t('adminNews.report.caption')}
        columns={columns}
        rowKey={(row) => String(row.row)}
        query={page}
        params={{ page: '1', pageSize: String(shown.length), sort: '' }}
        empty={null}
        paged={false}
      />
      {rows.length > shown.length && (
        <p className="help">
          {t('adminNews.report.more', { shown: formatNumber(shown.length, locale, 0), rows: formatNumber(rows.length, locale, 0) })}
        </p>
      )}
    </>
  );
}

/** The import writes every accepted row at once, so it is confirmed with what it will do. */
function ImportDialog({ report, file, onClose, onDone }: { report: ImportReport; file: Picked; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale, 0);
  return (
    <ConfirmDialog
      title={t('adminNews.import.confirm.title', { count: number(report.accepted) })}
      confirmLabel={t('adminNews.import.confirm.submit')}
      cancelLabel={t('adminNews.cancel')}
      onClose={onClose}
      run={() => actions.import(file.format, file.content, report.accepted)}
      success={(done) => t('adminNews.import.done', { count: number(done.accepted) })}
      refresh={newsList.refresh}
      onDone={onDone}
    >
      <p>
        {t('adminNews.import.confirm.body', {
          adds: number(report.adds),
          updates: number(report.updates),
          rejected: number(report.rejected),
        })}
      </p>
    </ConfirmDialog>
  );
}

// ---- the events ----

function EventList({ messages }: { messages: Record<string, string> }) {
  const t = useT();
  const ids = useId();
  const params = newsList.useParams();
  const [editing, setEditing] = useState<AdminNewsRow | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsRow | null>(null);
  const filtered = newsList.isFiltered(params);
  const figure = (label: string, value: string | null) =>
    value && (
      <span>
        {label} <strong>{value}</strong>
      </span>
    );

  const columns: Column<AdminNewsRow>[] = [
    {
      id: 'time',
      header: t('adminNews.col.time'),
      sort: 'time',
      cell: (event) => (
        <span className="admin-news__time">
          <DateTime value={event.time} timeZone="UTC" />
        </span>
      ),
    },
    {
      id: 'event',
      header: t('adminNews.col.event'),
      cell: (event) => (
        <span className="admin-news__event">
          <strong>{event.title}</strong>
          <small>
            <span className="admin-news__currency">{event.currency}</span> · <ImpactBadge impact={event.impact} />
          </small>
        </span>
      ),
    },
    {
      id: 'figures',
      header: t('adminNews.col.figures'),
      cell: (event) => (
        <span className="admin-news__figures">
          {figure(t('news.actual'), event.actual)}
          {figure(t('news.forecast'), event.forecast)}
          {figure(t('news.previous'), event.previous)}
          {!event.actual && !event.forecast && !event.previous && '—'}
        </span>
      ),
    },
    {
      id: 'source',
      header: t('adminNews.col.source'),
      cell: (event) => (
        <span className="admin-news__source">
          {t(`adminNews.source.${event.source}`)}
          {event.externalId && <small>{event.externalId}</small>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('adminNews.col.actions'),
      cell: (event) => (
        <span className="row-actions">
          <button
            type="button"
            className="button is-small"
            aria-label={t('adminNews.editLabel', { title: event.title })}
            onClick={() => setEditing(event)}
          >
            {t('adminNews.edit')}
          </button>
          <button
            type="button"
            className="button is-small"
            aria-label={t('adminNews.deleteLabel', { title: event.title })}
            onClick={() => setDeleting(event)}
          >
            {t('adminNews.delete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <PanelCard id={`${ids}-heading`} title={t('adminNews.list.heading')} className="admin-news__events">
      <div className="filter-bar admin-news__filters" role="search" aria-label={t('adminNews.filters')}>
        <ListFilters
          clearLabel={t('adminNews.filter.clear')}
          values={params}
          filters={[
            {
              kind: 'search',
              name: 'q',
              className: 'list-filter admin-news__search',
              label: t('adminNews.search'),
              placeholder: t('adminNews.search.placeholder'),
            },
            {
              kind: 'select',
              name: 'currency',
              label: t('news.filter.currency'),
              allLabel: t('adminNews.filter.all'),
              options: [...new Set<string>([...newsCurrencies, ...(params.currency ? [params.currency] : [])])].map((code) => ({
                value: code,
                label: code,
              })),
            },
            {
              kind: 'select',
              name: 'impact',
              label: t('news.filter.impact'),
              allLabel: t('adminNews.filter.all'),
              options: [...newsImpacts].reverse().map((impact) => ({ value: impact, label: t(`news.impact.${impact}`) })),
            },
            {
              kind: 'select',
              name: 'source',
              label: t('adminNews.filter.source'),
              allLabel: t('adminNews.filter.all'),
              options: newsSources.map((source) => ({ value: source, label: t(`adminNews.source.${source}`) })),
            },
            { kind: 'days', fromLabel: t('adminNews.filter.from'), toLabel: t('adminNews.filter.to') },
          ]}
        />
      </div>
      <ListTable
        caption={t('adminNews.list.caption')}
        columns={columns}
        list={newsList}
        empty={<p className="empty-state">{filtered ? t('adminNews.emptyFiltered') : t('adminNews.empty')}</p>}
      />
      {editing && <EditDialog event={editing} messages={messages} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDialog event={deleting} onClose={() => setDeleting(null)} />}
    </PanelCard>
  );
}

/** `2026-12-04T13:30:00.000Z` → `2026-12-04T13:30` for a datetime-local input that means UTC. */
const utcInput = (iso: string) => iso.slice(0, 16);

function EditDialog({ event, messages, onClose }: { event: AdminNewsRow; messages: Record<string, string>; onClose: () => void }) {
  const t = useT();
  const ids = useId();
  const [time, setTime] = useState(utcInput(event.time));
  const form = useValidatedForm(
    NewsEventEditSchema,
    {
      time: `${utcInput(event.time)}Z`,
      currency: event.currency,
      impact: event.impact as string,
      title: event.title,
      forecast: event.forecast ?? '',
      previous: event.previous ?? '',
      actual: event.actual ?? '',
    } satisfies EventEdit,
    messages,
  );
  const problem = (name: keyof EventEdit) => translateProblem(messages, form.problem(name));
  const { busy, error, submit } = useDialogAction({
    check: () => {
      form.touchAll();
      return form.valid;
    },
    run: () => actions.update(event.id, form.values),
    success: (saved) => t('adminNews.edit.done', { title: saved.title }),
    refresh: newsList.refresh,
    onDone: onClose,
  });

  const text = (
    name: 'currency' | 'title' | 'forecast' | 'previous' | 'actual',
    label: string,
    extra: { maxLength: number; optional?: boolean },
  ) => {
    const id = `${ids}-${name}`;
    const shown = problem(name);
    return (
      <div className={`field admin-news__field-${name}`}>
        <label className="label" htmlFor={id}>
          {label}
          {extra.optional && <span className="admin-news__optional"> ({t('adminNews.optional')})</span>}
        </label>
        <input
          id={id}
          className={shown ? 'input is-danger' : 'input'}
          value={form.values[name]}
          maxLength={extra.maxLength}
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(change) => form.set(name, change.currentTarget.value)}
          onBlur={() => form.touch(name)}
        />
        {shown && (
          <p id={`${id}-error`} className="help is-danger" role="alert">
            {shown}
          </p>
        )}
      </div>
    );
  };

  return (
    <FormModal
      title={t('adminNews.edit.title')}
      onClose={onClose}
      formId={`${ids}-form`}
      formClassName="admin-news__edit"
      busy={busy}
      cancelText={t('adminNews.cancel')}
      submitText={t('adminNews.edit.save')}
      onSubmit={submit}
    >
      {event.source !== 'admin' && (
        <Notice kind="info">{t('adminNews.edit.sourceNote', { source: t(`adminNews.source.${event.source}`) })}</Notice>
      )}
      {error && <Notice kind="danger">{error}</Notice>}
      {text('title', t('adminNews.field.title'), { maxLength: 200 })}
      <div className="field">
        <label className="label" htmlFor={`${ids}-time`}>
          {t('adminNews.edit.time')}
        </label>
        <input
          id={`${ids}-time`}
          type="datetime-local"
          className={problem('time') ? 'input is-danger' : 'input'}
          value={time}
          aria-invalid={problem('time') ? true : undefined}
          aria-describedby={problem('time') ? `${ids}-time-error` : undefined}
          onChange={(change) => {
            const value = change.currentTarget.value;
            setTime(value);
            form.set('time', value ? `${value}Z` : '');
          }}
          onBlur={() => form.touch('time')}
        />
        {problem('time') && (
          <p id={`${ids}-time-error`} className="help is-danger" role="alert">
            {problem('time')}
          </p>
        )}
      </div>
      <div className="admin-news__pair">
        {text('currency', t('adminNews.field.currency'), { maxLength: 3 })}
        <SelectField
          id={`${ids}-impact`}
          label={t('adminNews.field.impact')}
          value={form.values.impact}
          onChange={(value) => form.set('impact', value)}
          onBlur={() => form.touch('impact')}
          problem={problem('impact')}
        >
          {[...newsImpacts].reverse().map((impact) => (
            <option key={impact} value={impact}>
              {t(`news.impact.${impact}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="admin-news__figures-edit">
        {text('actual', t('news.actual'), { maxLength: 40, optional: true })}
        {text('forecast', t('news.forecast'), { maxLength: 40, optional: true })}
        {text('previous', t('news.previous'), { maxLength: 40, optional: true })}
      </div>
    </FormModal>
  );
}

function DeleteDialog({ event, onClose }: { event: AdminNewsRow; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ConfirmDialog
      title={t('adminNews.delete.title')}
      confirmLabel={t('adminNews.delete.confirm')}
      cancelLabel={t('adminNews.cancel')}
      tone="danger"
      onClose={onClose}
      run={() => actions.remove(event.id)}
      success={() => t('adminNews.delete.done', { title: event.title })}
      refresh={newsList.refresh}
    >
      <p>
        {t('adminNews.delete.body', {
          title: event.title,
          currency: event.currency,
          time: formatDate(event.time, locale, 'dateTime', { timeZone: 'UTC' }),
        })}
      </p>
    </ConfirmDialog>
  );
}
