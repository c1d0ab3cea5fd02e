import { defineList } from '../../../api/list';
import { type Answer, call, rpc } from '../../../api/rpc';
import type { NewsImportFormat } from '../../../schemas/newsImport';

/** What the news screen fetches (every event, paged on the server) and sends (a file to check or import, an edit, a deletion). */
const news = rpc.api.admin.news;

export type AdminNewsList = Answer<typeof news.$get>;
export type AdminNewsRow = AdminNewsList['items'][number];
export type ImportReport = Answer<typeof news.import.preview.$post>;
export type ReportRow = ImportReport['items'][number];

export const newsList = defineList({
  key: 'admin.news',
  endpoint: (query) => call(news.$get({ query })),
  defaults: { page: '1', pageSize: '25', sort: '-time', from: '', to: '', currency: '', impact: '', source: '', q: '' },
  filters: ['from', 'to', 'currency', 'impact', 'source', 'q'],
});

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
