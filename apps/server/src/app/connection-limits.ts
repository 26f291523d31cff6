/**
 * What a client may hold of the server: how long a request may take to arrive, how long an idle
 * connection stays open, how many connections one address and all clients together may hold.
 *
 * Without these a request whose body never finishes held its connection for ever: 21,000 of
 * them used every file descriptor, health stopped answering, and the market snapshot failed
 * with EMFILE. So every stage of a request has a deadline, one address holds at most
 * `perAddress` connections, and all connections together at most half the process's open-file
 * limit: the other half stays for the journal, the snapshot, the database and the web files,
 * whatever clients do.
 */
import { readFileSync } from "node:fs";
import type { Server } from "node:http";

export interface ConnectionLimits {
  /** Until the request's headers have all arrived. */
  readonly headersMillis: number;
  /** Until the whole request (headers and body) has arrived. */
  readonly requestMillis: number;
  /** A kept-alive connection with no request in flight. */
  readonly keepAliveMillis: number;
  /**
   * Any socket with no traffic at all; above a long-polling client's silence (engine.io's ping
   * interval plus timeout, 45 s). Upgraded WebSockets have their own pings.
   */
  readonly idleMillis: number;
  /** How often Node checks the header and request deadlines. */
  readonly checkEveryMillis: number;
  /** Connections one client address may hold; null when behind a proxy (every client shares its address). */
  readonly perAddress: number | null;
  /** Connections all clients together may hold. */
  readonly total: number;
}

/** Most connections one address may hold: browsers open about 6 plus a socket; offices share an address. */
export const CONNECTIONS_PER_ADDRESS = 256;
/** Most connections in all, even with a large open-file limit. */
const MAX_TOTAL_CONNECTIONS = 10_000;
/** The open-file limit assumed where it cannot be read. */
const ASSUMED_OPEN_FILE_LIMIT = 4_096;

/**
 * Connections allowed for an open-file limit: half of it, at most MAX_TOTAL_CONNECTIONS.
 *
 * @example totalConnectionsFor(20_000) // 10_000
 */
export function totalConnectionsFor(openFileLimit: number | null): number {
  const limit = openFileLimit ?? ASSUMED_OPEN_FILE_LIMIT;
  return Math.max(1, Math.min(MAX_TOTAL_CONNECTIONS, Math.floor(limit / 2)));
}

/**
 * The soft open-file limit of a Linux `/proc/<pid>/limits` text; null when absent or unlimited.
 *
 * @example openFileLimitOf("Max open files            20000                20000                files") // 20000
 */
export function openFileLimitOf(limitsText: string): number | null {
  const match = /^Max open files\s+(\d+)/m.exec(limitsText);
  return match === null ? null : Number(match[1]);
}

function readOpenFileLimit(): number | null {
  try {
    return openFileLimitOf(readFileSync("/proc/self/limits", "utf8"));
  } catch {
    return null;
  }
}

/** The limits of this process; `behindProxy` turns the per-address bound off. */
export function connectionLimits(behindProxy: boolean): ConnectionLimits {
  return {
    headersMillis: 10_000,
    requestMillis: 30_000,
    keepAliveMillis: 10_000,
    idleMillis: 60_000,
    checkEveryMillis: 1_000,
    perAddress: behindProxy ? null : CONNECTIONS_PER_ADDRESS,
    total: totalConnectionsFor(readOpenFileLimit()),
  };
}

/** Open connections per address; admits up to `max` for each. */
export class AddressCounter {
  readonly #open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts a new connection of `address`, or refuses it (false) when the address has `max`. */
  admit(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.max) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  /** Forgets one admitted connection of `address`. */
  release(address: string): void {
    const open = (this.#open.get(address) ?? 1) - 1;
    if (open <= 0) this.#open.delete(address);
    else this.#open.set(address, open);
  }

  openOf(address: string): number {
    return this.#open.get(address) ?? 0;
  }
}

/** Applies the connection bounds to `server` (the deadlines are Fastify's options: see buildApp). */
export function boundConnections(server: Server, limits: ConnectionLimits): void {
  // Node refuses connections beyond this before any of our code runs.
  server.maxConnections = limits.total;
  if (limits.perAddress === null) return;
  const counter = new AddressCounter(limits.perAddress);
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    if (!counter.admit(address)) {
      socket.destroy();
      return;
    }
    socket.once("close", () => counter.release(address));
  });
}
