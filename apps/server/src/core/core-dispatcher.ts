/**
 * Runs a core command with a plain function call: the HTTP gateway (core-routes.ts), tests and
 * server-side callers such as a conditional-order engine all go through `run`, so the rules
 * that are not HTTP's hold for every caller alike.
 *
 * In order: an unknown group or command is refused (BAD_REQUEST); a session command without a
 * session answers rc -1 "InvalidSessionException" (the spec's expiry signal); the caller's `user`
 * must be the session's (FORBIDDEN, audited); the gates (e.g. the forced password change) may
 * answer instead; a payload its schema refuses is BAD_REQUEST — after the session, as on every
 * route, so a caller without one learns nothing of the input; an account the session does not
 * own answers the catalogue's invalid account (audited); then the handler runs.
 *
 * Refusals that are not answers of the spec come back as `{ kind: "refused" }` rather than
 * thrown, with paths relative to the envelope (`data/p1`, `user`); the HTTP adapter turns them
 * into its error body.
 */
import type { CoreAnswer } from "@bangia/market";
import type { AuditLogStore } from "../db/stores";
import { refuseAccount } from "./account-access";
import { invalidSession } from "./core-answers";
import type { CoreCall, CoreCaller, CoreCommand, CoreEffect, SessionCaller } from "./core-command";
import type { CoreRegistry } from "./core-registry";

/**
 * A check a session call passes before its payload is read: an answer refuses the call, null
 * lets it through. Features supply their own (login's forced password change).
 */
export type CoreGate = (command: CoreCommand, caller: SessionCaller) => Promise<CoreAnswer<never> | null>;

export interface CoreDispatcherDeps {
  readonly registry: CoreRegistry;
  readonly auditLog: Pick<AuditLogStore, "append">;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
  /** Whether the user owns the account code, for commands that name an account (`account`). */
  readonly ownsAccount: (userId: string, accountCode: string) => Promise<boolean>;
  readonly gates?: readonly CoreGate[];
}

/** A refusal of the call itself, not an answer of the spec. */
export interface CoreRefusal {
  readonly kind: "refused";
  readonly code: "BAD_REQUEST" | "FORBIDDEN";
  /** Paths relative to the envelope: `data/cmd`, `data/p1`, `user`. */
  readonly details: readonly { readonly path: string; readonly message: string }[];
}

export interface CoreAnswered {
  readonly kind: "answered";
  readonly answer: CoreAnswer<unknown>;
  /** What the transport should do besides answering (set the session cookies, …). */
  readonly effects: readonly CoreEffect[];
}

export type CoreDispatch = CoreAnswered | CoreRefusal;

/** The payload of a call: `cmd` and the command's fields. */
export type CorePayload = { readonly cmd: string } & Readonly<Record<string, unknown>>;

const MAX_DETAILS = 20;

function answered(answer: CoreAnswer<unknown>, effects: readonly CoreEffect[] = []): CoreAnswered {
  return { kind: "answered", answer, effects };
}

export class CoreDispatcher {
  readonly #deps: CoreDispatcherDeps;

  constructor(deps: CoreDispatcherDeps) {
    this.#deps = deps;
  }

  /** The command of `group` named `cmd`: the HTTP adapter asks whether to look for a session. */
  find(group: string, cmd: string): CoreCommand | undefined {
    return this.#deps.registry.find(group, cmd);
  }

  list(): readonly CoreCommand[] {
    return this.#deps.registry.list();
  }

  /** Runs the command `data.cmd` of `group` for `caller`. */
  async run(caller: CoreCaller, group: string, data: CorePayload): Promise<CoreDispatch> {
    const { auditLog, now, gates = [] } = this.#deps;
    const command = this.find(group, data.cmd);
    if (command === undefined)
      return refused("BAD_REQUEST", [
        { path: "data/cmd", message: `group ${group} has no command ${data.cmd}` },
      ]);
    const { session } = caller;
    if (command.session === "required") {
      if (session === null) return answered(invalidSession());
      if (caller.user.toLowerCase() !== session.userId.toLowerCase()) {
        await auditLog.append({
          at: now(),
          userId: session.userId,
          action: "access.refused",
          ip: caller.ip,
          detail: { group: command.group, cmd: command.cmd, reason: "envelope user is not the session's" },
        });
        return refused("FORBIDDEN", [{ path: "user", message: "is not the session's user" }]);
      }
      for (const gate of gates) {
        const refusal = await gate(command, { ...caller, session });
        if (refusal !== null) return answered(refusal);
      }
    }
    if (!command.payload.Check(data))
      return refused(
        "BAD_REQUEST",
        command.payload
          .Errors(data)
          .slice(0, MAX_DETAILS)
          .map((error) => ({ path: `data${error.instancePath}`, message: error.message })),
      );
    const call: CoreCall<CorePayload> = {
      data,
      user: session?.userId ?? caller.user,
      language: caller.language,
      session: command.session === "required" ? session : null,
      ip: caller.ip,
      log: caller.log,
    };
    const account = command.accountOf?.(data);
    if (account !== undefined && session !== null && !(await this.#deps.ownsAccount(session.userId, account)))
      return answered(await refuseAccount({ auditLog, now }, { ...call, session }, account));
    const outcome = await command.handle(call);
    return "answer" in outcome ? answered(outcome.answer, outcome.effects) : answered(outcome);
  }
}

function refused(code: CoreRefusal["code"], details: CoreRefusal["details"]): CoreRefusal {
  return { kind: "refused", code, details };
}
