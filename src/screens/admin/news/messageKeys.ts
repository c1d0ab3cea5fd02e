import { en, type MessageKey } from '../../../i18n/en';
import { uiMessageKeys } from '../../member/accounts/messageKeys';

/** Every key of the screen and of the import's row messages (the edit form checks with the same schema). */
const ownKeys = Object.keys(en).filter(
  (key): key is MessageKey & (`adminNews.${string}` | `newsImport.${string}`) =>
    key.startsWith('adminNews.') || key.startsWith('newsImport.'),
);

export const adminNewsMessageKeys = [
  ...uiMessageKeys,
  ...ownKeys,
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
