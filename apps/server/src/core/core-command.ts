/**
 * A command of the core gateway (order-entry §7, accounts-session §7): which group and `data.cmd`
 * it answers, whether it needs a session, the TypeBox schema of its `data`, and its handler.
 * `defineCoreCommand` checks at compile time that the schema describes the market package's
 * payload type of that command (core-calls.ts) and that the handler answers that command's data,
 * so a command cannot drift from the wire.
 *
 * A command knows no transport: it gets the caller (session, user, language, client address) and
 * its payload, and answers — with effects (CoreEffect) when the transport must do more, such as
 * setting the session cookies. Each feature exports its own list of commands and build-app.ts
 * composes them; the dispatcher (core-dispatcher.ts) runs them for every caller.
 */
import type {
  CoreAnswer,
  CoreAnswerOf,
  CoreCommandOf,
  CoreDataOf,
  CoreGroup,
  Language,
} from "@bangia/market";
import type { Static, TSchema } from "typebox";
import { Compile, type Validator } from "typebox/compile";
import type { Session } from "../db/stores";

/** "required": group B, O, FD and Q calls, made with a session; "none": the login's OTP calls. */
export type SessionMode = "required" | "none";

type SessionOf<M extends SessionMode> = M extends "required" ? Session : null;

/** Where a command's log lines go (the request's logger over HTTP). */
export interface CoreLog {
  info(detail: object, message: string): void;
}

/**
 * Who calls, as plain data: the live session they present (null without one), the envelope's
 * user and language, and the client address (login lockouts and the audit log; a server-side
 * caller names itself).
 */
export interface CoreCaller {
  readonly session: Session | null;
  readonly user: string;
  readonly language: Language;
  readonly ip: string;
  readonly log?: CoreLog | undefined;
}

/** A caller that presents a session. */
export type SessionCaller = CoreCaller & { readonly session: Session };

/** What a handler gets: the validated payload, the user and language, the session, the address. */
export interface CoreCall<D, M extends SessionMode = SessionMode> {
  readonly data: D;
  /** The envelope's `user`; for session calls it is the session's user (the dispatcher checks). */
  readonly user: string;
  readonly language: Language;
  readonly session: SessionOf<M>;
  readonly ip: string;
  readonly log?: CoreLog | undefined;
}

/** What the transport does besides answering. */
export type CoreEffect =
  /** A login completed: over HTTP, the session cookies are set. */
  | { readonly kind: "session-opened"; readonly sid: string; readonly lifetimeSeconds: number }
  /** The answer refuses malformed input (a blank login field): over HTTP, status 400. */
  | { readonly kind: "input-refused" };

/** An answer with effects; a handler without effects answers the plain CoreAnswer. */
export interface CoreOutcome<A> {
  readonly answer: A;
  readonly effects: readonly CoreEffect[];
}

/** A command as the dispatcher holds it. */
export interface CoreCommand {
  readonly group: CoreGroup;
  readonly cmd: string;
  readonly session: SessionMode;
  readonly summary: string;
  readonly payload: Validator;
  /** A `data` this command takes, for the docs (a caller, or a bot, copies it); absent: none yet. */
  readonly example?: unknown;
  /** The account code the payload names, which the session must own; absent: none is named. */
  readonly accountOf?: (data: unknown) => string;
  handle(call: CoreCall<unknown>): Promise<CoreAnswer<unknown> | CoreOutcome<CoreAnswer<unknown>>>;
}

export interface CoreCommandSpec<
  G extends CoreGroup,
  C extends CoreCommandOf<G>,
  M extends SessionMode,
  S extends TSchema,
> {
  readonly group: G;
  readonly cmd: C;
  readonly session: M;
  /** One line for the docs. */
  readonly summary: string;
  /** The schema of `data`, `cmd` included; fields it does not name are ignored. */
  readonly payload: S;
  /** A `data` the payload schema takes, shown in the docs (checked when the command is defined). */
  readonly example?: Static<S>;
  /**
   * The account code the payload names (e.g. `data.acc` of an order): the dispatcher answers the
   * catalogue's invalid account, audited, unless the session owns exactly that code.
   */
  readonly account?: M extends "required" ? (data: Static<S>) => string : never;
  handle(call: CoreCall<Static<S>, M>): Promise<CoreAnswerOf<G, C> | CoreOutcome<CoreAnswerOf<G, C>>>;
}

/** Empty when the schema's static type is the wire payload; else a parameter no call can fill. */
type PayloadMatches<S extends TSchema, D> = [Static<S>] extends [D] ? [] : [schemaDoesNotMatchPayload: never];

/** A command of the gateway, checked against the market package's wire types. */
export function defineCoreCommand<
  G extends CoreGroup,
  C extends CoreCommandOf<G>,
  M extends SessionMode,
  S extends TSchema,
>(spec: CoreCommandSpec<G, C, M, S>, ..._check: PayloadMatches<S, CoreDataOf<G, C>>): CoreCommand {
  const { account, example } = spec;
  const payload = Compile(spec.payload);
  // The type allows an example a constraint refuses (a maxLength, a minimum): a wrong doc is a bug.
  if (example !== undefined && !payload.Check(example))
    throw new Error(`the example of core command ${spec.group} ${spec.cmd} does not pass its payload schema`);
  return {
    group: spec.group,
    cmd: spec.cmd,
    session: spec.session,
    summary: spec.summary,
    payload,
    ...(example === undefined ? {} : { example }),
    // The dispatcher validated `data` against `payload` before it asks for the account.
    ...(account === undefined ? {} : { accountOf: (data: unknown) => account(data as Static<S>) }),
    // The dispatcher validated `data` against `payload` and passed the session `session` asks for.
    handle: (call) => spec.handle(call as CoreCall<Static<S>, M>),
  };
}
