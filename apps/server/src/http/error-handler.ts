/**
 * Turns every failure into the API's one error body (api-errors.ts): schema validation and
 * JSON parse errors are 400 BAD_REQUEST with details, Fastify's own body errors keep their
 * status with our code, a malformed URL is 400 BAD_REQUEST (414 for an over-long parameter),
 * unknown paths are 404 NOT_FOUND, and anything unexpected is a 500 INTERNAL whose cause is
 * logged, never sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, errorBody, type ApiErrorBody, type ApiErrorCode, type ApiErrorDetail } from "./api-errors";

/** How a failure answers. */
export interface ErrorAnswer {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: readonly ApiErrorDetail[];
}

interface ValidationIssue {
  readonly instancePath?: string;
  readonly message?: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

const MAX_DETAILS = 20;

function validationDetails(
  context: string | undefined,
  issues: readonly ValidationIssue[],
): ApiErrorDetail[] {
  return issues.slice(0, MAX_DETAILS).map((issue) => {
    const missing = issue.params?.["missingProperty"];
    const extra = issue.params?.["additionalProperty"];
    const field = typeof missing === "string" ? `/${missing}` : typeof extra === "string" ? `/${extra}` : "";
    return {
      path: `${context ?? "request"}${issue.instancePath ?? ""}${field}`,
      message: typeof extra === "string" ? "must not have this property" : (issue.message ?? "is not valid"),
    };
  });
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/** Fastify's refusals of a URL before any route runs (its `frameworkErrors`), by error code. */
const URL_ERRORS: ReadonlyMap<unknown, ErrorAnswer> = new Map([
  [
    "FST_ERR_BAD_URL",
    {
      status: 400,
      code: "BAD_REQUEST",
      details: [{ path: "url", message: "has a malformed percent-encoding" }],
    },
  ],
  [
    "FST_ERR_MAX_PARAM_LENGTH",
    { status: 414, code: "BAD_REQUEST", details: [{ path: "url", message: "a path parameter is too long" }] },
  ],
]);

/** The answer to `error`; `internal` answers are the ones worth an error log. */
export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof ApiError)
    return { status: error.statusCode, code: error.code, details: error.details };
  if (!isFastifyError(error)) return { status: 500, code: "INTERNAL", details: [] };
  const urlError = URL_ERRORS.get(error.code);
  if (urlError !== undefined) return urlError;
  if (error.validation !== undefined)
    return {
      status: 400,
      code: "BAD_REQUEST",
      details: validationDetails(error.validationContext, error.validation),
    };
  const status = error.statusCode;
  if (status === 413) return { status, code: "PAYLOAD_TOO_LARGE", details: [] };
  if (status === 415) return { status, code: "UNSUPPORTED_MEDIA_TYPE", details: [] };
  if (status === 404) return { status, code: "NOT_FOUND", details: [] };
  // Fastify's own 4xx (bad JSON, bad content length, empty body): its message says what was wrong.
  if (status !== undefined && status >= 400 && status < 500)
    return { status: 400, code: "BAD_REQUEST", details: [{ path: "body", message: error.message }] };
  return { status: 500, code: "INTERNAL", details: [] };
}

/** Logs the failure at the level it deserves and answers the error body. */
export function replyWithError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  shape: (body: ApiErrorBody, answer: ErrorAnswer) => unknown = (body) => body,
): FastifyReply {
  const answer = answerFor(error);
  if (answer.status >= 500) request.log.error({ err: error }, "request failed");
  // A refusal is the caller's mistake, not the operator's: debug, like the request itself.
  else request.log.debug({ code: answer.code, status: answer.status }, "request refused");
  const body = errorBody(answer.code, request.id, answer.details);
  return reply
    .status(answer.status)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(shape(body, answer)));
}

/** Installs the error and not-found handlers on `app` (its child contexts inherit them). */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    replyWithError(new ApiError("NOT_FOUND", [{ path: "url", message: "no such route" }]), request, reply),
  );
}
