// Entry of `npm run replay`: runs the replay command on this process's arguments. npm runs
// scripts from the repository root; INIT_CWD is where the command was typed, so relative paths
// mean what the user meant.
import { runReplayCommand } from "./replay-command";

process.exitCode = runReplayCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.env["INIT_CWD"] ?? process.cwd(),
});
