import { en, type MessageKey } from '../../../i18n/en';
import { uiMessageKeys } from '../../member/accounts/messageKeys';

/** Every `audit.` key: the log's labels and one sentence per action and subject type (looked up by code). */
const auditKeys = Object.keys(en).filter((key): key is MessageKey & `audit.${string}` => key.startsWith('audit.'));

/** The audit log island's messages (the profile parts above it pick their own). */
export const auditLogMessageKeys = [...uiMessageKeys, ...auditKeys] as const satisfies readonly MessageKey[];
export type AuditLogMessages = Record<(typeof auditLogMessageKeys)[number], string>;
