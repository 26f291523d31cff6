/**
 * Checks of a request's raw input, before its route schema validates and coerces it:
 *
 * - No NUL character in any path parameter, query value or string of a JSON body (keys too):
 *   PostgreSQL text cannot hold one, and no field of the API needs one.
 * - A number in a path or query string is written in decimal digits: Ajv's coercion would
 *   otherwise read `1e2`, `0x10` or ` 5` as numbers.
 *
 * Both answer 400 BAD_REQUEST with the place of the refused input.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../http/api-errors";

const NUL = "\u0000";
const MAX_KEY_SHOWN = 40;
const MAX_PATH_SHOWN = 120;

/**
 * The detail path of the first NUL character in `value` (a string, or strings inside arrays
 * and objects, keys included; at most MAX_PATH_SHOWN characters of it), or null when there is
 * none. Iterative: a body may nest deeper than the call stack.
 *
 * @example findNul({ name: "a\u0000" }, "body") // "body/name"
 */
export function findNul(value: unknown, path: string): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const item = next.value;
    if (typeof item === "string") {
      if (item.includes(NUL)) return next.path.slice(0, MAX_PATH_SHOWN);
    } else if (typeof item === "object" && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = `${next.path}/${key.slice(0, MAX_KEY_SHOWN)}`;
        if (key.includes(NUL)) return childPath.slice(0, MAX_PATH_SHOWN);
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

const WHOLE_NUMBER = /^-?\d+$/;
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

type NumericFields = ReadonlyMap<string, RegExp>;

const fieldsBySchema = new WeakMap<object, NumericFields>();

/** The properties of an object schema that take numbers, with the spelling each must have. */
export function numericFields(schema: unknown): NumericFields {
  if (typeof schema !== "object" || schema === null) return new Map();
  const known = fieldsBySchema.get(schema);
  if (known !== undefined) return known;
  const fields = new Map<string, RegExp>();
  const properties: unknown = (schema as { properties?: unknown }).properties;
  if (typeof properties === "object" && properties !== null)
    for (const [name, property] of Object.entries(properties)) {
      const type: unknown = (property as { type?: unknown } | null)?.type;
      if (type === "integer") fields.set(name, WHOLE_NUMBER);
      else if (type === "number") fields.set(name, DECIMAL_NUMBER);
    }
  fieldsBySchema.set(schema, fields);
  return fields;
}

/**
 * The detail path of the first value of `values` that a numeric field of `schema` does not
 * spell in decimal digits, or null. Values not named by the schema are left to it.
 *
 * @example misspeltNumber({ numpage: "1e2" }, schema, "querystring") // "querystring/numpage"
 */
export function misspeltNumber(values: unknown, schema: unknown, part: string): string | null {
  if (typeof values !== "object" || values === null) return null;
  for (const [name, spelling] of numericFields(schema)) {
    const value: unknown = (values as Record<string, unknown>)[name];
    const spellings: unknown[] = Array.isArray(value) ? value : [value];
    if (spellings.some((text) => typeof text === "string" && !spelling.test(text))) return `${part}/${name}`;
  }
  return null;
}

function checkRawInput(request: FastifyRequest): void {
  const nul =
    findNul(request.params, "params") ??
    findNul(request.query, "querystring") ??
    findNul(request.body, "body");
  if (nul !== null) throw badRequest(nul, "must not contain a NUL character");
  const schema = request.routeOptions.schema;
  if (schema === undefined) return;
  const misspelt =
    misspeltNumber(request.params, schema.params, "params") ??
    misspeltNumber(request.query, schema.querystring, "querystring");
  if (misspelt !== null) throw badRequest(misspelt, "must be a number in decimal digits");
}

/** Installs the checks on every route of `app`, after the session check and before validation. */
export function registerRawInputChecks(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => checkRawInput(request));
}
