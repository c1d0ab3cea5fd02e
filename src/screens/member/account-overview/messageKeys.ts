import type { MessageKey } from '../../../i18n/en';
import { accountOverviewKeys, noAccountKeys } from '../../../ui/messageKeys';

export const accountOverviewMessageKeys = [...accountOverviewKeys, ...noAccountKeys] as const satisfies readonly MessageKey[];
