import { en, type MessageKey } from '../../../i18n/en';
import { loadErrorKeys, tableKeys } from '../../../ui/messageKeys';

/**
 * The screen's keys (but the dashboard's link to it), and the problems of an event's fields: the
 * edit form checks with the import's row schema. The import's file problems come from the server.
 */
const ownKeys = Object.keys(en).filter(
  (key): key is MessageKey & `adminNews.${string}` => key.startsWith('adminNews.') && key !== 'adminNews.link',
);
const eventProblemKeys = [
  'newsImport.error.time',
  'newsImport.error.currency',
  'newsImport.error.impact',
  'newsImport.error.title',
  'newsImport.error.figure',
] as const satisfies readonly MessageKey[];

export const adminNewsMessageKeys = [
  ...loadErrorKeys,
  ...tableKeys,
  ...ownKeys,
  ...eventProblemKeys,
  'news.impact.high',
  'news.impact.medium',
  'news.impact.low',
  'news.forecast',
  'news.previous',
  'news.actual',
  'news.filter.impact',
  'news.filter.currency',
  'billing.close',
  'error.generic',
  'validation.fieldNotValid',
] as const satisfies readonly MessageKey[];
export type AdminNewsMessages = Record<(typeof adminNewsMessageKeys)[number], string>;
