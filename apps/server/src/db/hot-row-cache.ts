/**
 * The rows every order call reads — its session, its customer, its trading account — kept in
 * memory for a moment, so a trader's next order costs no read of them (five reads an order
 * before this, each a round trip through the pool; docs/performance.md "Order entry").
 *
 * A write through these stores drops the row at once, and a read that raced with a write is
 * not kept. A write the cache cannot see — another server process, the admin tool, a
 * transaction's own stores — shows within `ttlMs` (one second by default): a session ended
 * elsewhere still answers here for at most that long. Only rows found are kept; an unknown id
 * is read again every time.
 */
import { LRUCache } from "lru-cache";
import type {
  Customer,
  CustomerStore,
  Session,
  SessionStore,
  Stores,
  TradingAccount,
  TradingAccountStore,
} from "./stores";

export interface HotRowCacheOptions {
  /** How long a row may be answered from memory, in ms. */
  readonly ttlMs?: number;
  /** Rows kept per table at most (the least recently used go first). */
  readonly max?: number;
}

const DEFAULTS = { ttlMs: 1_000, max: 20_000 } as const;

/** `stores` with the session, customer and trading-account reads cached. */
export function withHotRowCache(stores: Stores, options: HotRowCacheOptions = {}): Stores {
  const settings = { ...DEFAULTS, ...options };
  return {
    ...stores,
    sessions: cachedSessions(stores.sessions, settings),
    customers: cachedCustomers(stores.customers, settings),
    tradingAccounts: cachedTradingAccounts(stores.tradingAccounts, settings),
  };
}

/**
 * A read-through table: `read` fills it; `drop` (after a write) and `clear` empty it. Each write
 * moves a generation on, and a read that began in an older generation is answered but not kept —
 * it may hold the row as it was before the write.
 */
class ReadThrough<V extends object> {
  readonly #rows: LRUCache<string, V>;
  #generation = 0;

  constructor(settings: Required<HotRowCacheOptions>) {
    this.#rows = new LRUCache<string, V>({ max: settings.max, ttl: settings.ttlMs });
  }

  async read(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const kept = this.#rows.get(key);
    if (kept !== undefined) return kept;
    const generation = this.#generation;
    const row = await load();
    if (row !== null && generation === this.#generation) this.#rows.set(key, row);
    return row;
  }

  drop(key: string): void {
    this.#generation++;
    this.#rows.delete(key);
  }

  /** Drops every row `matches` picks. */
  dropWhere(matches: (row: V) => boolean): void {
    this.#generation++;
    for (const [key, row] of this.#rows.entries()) if (matches(row)) this.#rows.delete(key);
  }

  /** Runs a write, then drops `key` whatever the write's outcome. */
  async writing<T>(key: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.drop(key);
    }
  }
}

function cachedSessions(inner: SessionStore, settings: Required<HotRowCacheOptions>): SessionStore {
  const rows = new ReadThrough<Session>(settings);
  return {
    create: (userId, now, lifetimeSeconds) => inner.create(userId, now, lifetimeSeconds),
    async find(sid, now) {
      // Expiry is the session's own field: checked against `now` on every read, kept or not.
      const session = await rows.read(sid, () => inner.find(sid, now));
      return session !== null && session.expiresAt > now ? session : null;
    },
    remove: (sid) => rows.writing(sid, () => inner.remove(sid)),
    async removeOthers(userId, keepSid) {
      try {
        return await inner.removeOthers(userId, keepSid);
      } finally {
        const user = userId.toLowerCase();
        rows.dropWhere((session) => session.userId.toLowerCase() === user && session.sid !== keepSid);
      }
    },
    // Expired sessions are refused by `find` already; nothing kept needs dropping.
    removeExpired: (now) => inner.removeExpired(now),
  };
}

function cachedCustomers(inner: CustomerStore, settings: Required<HotRowCacheOptions>): CustomerStore {
  const rows = new ReadThrough<Customer>(settings);
  const key = (userId: string) => userId.toLowerCase();
  return {
    find: (userId) => rows.read(key(userId), () => inner.find(userId)),
    create: (customer) => rows.writing(key(customer.userId), () => inner.create(customer)),
    list: () => inner.list(),
    count: () => inner.count(),
    updatePassword: (userId, hash, update) =>
      rows.writing(key(userId), () => inner.updatePassword(userId, hash, update)),
    updatePin: (userId, hash) => rows.writing(key(userId), () => inner.updatePin(userId, hash)),
    setDefaultAccount: (userId, account) =>
      rows.writing(key(userId), () => inner.setDefaultAccount(userId, account)),
    setHideConfirmOrder: (userId, hidden) =>
      rows.writing(key(userId), () => inner.setHideConfirmOrder(userId, hidden)),
    enrolTotp: (userId, secret) => rows.writing(key(userId), () => inner.enrolTotp(userId, secret)),
    setTwoFactor: (userId, flag) => rows.writing(key(userId), () => inner.setTwoFactor(userId, flag)),
    completeTotpEnrolment: (userId, secret) =>
      rows.writing(key(userId), () => inner.completeTotpEnrolment(userId, secret)),
    useTotpStep: (userId, step) => rows.writing(key(userId), () => inner.useTotpStep(userId, step)),
  };
}

function cachedTradingAccounts(
  inner: TradingAccountStore,
  settings: Required<HotRowCacheOptions>,
): TradingAccountStore {
  const rows = new ReadThrough<TradingAccount>(settings);
  const find = (accountCode: string) => rows.read(accountCode, () => inner.find(accountCode));
  return {
    listByUser: (userId) => inner.listByUser(userId),
    find,
    create: (account) => rows.writing(account.accountCode, () => inner.create(account)),
    // The same answer as the store's query (account code exact, user id in any case), from `find`.
    async ownedBy(accountCode, userId) {
      const account = await find(accountCode);
      return account !== null && account.userId.toLowerCase() === userId.toLowerCase();
    },
  };
}
