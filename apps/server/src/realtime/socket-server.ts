/**
 * The realtime socket (price-board §4 Realtime, §7 "Realtime socket"; design "Realtime path"):
 * Socket.IO on the app's HTTP server. Clients subscribe with `regs`; the market stream's batches
 * are routed to symbol rooms or to everyone. This layer only routes: numbering and merging
 * happen upstream (market-stream.ts), so a message leaves exactly as the stream numbered it.
 *
 * Nothing a client sends reaches the rest of the server unchecked: the event maps of
 * packages/market describe well-behaved clients, so handlers here read their arguments as
 * `unknown`, and no handler can throw into Socket.IO.
 */
import type { ClientToServerEvents, RegsAnswer, ServerToClientEvents } from "@bangia/market";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Server, type Socket } from "socket.io";
import * as msgpackParser from "socket.io-msgpack-parser";
import type { MarketStream, OutboundMessage } from "../market/market-stream";
import { coalesceFlushWrites } from "./batch-writes";
import { connectRedisAdapter, type RedisAdapterHandle } from "./redis-adapter";
import {
  DEFAULT_SUBSCRIPTION_LIMITS,
  joinedSymbols,
  planRegs,
  symbolRoom,
  type SubscriptionLimits,
} from "./subscriptions";

export type RealtimeParser = "json" | "msgpack";

export interface RealtimeOptions {
  readonly stream: MarketStream;
  /** Redis for the Socket.IO adapter; null keeps rooms in this process. */
  readonly redisUrl: string | null;
  /** Wire encoding; both ends must agree. JSON by default. */
  readonly parser?: RealtimeParser;
  readonly logger: FastifyBaseLogger;
  readonly limits?: SubscriptionLimits;
  /** URL path of the socket; SOCKET_PATH unless a second socket shares the server (benchmarks). */
  readonly path?: string;
}

export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents>;

export interface RealtimeServer {
  readonly io: RealtimeIo;
  /** Stops routing, disconnects this process's clients and closes the adapter (not the HTTP server). */
  close(): Promise<void>;
}

export const SOCKET_PATH = "/socket.io";

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

function handleRegs(
  socket: Socket,
  args: readonly unknown[],
  limits: SubscriptionLimits,
  logger: FastifyBaseLogger,
) {
  const ack = ackOf(args);
  const plan = planRegs(args[0], joinedSymbols(socket.rooms), limits);
  if (plan.join.length > 0) void socket.join(plan.join.map(symbolRoom));
  for (const symbol of plan.leave) void socket.leave(symbolRoom(symbol));
  if (!plan.answer.ok) logger.debug({ socket: socket.id, code: plan.answer.code }, "regs refused");
  ack?.(plan.answer);
}

/**
 * Emits one outbound message. The stream's type pairs each channel with its message type, which
 * TypeScript cannot follow through a union, hence the one widening here.
 */
function forward(io: RealtimeIo, outbound: OutboundMessage): void {
  const target = outbound.room === null ? io : io.to(symbolRoom(outbound.room));
  (target.emit as (channel: string, message: unknown) => boolean).call(
    target,
    outbound.channel,
    outbound.message,
  );
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
  const limits = options.limits ?? DEFAULT_SUBSCRIPTION_LIMITS;
  const redis: RedisAdapterHandle | null =
    options.redisUrl === null ? null : await connectRedisAdapter(options.redisUrl, logger);

  const io: RealtimeIo = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: options.path ?? SOCKET_PATH,
    transports: ["polling", "websocket"],
    serveClient: false,
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
    ...(options.parser === "msgpack" ? { parser: msgpackParser } : {}),
    ...(redis === null ? {} : { adapter: redis.adapter }),
  });

  io.on("connection", (socket) => {
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
      guarded("regs", (args) => handleRegs(socket, args, limits, logger)),
    );
    // Private order notices come with the accounts; until then a registration is ignored.
    onUntrusted(
      socket,
      "regsorder",
      guarded("regsorder", () => logger.debug({ socket: socket.id }, "regsorder ignored")),
    );
    socket.on("error", (error) => logger.debug({ err: error, socket: socket.id }, "socket error"));
  });

  coalesceFlushWrites(io.engine);

  const unsubscribe = stream.subscribe((batch) => {
    for (const outbound of batch) {
      try {
        forward(io, outbound);
      } catch (error) {
        logger.error({ err: error, channel: outbound.channel }, "realtime message not sent");
      }
    }
  });

  let closed: Promise<void> | null = null;
  const close = async (): Promise<void> => {
    unsubscribe();
    // Not io.close(): that also closes the HTTP server, which belongs to the app.
    io.local.disconnectSockets(true);
    // Only the main namespace exists: Socket.IO refuses connections to any other.
    await io.sockets.adapter.close();
    io.engine.close();
    await redis?.close();
  };
  return {
    io,
    close: () => {
      closed ??= close();
      return closed;
    },
  };
}
