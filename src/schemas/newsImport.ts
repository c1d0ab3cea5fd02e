import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { dayOrder, optionalDay } from './days';
import { newsImpacts, newsSources } from './enums';
import { countSchema } from './http';
import { isInstant } from './news';
import { pageParam, wholeNumber } from './paging';

/**
 * Contracts of the administrators' news import and event editing (issue 11,
 * docs/decisions/031-news-import.md): the upload, one row of a CSV or JSON file, an edited event
 * and the admin list's query. Messages are dictionary keys, answered in the caller's language.
 */
const message = (key: MessageKey) => key;

/** Largest file content accepted, in characters (about 1 MB of text). */
export const NEWS_IMPORT_MAX_CHARS = 1_000_000;
/** Most rows one file may hold: a year of a busy calendar. */
export const NEWS_IMPORT_MAX_ROWS = 5_000;

export const newsImportFormats = ['csv', 'json'] as const;
export type NewsImportFormat = (typeof newsImportFormats)[number];

/** The columns (CSV header) or keys (JSON objects) of a row; the first four are required. */
export const newsImportColumns = ['time', 'currency', 'impact', 'title', 'forecast', 'previous', 'actual', 'externalId'] as const;
export type NewsImportColumn = (typeof newsImportColumns)[number];
export const requiredNewsImportColumns = ['time', 'currency', 'impact', 'title'] as const;

/** POST /api/admin/news/import(/preview): the file's text and its format; `expectedAccepted` guards an import against a changed file. */
export const NewsImportSchema = v.object({
  format: v.pipe(
    v.optional(v.string(message('newsImport.error.format')), ''),
    v.picklist(newsImportFormats, message('newsImport.error.format')),
  ),
  content: v.pipe(
    v.optional(v.string(message('newsImport.error.empty')), ''),
    v.check((text) => text.trim() !== '', message('newsImport.error.empty')),
    v.maxLength(NEWS_IMPORT_MAX_CHARS, message('newsImport.error.tooLarge')),
  ),
  expectedAccepted: v.optional(v.pipe(v.number(message('validation.notValid')), v.integer(), v.minValue(0))),
});
export type NewsImportInput = v.InferOutput<typeof NewsImportSchema>;

/** A cell as a file gives it: CSV always text; JSON may give numbers (a figure of 3.2) or null. */
const cellText = (key: MessageKey) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()], message(key))), ''),
    v.transform((value) => (value === null || value === undefined ? '' : String(value).trim())),
  );

const time = v.pipe(
  cellText('newsImport.error.time'),
  v.nonEmpty(message('newsImport.error.time')),
  v.check(isInstant, message('newsImport.error.time')),
  v.transform((text) => new Date(text)),
);
const currency = v.pipe(
  cellText('newsImport.error.currency'),
  v.toUpperCase(),
  v.regex(/^[A-Z]{3}$/, message('newsImport.error.currency')),
);
const impact = v.pipe(cellText('newsImport.error.impact'), v.toLowerCase(), v.picklist(newsImpacts, message('newsImport.error.impact')));
const title = v.pipe(
  cellText('newsImport.error.title'),
  v.nonEmpty(message('newsImport.error.title')),
  v.maxLength(200, message('newsImport.error.title')),
);
/** Forecast, previous, actual: free text as sources print them ("3.2%", "180K"); empty is none. */
const figure = v.pipe(
  cellText('newsImport.error.figure'),
  v.maxLength(40, message('newsImport.error.figure')),
  v.transform((text) => (text === '' ? null : text)),
);
const externalId = v.pipe(
  cellText('newsImport.error.externalId'),
  v.maxLength(190, message('newsImport.error.externalId')),
  v.regex(/^[^\s]*$/, message('newsImport.error.externalId')),
  v.transform((text) => (text === '' ? null : text)),
);

/** The fields of an event, as an import row gives them and as the edit form sends them. */
const eventEntries = { time, currency, impact, title, forecast: figure, previous: figure, actual: figure };

/** One row of an import file; every field is checked, so a rejected row names each field at fault. */
export const NewsImportRowSchema = v.object({ ...eventEntries, externalId });
export type NewsImportRow = v.InferOutput<typeof NewsImportRowSchema>;

/** PUT /api/admin/news/:id: the event as it should read now. */
export const NewsEventEditSchema = v.object(eventEntries);
export type NewsEventEdit = v.InferOutput<typeof NewsEventEditSchema>;

/** The admin list: newest first unless asked otherwise. */
export const adminNewsSorts = ['-time', 'time'] as const;

/**
 * GET /api/admin/news: every event, by day range (UTC days, both inclusive, as the other admin
 * lists count days), currency, impact, source and words of the title or external id.
 */
export const AdminNewsQuerySchema = v.pipe(
  v.object({
    page: pageParam,
    pageSize: v.optional(wholeNumber(200), '25'),
    sort: v.optional(v.picklist(adminNewsSorts, message('validation.notValid')), '-time'),
    from: optionalDay,
    to: optionalDay,
    currency: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.check((text) => text === '' || /^[A-Z]{3}$/.test(text), message('news.error.currency')),
      ),
      '',
    ),
    impact: v.optional(v.union([v.literal(''), v.picklist(newsImpacts, message('news.error.impact'))], message('news.error.impact')), ''),
    source: v.optional(v.union([v.literal(''), v.picklist(newsSources)], message('validation.notValid')), ''),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, message('news.error.search'))), ''),
  }),
  dayOrder(),
);
export type AdminNewsQuery = v.InferOutput<typeof AdminNewsQuerySchema>;

/** The import's file format from a file's name: `.json` is JSON, anything else is read as CSV. */
export const formatOfFileName = (name: string): NewsImportFormat => (/\.json$/i.test(name) ? 'json' : 'csv');

/**
 * What POST /api/admin/news/import(/preview) answers: each row of the file accepted (to add an
 * event, or update the one with its external id) or rejected with every field at fault, each
 * problem's message in the caller's language and its dictionary key as `code`.
 */
export const NewsImportReportSchema = v.object({
  format: v.picklist(newsImportFormats),
  rows: countSchema,
  accepted: countSchema,
  rejected: countSchema,
  adds: countSchema,
  updates: countSchema,
  items: v.array(
    v.object({
      row: countSchema,
      status: v.picklist(['accepted', 'rejected']),
      action: v.nullable(v.picklist(['add', 'update'])),
      title: v.string(),
      time: v.nullable(v.string()),
      currency: v.nullable(v.string()),
      impact: v.nullable(v.picklist(newsImpacts)),
      problems: v.array(v.object({ field: v.picklist([...newsImportColumns, 'row']), code: v.string(), message: v.string() })),
    }),
  ),
});
export type NewsImportReport = v.InferOutput<typeof NewsImportReportSchema>;

/** DELETE /api/admin/news/:id: the event is gone. */
export const NewsDeletedSchema = v.object({ deleted: v.literal(true) });
