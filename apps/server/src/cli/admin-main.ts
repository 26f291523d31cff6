// Entry of `npm run admin`: runs the admin tool on this process's arguments, over the database
// the server's configuration names. npm runs scripts from the repository root; INIT_CWD is where
// the command was typed, so a relative DATA_DIR means what the operator meant.
import { ConfigError, parseServerConfig } from "../config/server-config";
import { runAdminCommand } from "./admin-command";
import { openAdminDatabase } from "./admin-database";

const io = {
  stdout: (text: string) => process.stdout.write(text),
  stderr: (text: string) => process.stderr.write(text),
};

try {
  const config = parseServerConfig(process.env, process.env["INIT_CWD"] ?? process.cwd());
  process.exitCode = await runAdminCommand(process.argv.slice(2), io, {
    open: () => openAdminDatabase(config),
    now: () => Date.now(),
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  io.stderr(`admin: configuration error: ${error.message}\n`);
  process.exitCode = 1;
}
