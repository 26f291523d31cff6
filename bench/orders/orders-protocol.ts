/**
 * The IPC messages between the order benchmark (run-orders-bench.ts) and its server process
 * (orders-server.ts).
 */

/** A name the clients trade: its band, so resting buys sit at the floor and marketable ones at the ceiling. */
export interface TradedName {
  readonly symbol: string;
  readonly floor: number;
  readonly ceiling: number;
}

/** A demo customer the clients log in as, and its securities accounts that take stock orders. */
export interface BenchCustomer {
  readonly userId: string;
  readonly accounts: readonly string[];
  /** Names the customer is an insider of: its orders in them would meet the insider limits (-8043/-8044). */
  readonly insiderSymbols: readonly string[];
}

export type FromServer =
  | {
      readonly type: "ready";
      readonly port: number;
      readonly backend: "embedded" | "postgres";
      readonly maxBatch: number;
      readonly names: readonly TradedName[];
      readonly customers: readonly BenchCustomer[];
      /** Orders the server placed itself before it was ready (the standing asks), on disk too. */
      readonly standingAsks: number;
    }
  | {
      readonly type: "stats";
      /** Orders in the database's order table (every durable order of the run). */
      readonly orders: number;
      /** Steps still waiting in the desk's queue. */
      readonly backlog: number;
      /** The server process's CPU seconds (user + system) since it was ready. */
      readonly cpuSeconds: number;
    }
  | {
      readonly type: "gauges";
      /** The server process's CPU seconds (user + system) since it was ready, read at once. */
      readonly cpuSeconds: number;
      /** How late the server's event loop ran its callbacks since the last ask, ms (p99, max). */
      readonly loopDelayP99Ms: number;
      readonly loopDelayMaxMs: number;
      /**
       * The order calls' time inside the server since the last ask, ms (p50, p99): from the
       * request's arrival to its answer handed to the socket (null when none came). Beside the
       * clients' latency it tells the server's part from the transport's and the load generator's.
       */
      readonly inServerP50Ms: number | null;
      readonly inServerP99Ms: number | null;
    };

export type ToServer = { readonly type: "stats" } | { readonly type: "gauges" } | { readonly type: "stop" };
