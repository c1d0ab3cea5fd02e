import { computed } from 'nanostores';
import { createQuery, revalidateKeys } from '../../../api/query';
import { call, type OkBody, rpc } from '../../../api/rpc';
import type { NewsImportFormat } from '../../../schemas/newsImport';
import { $search } from '../../../ui/urlState';

/** What the news screen fetches (every event, paged on the server) and sends (a file to check or import, an edit, a deletion). */
const news = rpc.api.admin.news;
type Answer<F extends (...args: never[]) => unknown> = OkBody<Awaited<ReturnType<F>>>;

export type AdminNewsList = Answer<typeof news.$get>;
export type AdminNewsRow = AdminNewsList['items'][number];
export type ImportReport = Answer<typeof news.import.preview.$post>;
export type ReportRow = ImportReport['items'][number];

/** The list's state as the URL holds it; an absent parameter has its default. */
export const listDefaults = { page: '1', pageSize: '25', sort: '-time', from: '', to: '', currency: '', impact: '', source: '', q: '' };
export const filterNames = ['from', 'to', 'currency', 'impact', 'source', 'q'] as const;

/** The query string is the key: a reload or a shared link asks for the same page. */
const $listQuery = computed($search, (search) => search || '?');

export const $adminNews = createQuery<AdminNewsList>(['admin/news', $listQuery], {
  fetcher: (_, search) =>
    call(news.$get({ query: { pageSize: listDefaults.pageSize, ...Object.fromEntries(new URLSearchParams(String(search))) } })),
});

/** After a change: the list (every page and filter of it) asks again. */
export const refreshList = () => revalidateKeys((key) => key.startsWith('admin/news'));

export type EventEdit = {
  time: string;
  currency: string;
  impact: string;
  title: string;
  forecast: string;
  previous: string;
  actual: string;
};

export const actions = {
  preview: (format: NewsImportFormat, content: string) => call(news.import.preview.$post({ json: { format, content } })),
  import: (format: NewsImportFormat, content: string, expectedAccepted: number) =>
    call(news.import.$post({ json: { format, content, expectedAccepted } })),
  update: (id: string, edit: EventEdit) => call(news[':id'].$put({ param: { id }, json: edit })),
  remove: (id: string) => call(news[':id'].$delete({ param: { id } })),
};
