/** The commands the core gateway answers, by group and `data.cmd`. */
import type { CoreCommand } from "./core-command";

export class CoreRegistry {
  readonly #commands = new Map<string, CoreCommand>();

  constructor(commands: readonly CoreCommand[] = []) {
    for (const command of commands) this.add(command);
  }

  /**
   * Adds a command.
   *
   * @throws Error when its group already has that command: two handlers for one call is a bug.
   */
  add(command: CoreCommand): this {
    const key = keyOf(command.group, command.cmd);
    if (this.#commands.has(key))
      throw new Error(`core command ${command.group} ${command.cmd} is defined twice`);
    this.#commands.set(key, command);
    return this;
  }

  /** The command of `group` named `cmd` (exact spelling), or undefined. */
  find(group: string, cmd: string): CoreCommand | undefined {
    return this.#commands.get(keyOf(group, cmd));
  }

  list(): readonly CoreCommand[] {
    return [...this.#commands.values()];
  }
}

function keyOf(group: string, cmd: string): string {
  return `${group}\u0000${cmd}`;
}
