// Entry point of `npm start`: reads the configuration, locks the data folder (one server per
// folder), opens the database and the live market, serves everything on one port, and shuts down
// in order on a signal (stop taking requests, stop the market and write its snapshot, close the
// database, release the lock).
import closeWithGrace from "close-with-grace";
import { pino } from "pino";
import { buildApp } from "./app/build-app";
import { loggerOptions } from "./app/logging";
import { ConfigError, parseServerConfig, type ServerConfig } from "./config/server-config";
import { lockDataDir } from "./market/data-dir-lock";
import type { LogLevel } from "./market/live-market";
import { createServerDeps } from "./server-deps";

function readConfig(): ServerConfig {
  try {
    // npm runs workspace scripts in the workspace folder; relative paths mean the caller's folder.
    return parseServerConfig(process.env, process.env["INIT_CWD"] ?? process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino(loggerOptions(config));
  const progress = (message: string) => process.stdout.write(`• ${message}\n`);
  // Before anything opens a file there: the journal and the embedded database take one writer.
  const lock = lockDataDir(config.dataDir);
  // Whatever way the process ends; a crash leaves a stale lock the next start takes over.
  process.once("exit", () => lock.release());

  progress(
    config.databaseUrl === null
      ? `opening the embedded database in ${config.dataDir}`
      : "connecting to PostgreSQL",
  );
  progress(
    `starting the ${config.clockMode} market (speed ×${config.marketSpeed}, seed ${config.marketSeed})`,
  );
  const log = (message: string, level: LogLevel = "info") => logger[level](message);
  const deps = await createServerDeps(config, { log });
  const app = await buildApp({ ...deps, logger });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err !== undefined) logger.error({ err }, "shutting down after an error");
    else logger.info({ signal }, "shutting down");
    await app.close();
    await deps.close();
    lock.release();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.port;
  const mode =
    config.clockMode === "demo"
      ? `demo clock ×${config.marketSpeed}, looping trading days`
      : "real Vietnamese clock";
  progress(`ready: open http://localhost:${port}/  (API docs at /api/docs)`);
  progress(`market: simulated, ${mode}`);
  progress(
    `data: ${config.databaseUrl === null ? `embedded database and exchange journal in ${config.dataDir}` : `PostgreSQL; exchange journal in ${config.dataDir}`}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
