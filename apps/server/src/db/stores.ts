/**
 * The server's durable user data, as the routes see it: watchlists, user settings, chart
 * layouts, sessions, and the customers with their trading accounts, login guards, OTP
 * challenges and audit log. One implementation runs on Drizzle over PostgreSQL — embedded (PGlite)
 * or real — behind these interfaces. Every call is scoped by the user id it is given; callers
 * check that the session owns it.
 */
import type { ChartLayout, IsoDate, UserSettingItem, Watchlist } from "@bangia/market";
import type { SqlDatabase } from "./sql-database";

export interface WatchlistStore {
  /** The user's lists in creation order. */
  list(userId: string): Promise<readonly Watchlist[]>;
  get(userId: string, id: string): Promise<Watchlist | null>;
  create(userId: string, name: string, symbols: readonly string[]): Promise<Watchlist>;
  rename(userId: string, id: string, name: string): Promise<Watchlist | null>;
  /** The deleted list, or null when there was none. */
  remove(userId: string, id: string): Promise<Watchlist | null>;
  /** Adds at the top or the bottom; a symbol already there is left where it is. */
  addSymbol(userId: string, id: string, symbol: string, at: "top" | "bottom"): Promise<Watchlist | null>;
  removeSymbol(userId: string, id: string, symbol: string): Promise<Watchlist | null>;
  /** Replaces the order (and the members) with `symbols`. */
  reorder(userId: string, id: string, symbols: readonly string[]): Promise<Watchlist | null>;
}

export interface UserSettingsStore {
  list(userId: string): Promise<readonly UserSettingItem[]>;
  /** Replaces the item of its SettingKey. */
  save(userId: string, item: UserSettingItem): Promise<UserSettingItem>;
}

export interface ChartLayoutStore {
  get(userId: string): Promise<ChartLayout | null>;
  save(userId: string, layout: ChartLayout): Promise<ChartLayout>;
}

export interface Session {
  readonly sid: string;
  readonly userId: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly expiresAt: number;
}

export interface SessionStore {
  /** A new session with an unguessable id (256 bits of randomness). */
  create(userId: string, now: number, lifetimeSeconds: number): Promise<Session>;
  /** The live session of `sid`, or null when unknown or expired at `now`. */
  find(sid: string, now: number): Promise<Session | null>;
  remove(sid: string): Promise<void>;
  /** Ends every session of the user (any case) but `keepSid`; answers how many ended. */
  removeOthers(userId: string, keepSid: string): Promise<number>;
  /** Deletes the sessions expired at `now`; answers how many went. */
  removeExpired(now: number): Promise<number>;
}

// ── Customers and trading accounts ─────────────────────────────────────────────────────────

/** "O" SMS OTP; "T" smart OTP (the wire treats any non-"O" value as smart OTP). */
export type AuthenType = "O" | "T";
/** C_IS_CARD_CLEAR: "2" blocks trading until the national ID (CCCD) is updated. */
export type CardStatus = "0" | "1" | "2";
/** The wire's login2faFlag: "1" once two-factor is set up. */
export type TwoFactorFlag = "0" | "1";

/** A customer as stored. Secrets are hashes (credentials/password-hash), never the secret itself. */
export interface Customer {
  /** As created; lookups ignore case. */
  readonly userId: string;
  readonly name: string;
  /** scrypt of the client's password digest. */
  readonly passwordHash: string;
  /** scrypt of the trading PIN. */
  readonly pinHash: string;
  readonly authenType: AuthenType;
  /** Whether login asks for an OTP before answering a session. */
  readonly otpAtLogin: boolean;
  readonly login2faFlag: TwoFactorFlag;
  /** Base32 TOTP secret, null until enrolled. */
  readonly totpSecret: string | null;
  /** The last TOTP time step accepted (replay guard), null before any. */
  readonly totpLastStep: number | null;
  readonly phone: string;
  /** Last day the password is valid; null when it never expires. */
  readonly passwordExpiresOn: IsoDate | null;
  /** The wire's iFlag "1": the password must be changed before anything else. */
  readonly mustChangePassword: boolean;
  readonly cardStatus: CardStatus;
  /** Upper-case symbols the customer is an insider of. */
  readonly insiderSymbols: readonly string[];
  /** Follows an expert: orders are refused (95001). */
  readonly expertFollow: boolean;
  /** One of the customer's account codes, or null. */
  readonly defaultAccount: string | null;
  readonly hideConfirmOrder: boolean;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** What creating a customer takes; the flags default to a plain login without two-factor. */
export interface NewCustomer {
  readonly userId: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly pinHash: string;
  readonly authenType: AuthenType;
  readonly otpAtLogin?: boolean;
  readonly login2faFlag?: TwoFactorFlag;
  readonly totpSecret?: string | null;
  readonly phone?: string;
  readonly passwordExpiresOn?: IsoDate | null;
  readonly mustChangePassword?: boolean;
  readonly cardStatus?: CardStatus;
  readonly insiderSymbols?: readonly string[];
  readonly expertFollow?: boolean;
  readonly hideConfirmOrder?: boolean;
}

export interface PasswordUpdate {
  /** Whether the next login must change it again (false after a change by the customer). */
  readonly mustChange: boolean;
  readonly expiresOn: IsoDate | null;
}

/**
 * Customers. Every method finds the customer by user id without regard to case; the methods
 * that change one answer false when there is none.
 */
export interface CustomerStore {
  find(userId: string): Promise<Customer | null>;
  /** The new customer, or null when the user id is taken (in any case). */
  create(customer: NewCustomer): Promise<Customer | null>;
  /** Every customer by user id (for the admin tool). */
  list(): Promise<readonly Customer[]>;
  count(): Promise<number>;
  updatePassword(userId: string, passwordHash: string, update: PasswordUpdate): Promise<boolean>;
  updatePin(userId: string, pinHash: string): Promise<boolean>;
  /** False, and nothing changes, unless `accountCode` is one of the customer's accounts. */
  setDefaultAccount(userId: string, accountCode: string): Promise<boolean>;
  setHideConfirmOrder(userId: string, hidden: boolean): Promise<boolean>;
  /**
   * Stores a new TOTP secret. Two-factor counts as set up only once `setTwoFactor(…, "1")`
   * follows (after the customer proves a code), so this resets the flag to "0" and forgets the
   * last accepted step.
   */
  enrolTotp(userId: string, secret: string): Promise<boolean>;
  setTwoFactor(userId: string, flag: TwoFactorFlag): Promise<boolean>;
  /**
   * Finishes a smart-OTP enrolment: two-factor set up ("1"), only while `secret` is still the
   * stored one (a newer enrolment replaced it otherwise: false, nothing changes).
   */
  completeTotpEnrolment(userId: string, secret: string): Promise<boolean>;
  /**
   * Records that the TOTP code of time step `step` was accepted; false when that step or a later
   * one was already used (a replayed code) or there is no such customer. Atomic, so two
   * requests racing with one code cannot both pass.
   */
  useTotpStep(userId: string, step: number): Promise<boolean>;
}

/** "1" cash, "3" and "6" margin, "8" derivatives: the last digit of the account code. */
export type AccountType = "1" | "3" | "6" | "8";

export interface TradingAccount {
  readonly accountCode: string;
  /** The owner's user id as stored on the customer. */
  readonly userId: string;
  readonly name: string;
  readonly type: AccountType;
  /** Web-trade function codes (ListFuncWebtrade): "B" and "S" allow buying and selling. */
  readonly functions: readonly string[];
  /** Epoch milliseconds. */
  readonly createdAt: number;
}

export type NewTradingAccount = Omit<TradingAccount, "createdAt">;

export type CreateAccountResult =
  | { readonly ok: true; readonly account: TradingAccount }
  | {
      readonly ok: false;
      /**
       * duplicate: the code is taken; unknown-user: no such customer; invalid: the code is not
       * 2–20 upper-case letters and digits, or the type is not its last digit.
       */
      readonly reason: "duplicate" | "unknown-user" | "invalid";
    };

export interface TradingAccountStore {
  /** The customer's accounts ascending by code (the default-account rule's order). */
  listByUser(userId: string): Promise<readonly TradingAccount[]>;
  find(accountCode: string): Promise<TradingAccount | null>;
  create(account: NewTradingAccount): Promise<CreateAccountResult>;
  /** Whether the account exists and belongs to the user (user id compared without case). */
  ownedBy(accountCode: string, userId: string): Promise<boolean>;
}

// ── Login guards ───────────────────────────────────────────────────────────────────────────

/**
 * What a failure counter counts: a kind ("login", "login-address", "otp", "pin", …) and the key
 * within it (a user id, a client address).
 */
export interface GuardKey {
  readonly kind: string;
  readonly key: string;
}

export interface GuardState {
  readonly failures: number;
  /** Epoch ms the lock lasts until; null when not locked (or the lock has passed). */
  readonly lockedUntil: number | null;
  /** Epoch ms of the last failure; null when none is counted. */
  readonly lastFailureAt: number | null;
}

export interface RecordFailureOptions {
  /** Failures counted before this time (epoch ms) are forgotten: the count starts again at 1. */
  readonly forgetBefore?: number;
}

/**
 * Failure counters for progressive lockout. The store counts and remembers locks; when to lock
 * and for how long is the caller's policy. Each call is one atomic statement.
 */
export interface LoginGuardStore {
  /** Counts one failure at `now`; answers the state after it. */
  recordFailure(guard: GuardKey, now: number, options?: RecordFailureOptions): Promise<GuardState>;
  /** Locks until `until` (epoch ms); a later existing lock is kept. */
  lock(guard: GuardKey, until: number): Promise<void>;
  /** Forgets the failures and any lock (after a success). */
  reset(guard: GuardKey): Promise<void>;
  /** The state at `now`: zero failures and no lock when nothing is recorded. */
  state(guard: GuardKey, now: number): Promise<GuardState>;
  /** Deletes the counters whose last failure is before `before` and that hold no lock then. */
  removeStale(before: number): Promise<number>;
}

// ── OTP challenges ─────────────────────────────────────────────────────────────────────────

export type OtpKind = "sms" | "totp";

export interface OtpChallenge {
  readonly id: string;
  readonly userId: string;
  readonly kind: OtpKind;
  /** The SMS code's salted hash (credentials/sms-code); null for a TOTP challenge. */
  readonly codeHash: string | null;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
  /** Wrong codes tried so far. */
  readonly attempts: number;
  readonly createdAt: number;
  readonly consumedAt: number | null;
}

export interface IssueOtpChallenge {
  readonly userId: string;
  readonly kind: OtpKind;
  /** Hash of the SMS code (never the code); null for TOTP. */
  readonly codeHash: string | null;
  readonly now: number;
  readonly lifetimeMs: number;
}

export interface OtpChallengeStore {
  issue(challenge: IssueOtpChallenge): Promise<OtpChallenge>;
  /** The user's newest challenge of `kind` that is unconsumed and unexpired at `now`, or null. */
  latest(userId: string, kind: OtpKind, now: number): Promise<OtpChallenge | null>;
  /** Counts one wrong code; answers the attempts after it (0 when the challenge is unknown). */
  recordAttempt(id: string): Promise<number>;
  /** Marks the challenge used; false when it was already used, has expired or is unknown. */
  consume(id: string, now: number): Promise<boolean>;
}

// ── Audit log ──────────────────────────────────────────────────────────────────────────────

/** What the audit log records. */
export type AuditAction =
  | "login.ok"
  | "login.fail"
  | "login.locked"
  | "login.otp.sent"
  | "login.otp.fail"
  | "login.otp.blocked"
  | "logout"
  | "password.change"
  | "password.change.fail"
  | "pin.fail"
  | "totp.enrol"
  | "account.default"
  | "account.parameter"
  /** A session named an account or user that is not its own; the call was refused. */
  | "access.refused"
  | "order.new"
  | "order.edit"
  | "order.cancel"
  | "conditional.new"
  | "conditional.edit"
  | "conditional.cancel"
  | "risk.force-sale"
  | "risk.forced-close"
  | "cash.advance"
  | "admin.customer.create"
  | "admin.account.create"
  | "admin.totp.enrol"
  | "admin.account.default"
  | "demo.seed";

/** JSON detail of an entry: facts only, never a password, PIN, OTP or session id. */
export type AuditValue =
  string | number | boolean | null | readonly AuditValue[] | { readonly [key: string]: AuditValue };
export type AuditDetail = { readonly [key: string]: AuditValue };

export interface AuditEntry {
  /** Epoch milliseconds. */
  readonly at: number;
  /** Null when the user is unknown (e.g. a login with an unknown id). */
  readonly userId: string | null;
  readonly action: AuditAction;
  /** The client's address, or null for the admin tool and the server itself. */
  readonly ip: string | null;
  readonly detail?: AuditDetail;
}

export interface AuditRecord extends Required<AuditEntry> {
  readonly id: number;
}

/** Append-only: no method changes or removes an entry, and the database refuses to. */
export interface AuditLogStore {
  /** Appends an entry; refuses (throws) a detail with a key that names a secret. */
  append(entry: AuditEntry): Promise<AuditRecord>;
  /** The user's newest entries first, at most `limit`. */
  listByUser(userId: string, limit: number): Promise<readonly AuditRecord[]>;
}

export interface Stores {
  readonly watchlists: WatchlistStore;
  readonly userSettings: UserSettingsStore;
  readonly chartLayouts: ChartLayoutStore;
  readonly sessions: SessionStore;
  readonly customers: CustomerStore;
  readonly tradingAccounts: TradingAccountStore;
  readonly loginGuards: LoginGuardStore;
  readonly otpChallenges: OtpChallengeStore;
  readonly auditLog: AuditLogStore;
}

/** An open database: its stores and how to close it. */
/** What a transaction's work runs on: the stores, and the SQL handle for stores of its own. */
export interface TransactionScope {
  readonly stores: Stores;
  readonly sql: SqlDatabase;
}

export interface Database {
  /** "embedded" (PGlite under the data folder) or "postgres" (DATABASE_URL). */
  readonly kind: "embedded" | "postgres";
  readonly stores: Stores;
  /** The SQL handle, for stores that live beside the feature using them (the broker's ledger). */
  readonly sql: SqlDatabase;
  /**
   * Runs `work` in one transaction: everything it writes through the scope lands together, or
   * — when it throws — nothing does (the error is passed on).
   */
  transaction<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T>;
  /** A cheap round trip, for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
