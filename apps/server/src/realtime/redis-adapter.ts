/**
 * The Socket.IO Redis adapter (design "Scale-out"): with REDIS_URL set, several server processes
 * share rooms, so a message one process publishes reaches the clients of every process.
 *
 * The first connection must succeed: a wrong URL or a stopped Redis stops the start with an error
 * naming the host (never the whole URL, which may hold a password). Once connected, a lost
 * connection is retried with a capped back-off and logged; Socket.IO keeps serving this
 * process's own clients meanwhile.
 */
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";

export interface RedisAdapterHandle {
  /** The adapter constructor to pass to `io.adapter()`. */
  readonly adapter: ReturnType<typeof createAdapter>;
  /** Closes both Redis connections. */
  close(): Promise<void>;
}

const MAX_RETRY_MILLIS = 5_000;

export class RedisConnectError extends Error {
  override readonly name = "RedisConnectError";
}

/** "host:port" of a Redis URL, for messages. */
export function redisHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port === "" ? "6379" : parsed.port}`;
  } catch {
    return "an unparsable REDIS_URL";
  }
}

function connectClient(url: string, role: "publisher" | "subscriber", logger: FastifyBaseLogger) {
  const host = redisHost(url);
  let ready = false;
  const client = createClient({
    url,
    socket: {
      // Before the first connection: give up at once, so the start fails with a clear error.
      reconnectStrategy: (retries) => (ready ? Math.min(100 * 2 ** retries, MAX_RETRY_MILLIS) : false),
    },
  });
  client.on("error", (error: unknown) => {
    if (ready) logger.error({ err: error, host, role }, "Redis connection of the Socket.IO adapter failed");
  });
  client.on("ready", () => {
    if (ready) logger.info({ host, role }, "Redis connection of the Socket.IO adapter restored");
    ready = true;
  });
  return {
    client,
    connected: client.connect().then(
      () => client,
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new RedisConnectError(
          `Cannot connect to Redis at ${host} (REDIS_URL) for the Socket.IO adapter: ${reason}`,
          { cause: error },
        );
      },
    ),
  };
}

/** The part of a node-redis client that closing needs (its full type does not widen). */
interface Closable {
  readonly isOpen: boolean;
  close(): Promise<unknown>;
  destroy(): void;
}

async function quit(client: Closable): Promise<void> {
  if (!client.isOpen) return;
  try {
    await client.close();
  } catch {
    client.destroy();
  }
}

/** Connects the publisher and subscriber clients and builds the adapter. */
export async function connectRedisAdapter(
  url: string,
  logger: FastifyBaseLogger,
): Promise<RedisAdapterHandle> {
  const publisher = connectClient(url, "publisher", logger);
  const subscriber = connectClient(url, "subscriber", logger);
  const results = await Promise.allSettled([publisher.connected, subscriber.connected]);
  const closeBoth = async () => {
    await Promise.all([quit(publisher.client), quit(subscriber.client)]);
  };
  const failure = results.find((result) => result.status === "rejected");
  if (failure !== undefined) {
    await closeBoth();
    throw failure.reason;
  }
  return { adapter: createAdapter(publisher.client, subscriber.client), close: closeBoth };
}
