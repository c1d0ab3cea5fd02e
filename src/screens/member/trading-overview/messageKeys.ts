import type { MessageKey } from '../../../i18n/en';
import { noAccountKeys, tradingOverviewKeys } from '../../../ui/messageKeys';

export const tradingOverviewMessageKeys = [...tradingOverviewKeys, ...noAccountKeys] as const satisfies readonly MessageKey[];
