import { en, type MessageKey } from '../../../i18n/en';
import { loadErrorKeys, tableKeys } from '../../../ui/messageKeys';
import { borrowedLabelPrefixes } from './changes';

/**
 * Every `audit.` key (the log's labels, one sentence per action and subject type, field names and
 * values, looked up by code), and the labels of codes the log borrows from other screens (statuses,
 * payment methods, breach rules...).
 */
const auditKeys = Object.keys(en).filter(
  (key): key is MessageKey => key.startsWith('audit.') || borrowedLabelPrefixes.some((prefix) => key.startsWith(prefix)),
);

/** The audit log island's messages (the profile parts above it pick their own). */
export const auditLogMessageKeys = [...loadErrorKeys, ...tableKeys, ...auditKeys] as const satisfies readonly MessageKey[];
export type AuditLogMessages = Record<(typeof auditLogMessageKeys)[number], string>;
