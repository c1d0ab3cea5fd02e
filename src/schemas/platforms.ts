import * as v from 'valibot';
import { platformCommandKinds, platformCommandStatuses, tradingStates } from './enums';
import { countSchema, timeSchema } from './http';
import { reason } from './trading';

/**
 * Accounts on trading platforms (issue 29): what a trader needs to sign in, what the platform lets
 * the account do, and the commands our server gave the platform (server/platforms).
 */
const tradingState = v.picklist(tradingStates);

/** On every account view: the server, the state the platform confirmed, and the one decided (they differ while a command is on its way). */
export const TradingAccessSchema = v.object({
  server: v.nullable(v.string()),
  state: tradingState,
  target: tradingState,
  /** A trading password change asked for and not yet made on the platform. */
  passwordChangePending: v.boolean(),
});

/** What a trader types into the platform's terminal; the password only on request. */
export const CredentialsSchema = v.object({
  platform: v.string(),
  server: v.nullable(v.string()),
  login: v.string(),
  /** Null until the account is open on the platform. */
  password: v.nullable(v.string()),
});

export const PlatformCommandViewSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(platformCommandKinds),
  /** The trading state a state command sets. */
  state: v.nullable(tradingState),
  status: v.picklist(platformCommandStatuses),
  attempts: countSchema,
  /** The platform's (or the connection's) words for the last failure. */
  lastError: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  requestedBy: v.nullable(v.string()),
  createdAt: timeSchema,
  updatedAt: timeSchema,
  dueAt: timeSchema,
  doneAt: v.nullable(timeSchema),
});

/** An account's platform side as administrators see it. */
export const AdminPlatformViewSchema = v.object({
  accountId: v.pipe(v.string(), v.uuid()),
  login: v.string(),
  connection: v.nullable(v.string()),
  server: v.nullable(v.string()),
  state: tradingState,
  target: tradingState,
  commands: v.array(PlatformCommandViewSchema),
});

/** Commands not done (waiting to be tried again, or given up): the admin dashboard's list. */
export const OpenCommandSchema = v.object({
  ...PlatformCommandViewSchema.entries,
  accountId: v.pipe(v.string(), v.uuid()),
  userId: v.pipe(v.string(), v.uuid()),
  login: v.string(),
});
export const OpenCommandsSchema = v.object({ items: v.array(OpenCommandSchema), total: countSchema });

/** An administrator turns trading on or off, with the reason (audited). */
export const TradingStateRequestSchema = v.object({ state: v.picklist(['enabled', 'disabled']), reason });
/** The reason alone, as the admin dialog checks it before sending. */
export const TradingStateReasonSchema = v.object({ reason: v.optional(reason, '') });

/** A password change on its way to the platform. */
export const CommandQueuedSchema = v.object({ commandId: v.pipe(v.string(), v.uuid()) });
