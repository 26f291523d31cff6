/**
 * A command of the core gateway (order-entry §7, accounts-session §7): which group and `data.cmd`
 * it answers, whether it needs a session, the TypeBox schema of its `data`, and its handler.
 * `defineCoreCommand` checks at compile time that the schema describes the market package's
 * payload type of that command (core-calls.ts) and that the handler answers that command's data,
 * so a command cannot drift from the wire.
 *
 * Later issues add their commands (orders, books) with the same function and list them in
 * build-app.ts; the gateway (core-routes.ts) does the rest: envelope, session, user, payload.
 */
import type {
  CoreAnswerOf,
  CoreCommandOf,
  CoreDataOf,
  CoreGroup,
  Language,
  CoreAnswer,
} from "@bangia/market";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Static, TSchema } from "typebox";
import { Compile, type Validator } from "typebox/compile";
import type { Session } from "../db/stores";

/** "required": group B, O, FD and Q calls, made with a session; "none": the login's OTP calls. */
export type SessionMode = "required" | "none";

type SessionOf<M extends SessionMode> = M extends "required" ? Session : null;

/** What a handler gets: the validated payload, the envelope's user and language, the session. */
export interface CoreCall<D, M extends SessionMode = SessionMode> {
  readonly data: D;
  /** The envelope's `user`; for session calls it is the session's user (the gateway checks). */
  readonly user: string;
  readonly language: Language;
  readonly session: SessionOf<M>;
  readonly request: FastifyRequest;
  /** For the calls that set cookies (the OTP login) or answer another HTTP status. */
  readonly reply: FastifyReply;
}

/** A command as the gateway holds it. */
export interface CoreCommand {
  readonly group: CoreGroup;
  readonly cmd: string;
  readonly session: SessionMode;
  readonly summary: string;
  readonly payload: Validator;
  handle(call: CoreCall<unknown>): Promise<CoreAnswer<unknown>>;
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
  handle(call: CoreCall<Static<S>, M>): Promise<CoreAnswerOf<G, C>>;
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
  return {
    group: spec.group,
    cmd: spec.cmd,
    session: spec.session,
    summary: spec.summary,
    payload: Compile(spec.payload),
    // The gateway validated `data` against `payload` and passed the session `session` asks for.
    handle: (call) => spec.handle(call as CoreCall<Static<S>, M>),
  };
}
