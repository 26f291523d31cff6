/**
 * The core gateway's documentation, built from its commands: one paragraph per command for the
 * route's description (summary and example `data`), and one named request-body example per
 * command (the whole envelope) for the OpenAPI document, so a client — a bot included — can copy
 * each call as it is.
 */
import type { CoreCommand } from "./core-command";

/** What the examples put where the login's session id goes (or send it in the session header). */
export const EXAMPLE_SESSION = "<sid answered by the login>";
/** The examples' user: the first demo customer (docs/security.md). */
export const EXAMPLE_USER = "058C000001";

export interface BodyExample {
  readonly summary: string;
  readonly value: unknown;
}

/** The name of a command's example: its group and command, as the description lists them. */
export const exampleName = (command: Pick<CoreCommand, "group" | "cmd">): string =>
  `${command.group} ${command.cmd}`;

export function coreCommandsDescription(commands: readonly CoreCommand[]): string {
  return commands
    .map((command) => {
      const line = `${exampleName(command)}: ${command.summary}`;
      return command.example === undefined ? line : `${line} — \`${JSON.stringify(command.example)}\``;
    })
    .join("\n\n");
}

/** Each command's example as the whole envelope, by `exampleName` (OpenAPI's named examples). */
export function coreBodyExamples(commands: readonly CoreCommand[]): Record<string, BodyExample> {
  const examples: Record<string, BodyExample> = {};
  for (const command of commands)
    if (command.example !== undefined)
      examples[exampleName(command)] = {
        summary: command.summary,
        value: {
          group: command.group,
          session: command.session === "required" ? EXAMPLE_SESSION : "",
          user: EXAMPLE_USER,
          language: "vi",
          data: command.example,
        },
      };
  return examples;
}
