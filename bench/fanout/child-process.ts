/**
 * A forked TypeScript process of the fan-out benchmark, spoken to over IPC with typed messages.
 * The child runs under tsx like its parent; its stdout and stderr go to the parent's stderr, so
 * the printed report on stdout stays clean.
 */
import { fork, type ChildProcess } from "node:child_process";

export class BenchChild<In, Out extends { readonly type: string }> {
  readonly #process: ChildProcess;
  readonly #queue: Out[] = [];
  readonly #waiters: ((message: Out) => void)[] = [];
  readonly #exit: Promise<number | null>;

  constructor(
    readonly name: string,
    entry: URL,
    options: { readonly env?: Readonly<Record<string, string>>; readonly execArgv?: readonly string[] } = {},
  ) {
    this.#process = fork(entry, [], {
      execArgv: [...(options.execArgv ?? []), "--import", "tsx"],
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      serialization: "advanced",
    });
    this.#process.stdout?.pipe(process.stderr);
    this.#process.stderr?.pipe(process.stderr);
    this.#process.on("message", (message: Out) => {
      const waiter = this.#waiters.shift();
      if (waiter === undefined) this.#queue.push(message);
      else waiter(message);
    });
    this.#exit = new Promise((resolve) => this.#process.once("exit", (code) => resolve(code)));
  }

  send(message: In): void {
    this.#process.send(message as object);
  }

  /** The next message of type `type` (others arriving first are an error), within `timeoutMs`. */
  async next<T extends Out["type"]>(type: T, timeoutMs: number): Promise<Extract<Out, { type: T }>> {
    const message = await Promise.race([
      new Promise<Out>((resolve) => {
        const queued = this.#queue.shift();
        if (queued === undefined) this.#waiters.push(resolve);
        else resolve(queued);
      }),
      this.#exit.then((code) => {
        throw new Error(`${this.name} exited (code ${String(code)}) while we waited for "${type}"`);
      }),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`${this.name}: no "${type}" within ${timeoutMs} ms`)),
          timeoutMs,
        ).unref(),
      ),
    ]);
    if (message.type !== type)
      throw new Error(`${this.name}: expected "${type}", got ${JSON.stringify(message)}`);
    return message as Extract<Out, { type: T }>;
  }

  /** Asks the child to exit with `goodbye`, and kills it if it has not within `timeoutMs`. */
  async stop(goodbye: In, timeoutMs = 10_000): Promise<void> {
    if (this.#process.exitCode !== null || this.#process.signalCode !== null) return;
    if (this.#process.connected) this.send(goodbye);
    const timer = setTimeout(() => this.#process.kill("SIGKILL"), timeoutMs);
    await this.#exit;
    clearTimeout(timer);
  }
}
