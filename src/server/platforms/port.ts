import type { AccountEvent, OpenPosition } from '../../domain/rules';
import type { tradingStates } from '../../schemas/enums';

/**
 * The trading-platform port (issue 29; docs/operations.md, "Writing a platform adapter"): what our
 * server asks of any platform that holds traders' accounts. An adapter speaks one platform's API
 * (the built-in demo platform, Tradovate's partner API, …); the contract suite in tests/platforms/
 * holds every adapter to the same behaviour.
 *
 * Every call that changes something carries `key`, the command's id: an adapter makes the change
 * once however often it is called with the same key (the job queue may try a command again after a
 * timeout whose answer was lost). A call that did not happen throws, a `PlatformError` when the
 * platform said why; an adapter never reports success it did not get.
 */
export type TradingState = Exclude<(typeof tradingStates)[number], 'pending'>;

export interface ProvisionRequest {
  key: string;
  /** Our login for the account: adapters whose platform lets the firm name accounts use it. */
  login: string;
  /** The trader, for platforms that keep a user per person. */
  trader: { id: string; email: string; firstName: string; lastName: string };
  password: string;
  /** Starting balance in minor units, and its currency. */
  balance: number;
  currency: string;
  /** The product's platform label and phase, for adapters that pick a group or template by them. */
  product: { platform: string; accountSize: number; phaseName: string };
}

export interface ProvisionedAccount {
  /** The login the trader signs in with (ours, or the platform's own). */
  login: string;
  server: string;
  /** The platform's own identifiers, kept for later calls (`PlatformAccountRef.ref`). */
  ref: Record<string, string | number>;
}

/** An account on the platform: our login and the adapter's identifiers from provisioning. */
export interface PlatformAccountRef {
  login: string;
  ref: Record<string, string | number>;
}

/** The account as the platform has it; `report` in the bridge's format (an equity event). */
export interface PlatformAccountState {
  state: TradingState;
  positions: OpenPosition[];
  report: Extract<AccountEvent, { kind: 'equity' }>;
}

export interface TradingPlatform {
  /** The connection's name (demo, tradovate): which adapter and settings hold an account. */
  readonly name: string;
  /** The server name traders are shown. */
  readonly server: string;
  /** Signs what the platform posts to the bridge (each connection has its own). */
  readonly bridgeSecret: string;
  /**
   * The password belongs to the trader, not the account (Match-Trader's user account): a new one, on
   * opening another account or on a change, holds for every account of theirs on this connection.
   */
  readonly passwordPerTrader?: boolean;
  /** Checked at start: settings complete and the platform answering. Throws with the reason. */
  check(): Promise<void>;
  provision(request: ProvisionRequest): Promise<ProvisionedAccount>;
  changePassword(account: PlatformAccountRef, password: string, key: string): Promise<void>;
  setTradingState(account: PlatformAccountRef, state: TradingState, key: string, reason: string): Promise<void>;
  /** Closes every open position; answers how many were closed. */
  closeAllPositions(account: PlatformAccountRef, key: string): Promise<number>;
  readAccount(account: PlatformAccountRef): Promise<PlatformAccountState>;
}

/** The platform refused or failed a call; `message` is the platform's own words, shown to administrators. */
export class PlatformError extends Error {
  constructor(
    message: string,
    /** false: the same call will fail again (bad settings, refused request); retrying needs a change first. */
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}
