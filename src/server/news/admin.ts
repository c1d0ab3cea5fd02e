import { createHash } from 'node:crypto';
import { parse as parseCsvText } from 'csv-parse/sync';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { MessageKey } from '../../i18n/en';
import { dayAfter, dayStart } from '../../schemas/days';
import type { NewsImpact } from '../../schemas/enums';
import {
  type AdminNewsQuery,
  NEWS_IMPORT_MAX_ROWS,
  type NewsEventEdit,
  type NewsImportColumn,
  type NewsImportFormat,
  type NewsImportInput,
  NewsImportRowSchema,
  newsImportColumns,
  requiredNewsImportColumns,
} from '../../schemas/newsImport';
import { audit } from '../audit';
import type { Db } from '../db';
import { containsPattern } from '../db/like';
import { type NewsEvent, newsEvents } from '../db/schema';
import { DomainError, type MessageValues } from '../errors';
import { offsetOf } from '../http/paging';
import type { Services } from '../services';
import { type EventInput, upsertEvents } from './service';
import { adminNewsView } from './view';

/**
 * The administrators' news import and event editing (issue 11, docs/decisions/031-news-import.md).
 * A file is read whole (CSV with a header row, or a JSON array), each row checked on its own with
 * the shared schema, and answered as a report: each row accepted (to be added, or to update the
 * event it names) or rejected with every field at fault. The preview writes nothing; the import
 * writes exactly the accepted rows in one transaction, with one audit entry.
 */

/** What is wrong with one field of a row (`row` when the row as a whole is wrong). */
export interface RowProblem {
  field: NewsImportColumn | 'row';
  key: MessageKey;
  values?: MessageValues;
}

export interface ReportRow {
  /** CSV: the file's line (the header is line 1), as editors and spreadsheets number rows; JSON: the item's position from 1. */
  row: number;
  status: 'accepted' | 'rejected';
  /** An accepted row adds an event, or updates the one with its external id. */
  action: 'add' | 'update' | null;
  /** As the file gives it, for the admin to recognise the row. */
  title: string;
  time: string | null;
  currency: string | null;
  impact: NewsImpact | null;
  problems: RowProblem[];
}

export interface ImportReport {
  format: NewsImportFormat;
  rows: number;
  accepted: number;
  rejected: number;
  adds: number;
  updates: number;
  items: ReportRow[];
}

/** A row read from the file: its number and its cells by column (null: the row is not an object). */
type RawRow = { row: number; cells: Record<string, unknown> | null; problem?: RowProblem };

/** Header spellings taken for a column: case, spaces, `_` and `-` do not matter; `id` names the external id as in the feed. */
const columnAliases: Record<string, NewsImportColumn> = {
  ...Object.fromEntries(newsImportColumns.map((column) => [column.toLowerCase(), column])),
  id: 'externalId',
};
const columnOf = (name: string): NewsImportColumn | undefined => columnAliases[name.toLowerCase().replace(/[\s_-]/g, '')];

/** The delimiter of a CSV file, from its header line: spreadsheets in many locales write `;`, some tabs. */
function delimiterOf(text: string): string {
  const header = text.split('\n', 1)[0] ?? '';
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

function readCsv(content: string): RawRow[] {
  // One line ending for the whole file: csv-parse settles on the first one it meets.
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parseCsvText(text, {
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new DomainError('invalid', 'newsImport.error.csv', { line: line ?? 1 });
  }
  const [head, ...body] = records;
  if (!head) throw new DomainError('invalid', 'newsImport.error.noRows');
  const columns: NewsImportColumn[] = [];
  for (const name of head.record) {
    const column = columnOf(name);
    if (!column) throw new DomainError('invalid', 'newsImport.error.unknownColumn', { column: name || '""' });
    if (columns.includes(column)) throw new DomainError('invalid', 'newsImport.error.duplicateColumn', { column: name });
    columns.push(column);
  }
  const missing = requiredNewsImportColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new DomainError('invalid', 'newsImport.error.missingColumns', { columns: missing.join(', ') });
  checkRowCount(body.length);
  return body.map(({ info, record }) => {
    const cells = Object.fromEntries(columns.map((column, i) => [column, record[i] ?? '']));
    if (record.length === columns.length) return { row: info.lines, cells };
    // A row with a field too many or too few has its values under the wrong columns: none is trusted.
    return {
      row: info.lines,
      cells,
      problem: { field: 'row', key: 'newsImport.error.fieldCount', values: { count: record.length, expected: columns.length } },
    };
  });
}

function readJson(content: string): RawRow[] {
  let body: unknown;
  try {
    body = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw new DomainError('invalid', 'newsImport.error.json');
  }
  if (!Array.isArray(body)) throw new DomainError('invalid', 'newsImport.error.jsonArray');
  checkRowCount(body.length);
  return body.map((item, index) => {
    const row = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return { row, cells: null, problem: { field: 'row', key: 'newsImport.error.notObject' } };
    }
    const cells: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(item)) {
      const column = columnOf(name);
      if (!column) return { row, cells, problem: { field: 'row', key: 'newsImport.error.unknownField', values: { field: name } } };
      cells[column] = value;
    }
    return { row, cells };
  });
}

function checkRowCount(rows: number): void {
  if (rows === 0) throw new DomainError('invalid', 'newsImport.error.noRows');
  if (rows > NEWS_IMPORT_MAX_ROWS) throw new DomainError('invalid', 'newsImport.error.tooManyRows', { max: NEWS_IMPORT_MAX_ROWS });
}

/**
 * The stored external id of a row: `admin:<id>` when the file names one; otherwise one derived from
 * the event's time, currency and title, so importing the same file twice updates rather than
 * duplicates.
 */
export function externalIdOf(row: { externalId: string | null; time: Date; currency: string; title: string }): string {
  if (row.externalId) return `admin:${row.externalId}`;
  const digest = createHash('sha256').update(`${row.time.toISOString()}|${row.currency}|${row.title.toLowerCase()}`).digest('hex');
  return `admin:auto:${digest.slice(0, 24)}`;
}

const shown = (value: unknown, max = 120): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

/** External ids among `ids` that the calendar already holds. */
async function existingIds(db: Db, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ externalId: newsEvents.externalId })
      .from(newsEvents)
      .where(inArray(newsEvents.externalId, ids.slice(i, i + 1000)));
    for (const row of rows) if (row.externalId) found.add(row.externalId);
  }
  return found;
}

/** Reads and checks a file: the report, and the events its accepted rows make. Writes nothing. */
export async function checkImport(
  services: Services,
  input: Pick<NewsImportInput, 'format' | 'content'>,
): Promise<{ report: ImportReport; events: EventInput[] }> {
  const raw = input.format === 'csv' ? readCsv(input.content) : readJson(input.content);
  const items: ReportRow[] = [];
  const events: (EventInput & { index: number })[] = [];
  // Two rows of one file for the same event: the later is refused, naming the first.
  const firstRowOf = new Map<string, number>();
  for (const { row, cells, problem } of raw) {
    const base = {
      row,
      title: shown(cells?.title),
      time: shown(cells?.time, 40) || null,
      currency: shown(cells?.currency, 10) || null,
      impact: null,
    };
    if (problem || !cells) {
      items.push({ ...base, status: 'rejected', action: null, problems: problem ? [problem] : [] });
      continue;
    }
    const result = v.safeParse(NewsImportRowSchema, cells, { abortPipeEarly: true });
    if (!result.success) {
      const problems: RowProblem[] = [];
      for (const issue of result.issues) {
        const field = (v.getDotPath(issue) ?? 'row') as RowProblem['field'];
        if (!problems.some((known) => known.field === field)) problems.push({ field, key: issue.message as MessageKey });
      }
      items.push({ ...base, status: 'rejected', action: null, problems });
      continue;
    }
    const { externalId: _given, ...event } = result.output;
    const externalId = externalIdOf(result.output);
    const first = firstRowOf.get(externalId);
    if (first !== undefined) {
      const field = result.output.externalId ? 'externalId' : 'row';
      items.push({
        ...base,
        status: 'rejected',
        action: null,
        problems: [{ field, key: 'newsImport.error.duplicate', values: { row: first } }],
      });
      continue;
    }
    firstRowOf.set(externalId, row);
    events.push({ ...event, externalId, index: items.length });
    items.push({
      ...base,
      status: 'accepted',
      action: 'add',
      title: event.title,
      time: event.time.toISOString(),
      currency: event.currency,
      impact: event.impact,
      problems: [],
    });
  }
  const known = await existingIds(
    services.db,
    events.map((event) => event.externalId),
  );
  for (const event of events) {
    const item = items[event.index];
    if (item && known.has(event.externalId)) item.action = 'update';
  }
  const accepted = events.length;
  const updates = events.filter((event) => known.has(event.externalId)).length;
  return {
    report: {
      format: input.format,
      rows: items.length,
      accepted,
      rejected: items.length - accepted,
      adds: accepted - updates,
      updates,
      items,
    },
    events: events.map(({ index: _index, ...event }) => event),
  };
}

/**
 * Imports a file's accepted rows, all or none: one transaction writes them (added, or updating the
 * event with the same external id) and the audit entry with the counts. A file whose check no
 * longer gives the accepted count the admin previewed is refused (409), and so is one with no
 * accepted row.
 */
export async function importNews(services: Services, actorId: string, input: NewsImportInput): Promise<ImportReport> {
  const { report, events } = await checkImport(services, input);
  if (input.expectedAccepted !== undefined && input.expectedAccepted !== report.accepted) {
    throw new DomainError('conflict', 'newsImport.error.changed', { count: report.accepted });
  }
  if (events.length === 0) throw new DomainError('invalid', 'newsImport.error.nothing');
  const now = services.now();
  return services.db.transaction(async (tx) => {
    // Counted again inside the transaction: another import may have added some of these meanwhile.
    const known = await existingIds(
      tx,
      events.map((event) => event.externalId),
    );
    await upsertEvents(tx, events, 'admin', now);
    const updates = events.filter((event) => known.has(event.externalId)).length;
    const final = { ...report, adds: events.length - updates, updates };
    await audit(tx, {
      actorId,
      action: 'news.imported',
      subjectType: 'news',
      subjectId: 'import',
      at: now,
      details: {
        format: input.format,
        rows: report.rows,
        accepted: report.accepted,
        rejected: report.rejected,
        added: final.adds,
        updated: final.updates,
        rejectedRows: report.items
          .filter((item) => item.status === 'rejected')
          .slice(0, 100)
          .map((item) => item.row),
      },
    });
    return final;
  });
}

// ---- the list, an edit, a deletion ----

function listFilter(query: AdminNewsQuery): SQL | undefined {
  return and(
    query.from ? gte(newsEvents.time, dayStart(query.from)) : undefined,
    query.to ? lt(newsEvents.time, dayAfter(query.to)) : undefined,
    query.currency ? eq(newsEvents.currency, query.currency) : undefined,
    query.impact ? eq(newsEvents.impact, query.impact) : undefined,
    query.source ? eq(newsEvents.source, query.source) : undefined,
    query.q ? or(ilike(newsEvents.title, containsPattern(query.q)), ilike(newsEvents.externalId, containsPattern(query.q))) : undefined,
  );
}

/** Every event, filtered, sorted by time (then id, so pages never overlap) and paged. */
export async function adminNewsList(services: Services, query: AdminNewsQuery): Promise<{ rows: NewsEvent[]; total: number }> {
  const { db } = services;
  const where = listFilter(query);
  const direction = query.sort === 'time' ? asc : desc;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(newsEvents).where(where);
  const rows = await db
    .select()
    .from(newsEvents)
    .where(where)
    .orderBy(direction(newsEvents.time), direction(newsEvents.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total };
}

/** An event as the audit log keeps it: what the admin sees of it, without the row's id and stamp. */
const snapshot = (event: NewsEvent) => {
  const { id: _id, updatedAt: _updatedAt, ...kept } = adminNewsView(event);
  return kept;
};

const notFound = () => new DomainError('notFound', 'error.notFound', { name: 'entity.newsEvent' });

/** An administrator corrects one event; audited with its before and after. */
export async function updateNewsEvent(services: Services, actorId: string, id: string, input: NewsEventEdit): Promise<NewsEvent> {
  return services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(newsEvents).where(eq(newsEvents.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(newsEvents)
      .set({ ...input, updatedAt: services.now() })
      .where(eq(newsEvents.id, id))
      .returning();
    if (!after) throw notFound();
    await audit(tx, {
      actorId,
      action: 'news.updated',
      subjectType: 'newsEvent',
      subjectId: id,
      at: services.now(),
      details: { title: after.title, before: snapshot(before), after: snapshot(after) },
    });
    return after;
  });
}

/** An administrator deletes one event; audited with what it was. */
export async function deleteNewsEvent(services: Services, actorId: string, id: string): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.delete(newsEvents).where(eq(newsEvents.id, id)).returning();
    if (!before) throw notFound();
    await audit(tx, {
      actorId,
      action: 'news.deleted',
      subjectType: 'newsEvent',
      subjectId: id,
      at: services.now(),
      details: { title: before.title, before: snapshot(before), after: null },
    });
  });
}
