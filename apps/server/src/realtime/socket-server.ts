/**
 * The realtime socket (price-board §4 Realtime, §7 "Realtime socket"; design "Realtime path"):
 * Socket.IO on the app's HTTP server. Clients subscribe with `regs`; the market stream's batches
 * are routed to symbol rooms or to everyone. This layer only routes: numbering and merging
 * happen upstream (market-stream.ts), so a message leaves exactly as the stream numbered it.
 *
 * Two deliveries, chosen per connection at the handshake (subscriptions.ts `Delivery`):
 * - events (the spec's, the default): each message is one event on its channel, emitted to the
 *   symbol's room or, for broadcasts, to every events connection;
 * - bundle (`?bundle=1`, ours): each batch is one `bundle` event of [channel, message] pairs
 *   (bundles.ts). With Redis, each batch is also relayed to the other processes, which bundle it
 *   for their own bundled connections (the room emits cross by the adapter as before).
 * Connections whose pending output passes a bound are dropped (slow-consumers.ts).
 *
 * Nothing a client sends reaches the rest of the server unchecked: the event maps of
 * packages/market describe well-behaved clients, so handlers here read their arguments as
 * `unknown`, and no handler can throw into Socket.IO.
 */
import {
  ACCOUNT_NOTICE_CHANNEL,
  ORDER_NOTICE_CHANNEL,
  type AccountNoticeMessage,
  type ClientToServerEvents,
  type OrderNotice,
  type RegsAnswer,
  type ServerToClientEvents,
} from "@bangia/market";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Server, type Socket } from "socket.io";
import * as msgpackParser from "socket.io-msgpack-parser";
import type { MarketStream, OutboundMessage } from "../market/market-stream";
import { coalesceFlushWrites } from "./batch-writes";
import { BUNDLE_QUERY, BundledDelivery } from "./bundles";
import {
  accountRoom,
  checkOrderRegistration,
  isAccountRoom,
  type OrderRegistrationDeps,
} from "./order-rooms";
import { connectRedisAdapter, type RedisAdapterHandle } from "./redis-adapter";
import { DEFAULT_MAX_PENDING_OUTPUT_BYTES, watchSlowConsumers } from "./slow-consumers";
import {
  DEFAULT_SUBSCRIPTION_LIMITS,
  joinedSymbols,
  planRegs,
  symbolRoom,
  type Delivery,
  type SubscriptionLimits,
} from "./subscriptions";

export type RealtimeParser = "json" | "msgpack";

export interface RealtimeLimits extends SubscriptionLimits {
  /**
   * Pending output (engine.io's write buffer plus the WebSocket's unsent bytes) beyond which a
   * connection is dropped as a slow consumer.
   */
  readonly maxPendingOutputBytes: number;
  /** How often order registrations re-check their session (a logout leaves the rooms within it). */
  readonly orderSessionRecheckMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  ...DEFAULT_SUBSCRIPTION_LIMITS,
  maxPendingOutputBytes: DEFAULT_MAX_PENDING_OUTPUT_BYTES,
  orderSessionRecheckMs: 5_000,
};

export interface RealtimeOptions {
  readonly stream: MarketStream;
  /** Whether a symbol is listed: `regs` joins only listed symbols (subscriptions.ts). */
  readonly isListed: (symbol: string) => boolean;
  /** Redis for the Socket.IO adapter; null keeps rooms in this process. */
  readonly redisUrl: string | null;
  /** Wire encoding; both ends must agree. JSON by default. */
  readonly parser?: RealtimeParser;
  readonly logger: FastifyBaseLogger;
  /** Any limit left out keeps its default (DEFAULT_REALTIME_LIMITS). */
  readonly limits?: Partial<RealtimeLimits>;
  /** URL path of the socket; SOCKET_PATH unless a second socket shares the server (benchmarks). */
  readonly path?: string;
  /** What `regsorder` checks a registration against; without it every registration is ignored. */
  readonly orders?: OrderRegistrationDeps;
}

/** Between server processes (Redis only): a batch for the bundled connections of the others. */
export interface InterServerEvents {
  bundlebatch: (batch: readonly OutboundMessage[]) => void;
}

export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>;

export interface RealtimeServer {
  readonly io: RealtimeIo;
  /**
   * Sends an order notice to the connections registered for the account, each only when its
   * session was found live within NOTICE_SESSION_CHECK_MS (a connection whose session ended leaves
   * the room instead).
   */
  notifyOrder(accountCode: string, notice: OrderNotice): Promise<void>;
  /** The account's other notices (conditional orders, risk), to the same connections. */
  notifyAccount(accountCode: string, notice: AccountNoticeMessage): Promise<void>;
  /** Stops routing, disconnects this process's clients and closes the adapter (not the HTTP server). */
  close(): Promise<void>;
}

export const SOCKET_PATH = "/socket.io";

/** A connection an account notice goes to: this process's own, or (with Redis) any process's. */
type AccountMember = Pick<
  Awaited<ReturnType<ReturnType<RealtimeIo["in"]>["fetchSockets"]>>[number],
  "data" | "emit" | "leave"
>;

/**
 * How long a session found live before a notice counts as live for the next notices: a fill burst
 * reads it once, and a logout stops the notices within this long (and the room re-check).
 */
export const NOTICE_SESSION_CHECK_MS = 1_000;

/**
 * Every events-delivery connection joins this room, the target of broadcasts, so they skip the
 * bundled connections. No socket id (20 characters of base64) and no symbol room looks like it.
 */
const EVENTS_ROOM = "delivery:events";

/**
 * Largest message a client may send. A `regs` list at the symbol cap is ~21 KB; anything much
 * larger is abuse, and Socket.IO drops the connection before parsing it.
 */
const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

type Inbound = (...args: unknown[]) => void;
type Ack = (answer: RegsAnswer) => void;

/** Listens for a client event with its arguments as they arrive: untrusted, of any shape. */
function onUntrusted(socket: Socket, event: string, listener: Inbound): void {
  (socket as unknown as { on(event: string, listener: Inbound): void }).on(event, listener);
}

/** The acknowledgement callback, when the client asked for one (Socket.IO passes it last). */
function ackOf(args: readonly unknown[]): Ack | undefined {
  const last = args.length > 1 ? args[args.length - 1] : undefined;
  return typeof last === "function" ? (last as Ack) : undefined;
}

/** The delivery a connection asked for in its handshake query. */
function deliveryOf(socket: Socket): Delivery {
  return socket.handshake.query[BUNDLE_QUERY.key] === BUNDLE_QUERY.value ? "bundle" : "events";
}

function handleRegs(
  socket: Socket,
  delivery: Delivery,
  args: readonly unknown[],
  isListed: (symbol: string) => boolean,
  limits: SubscriptionLimits,
  logger: FastifyBaseLogger,
) {
  const ack = ackOf(args);
  const plan = planRegs(args[0], joinedSymbols(socket.rooms, delivery), isListed, limits);
  if (plan.join.length > 0) void socket.join(plan.join.map((symbol) => symbolRoom(symbol, delivery)));
  for (const symbol of plan.leave) void socket.leave(symbolRoom(symbol, delivery));
  if (!plan.answer.ok) logger.debug({ socket: socket.id, code: plan.answer.code }, "regs refused");
  ack?.(plan.answer);
}

/** What a connection keeps of its order registration. */
interface OrderSocketData {
  orderUser?: string;
  orderSid?: string;
  /** The registration in progress: the next waits for it, so two never interleave. */
  orderQueue?: Promise<void>;
}

/** Leaves every account room and forgets the registration. */
function leaveAccountRooms(socket: Socket): void {
  const data = socket.data as OrderSocketData;
  for (const room of socket.rooms) if (isAccountRoom(room)) void socket.leave(room);
  delete data.orderUser;
  delete data.orderSid;
}

/**
 * `regsorder`: joins the account's room once the registration checks out (order-rooms.ts). A
 * registration for another session than the connection's previous one first leaves the account
 * rooms, so a connection never hears two customers (nor a session that ended).
 */
async function handleRegsOrder(
  socket: Socket,
  payload: unknown,
  orders: OrderRegistrationDeps | undefined,
  logger: FastifyBaseLogger,
): Promise<void> {
  if (orders === undefined) {
    logger.debug({ socket: socket.id }, "regsorder ignored");
    return;
  }
  const { headers, secure } = socket.handshake;
  const checked = await checkOrderRegistration(
    payload,
    { origin: headers.origin, host: headers.host, secure, cookie: headers.cookie },
    orders,
  );
  if (!checked.ok) {
    logger.debug({ socket: socket.id, reason: checked.reason }, "regsorder ignored");
    return;
  }
  const data = socket.data as OrderSocketData;
  if (data.orderSid !== undefined && data.orderSid !== checked.sid) leaveAccountRooms(socket);
  data.orderUser = checked.userId;
  data.orderSid = checked.sid;
  await socket.join(accountRoom(checked.accountCode));
  logger.debug({ socket: socket.id }, "regsorder accepted");
}

/**
 * Emits one outbound message to the events connections. The stream's type pairs each channel
 * with its message type, which TypeScript cannot follow through a union, hence the one widening.
 *
 * With rooms in this process alone (no Redis), a message for a room nobody is in is not emitted:
 * Socket.IO would encode it before finding no member (most symbols' rooms are empty most of the
 * time: during the order bench, every symbol room). With Redis another process may have members,
 * so every message goes to the adapter.
 */
function forward(io: RealtimeIo, outbound: OutboundMessage, localOnly: boolean): void {
  const room = outbound.room === null ? EVENTS_ROOM : symbolRoom(outbound.room);
  if (localOnly && (io.sockets.adapter.rooms.get(room)?.size ?? 0) === 0) return;
  const target = io.to(room);
  (target.emit as (channel: string, message: unknown) => boolean).call(
    target,
    outbound.channel,
    outbound.message,
  );
}

/**
 * Every `intervalMs`, the connections of this process registered for order notices whose session
 * has ended (logout, expiry, a revoked session) leave their account rooms: a page left open after
 * a logout in another tab stops hearing the customer's orders within the interval.
 */
function recheckOrderSessions(
  io: RealtimeIo,
  orders: OrderRegistrationDeps | undefined,
  intervalMs: number,
  logger: FastifyBaseLogger,
): () => void {
  if (orders === undefined) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const registered = [...io.sockets.sockets.values()].filter(
      (socket) => (socket.data as OrderSocketData).orderSid !== undefined,
    );
    const now = (orders.now ?? Date.now)();
    void Promise.all(
      registered.map(async (socket) => {
        const sid = (socket.data as OrderSocketData).orderSid;
        if (sid === undefined || (await orders.sessions.find(sid, now)) !== null) return;
        leaveAccountRooms(socket);
        logger.debug({ socket: socket.id }, "order rooms left: the session ended");
      }),
    )
      .catch((error: unknown) => logger.warn({ err: error }, "order sessions not re-checked"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Attaches Socket.IO to `app.server` (path /socket.io, WebSocket and long-polling, same origin
 * only: no CORS headers) and starts routing `stream`. Call before `app.listen`; with a Redis URL
 * it resolves once both Redis connections are up, and rejects naming the host if one fails.
 */
export async function attachRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
): Promise<RealtimeServer> {
  const { logger, stream } = options;
  const limits: RealtimeLimits = { ...DEFAULT_REALTIME_LIMITS, ...options.limits };
  const redis: RedisAdapterHandle | null =
    options.redisUrl === null ? null : await connectRedisAdapter(options.redisUrl, logger);

  const io: RealtimeIo = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>(
    app.server,
    {
      path: options.path ?? SOCKET_PATH,
      transports: ["polling", "websocket"],
      serveClient: false,
      maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
      ...(options.parser === "msgpack" ? { parser: msgpackParser } : {}),
      ...(redis === null ? {} : { adapter: redis.adapter }),
    },
  );

  const bundles = new BundledDelivery({
    encoding: options.parser === "msgpack" ? "emit" : "packet",
    roomMembers: (room) => io.sockets.adapter.rooms.get(room),
    logger,
  });

  io.on("connection", (socket) => {
    const delivery = deliveryOf(socket);
    if (delivery === "bundle") {
      bundles.add(socket);
      socket.on("disconnect", () => bundles.remove(socket.id));
    } else void socket.join(EVENTS_ROOM);
    const guarded =
      (event: string, handler: (args: readonly unknown[]) => void): Inbound =>
      (...args) => {
        try {
          handler(args);
        } catch (error) {
          logger.warn({ err: error, socket: socket.id, event }, "socket handler failed");
        }
      };
    onUntrusted(
      socket,
      "regs",
      guarded("regs", (args) => handleRegs(socket, delivery, args, options.isListed, limits, logger)),
    );
    // The private order notices' room; the notices themselves come with the order system.
    onUntrusted(
      socket,
      "regsorder",
      guarded("regsorder", (args) => {
        const data = socket.data as OrderSocketData;
        data.orderQueue = (data.orderQueue ?? Promise.resolve())
          .then(() => handleRegsOrder(socket, args[0], options.orders, logger))
          .catch((error: unknown) => logger.warn({ err: error, socket: socket.id }, "regsorder failed"));
      }),
    );
    socket.on("error", (error) => logger.debug({ err: error, socket: socket.id }, "socket error"));
  });

  coalesceFlushWrites(io.engine);

  const deliverBundles = (batch: readonly OutboundMessage[]): void => {
    try {
      bundles.deliver(batch);
    } catch (error) {
      logger.error({ err: error }, "realtime bundles not sent");
    }
  };
  /** When each registered session was last found live: a burst of notices checks it once. */
  const sessionCheckedAt = new Map<string, number>();
  const notifyOrder = (accountCode: string, notice: OrderNotice): Promise<void> =>
    toAccount(accountCode, (member) => member.emit(ORDER_NOTICE_CHANNEL, notice));
  const notifyAccount = (accountCode: string, notice: AccountNoticeMessage): Promise<void> =>
    toAccount(accountCode, (member) => member.emit(ACCOUNT_NOTICE_CHANNEL, notice));
  /**
   * The connections in the account's room: with rooms in this process alone, read from the
   * adapter at once (most orders' accounts have one or two connections, often none); with Redis,
   * asked of every process.
   */
  const membersOf = async (room: string): Promise<readonly AccountMember[]> => {
    if (redis !== null) return io.in(room).fetchSockets();
    const ids = io.sockets.adapter.rooms.get(room);
    if (ids === undefined || ids.size === 0) return [];
    const members: AccountMember[] = [];
    for (const id of ids) {
      const socket = io.sockets.sockets.get(id);
      if (socket !== undefined) members.push(socket);
    }
    return members;
  };
  /** Runs `emit` for each connection of the account's room whose session is still live. */
  const toAccount = async (accountCode: string, emit: (member: AccountMember) => void): Promise<void> => {
    const orders = options.orders;
    if (orders === undefined) return;
    const now = (orders.now ?? Date.now)();
    for (const member of await membersOf(accountRoom(accountCode))) {
      const sid = (member.data as OrderSocketData).orderSid;
      const fresh =
        sid !== undefined && now - (sessionCheckedAt.get(sid) ?? -Infinity) < NOTICE_SESSION_CHECK_MS;
      const live = fresh || (sid !== undefined && (await orders.sessions.find(sid, now)) !== null);
      if (!live) {
        if (sid !== undefined) sessionCheckedAt.delete(sid);
        member.leave(accountRoom(accountCode));
        continue;
      }
      if (!fresh && sid !== undefined) {
        if (sessionCheckedAt.size > 100_000) sessionCheckedAt.clear();
        sessionCheckedAt.set(sid, now);
      }
      emit(member);
    }
  };

  const unsubscribe = stream.subscribe((batch) => {
    for (const outbound of batch) {
      try {
        forward(io, outbound, redis === null);
      } catch (error) {
        logger.error({ err: error, channel: outbound.channel }, "realtime message not sent");
      }
    }
    deliverBundles(batch);
    if (redis === null) return;
    try {
      io.serverSideEmit("bundlebatch", batch);
    } catch (error) {
      logger.error({ err: error }, "realtime batch not relayed to the other processes");
    }
  });
  // Batches of the other processes, for this one's bundled connections.
  if (redis !== null) io.on("bundlebatch", deliverBundles);

  const stopWatching = watchSlowConsumers(
    () => io.sockets.sockets.values(),
    limits.maxPendingOutputBytes,
    logger,
  );

  const stopRechecking = recheckOrderSessions(io, options.orders, limits.orderSessionRecheckMs, logger);

  let closed: Promise<void> | null = null;
  const close = async (): Promise<void> => {
    unsubscribe();
    stopWatching();
    stopRechecking();
    // Not io.close(): that also closes the HTTP server, which belongs to the app.
    io.local.disconnectSockets(true);
    // Only the main namespace exists: Socket.IO refuses connections to any other.
    await io.sockets.adapter.close();
    io.engine.close();
    await redis?.close();
  };
  return {
    io,
    notifyOrder,
    notifyAccount,
    close: () => {
      closed ??= close();
      return closed;
    },
  };
}
