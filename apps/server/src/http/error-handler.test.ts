import { describe, expect, it } from "vitest";
import { API_ERRORS, API_ERROR_CODES, ApiError } from "./api-errors";
import { answerFor } from "./error-handler";

function fastifyError(statusCode: number, message = "m"): Error {
  return Object.assign(new Error(message), { statusCode });
}

describe("the error catalogue", () => {
  it("has a Vietnamese (with diacritics) and an English message for every code", () => {
    for (const code of API_ERROR_CODES) {
      const { message, status } = API_ERRORS[code];
      expect(message.vi.length).toBeGreaterThan(0);
      expect(message.en.length).toBeGreaterThan(0);
      expect(message.vi).not.toBe(message.en);
      expect(message.vi).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳýạ-ỹ]/u);
      expect(status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("answerFor", () => {
  it("keeps an ApiError's code, details and status", () => {
    const error = new ApiError("UNKNOWN_SYMBOL", [{ path: "body/symbols", message: "x" }], 400);
    expect(answerFor(error)).toEqual({
      status: 400,
      code: "UNKNOWN_SYMBOL",
      details: [{ path: "body/symbols", message: "x" }],
    });
  });

  it("turns schema validation into 400 BAD_REQUEST with where and why", () => {
    const error = Object.assign(new Error("bad"), {
      statusCode: 400,
      validationContext: "body",
      validation: [
        {
          instancePath: "",
          message: "must have required property 'name'",
          params: { missingProperty: "name" },
        },
        { instancePath: "/symbols/0", message: "must match pattern" },
        {
          instancePath: "",
          message: "must NOT have additional properties",
          params: { additionalProperty: "x" },
        },
      ],
    });
    expect(answerFor(error)).toEqual({
      status: 400,
      code: "BAD_REQUEST",
      details: [
        { path: "body/name", message: "must have required property 'name'" },
        { path: "body/symbols/0", message: "must match pattern" },
        { path: "body/x", message: "must not have this property" },
      ],
    });
  });

  it.each([
    [413, "PAYLOAD_TOO_LARGE", 413],
    [415, "UNSUPPORTED_MEDIA_TYPE", 415],
    [404, "NOT_FOUND", 404],
    [400, "BAD_REQUEST", 400],
    [411, "BAD_REQUEST", 400],
    [500, "INTERNAL", 500],
    [503, "INTERNAL", 500],
  ])("a Fastify %i → %s", (statusCode, code, status) => {
    expect(answerFor(fastifyError(statusCode))).toMatchObject({ code, status });
  });

  it.each([
    ["FST_ERR_BAD_URL", 400, "has a malformed percent-encoding"],
    ["FST_ERR_MAX_PARAM_LENGTH", 414, "a path parameter is too long"],
  ])("Fastify's URL refusal %s → %i BAD_REQUEST at url", (code, status, message) => {
    const error = Object.assign(new Error("'/api/x/%C0' is not a valid url component"), {
      code,
      statusCode: 400,
    });
    expect(answerFor(error)).toEqual({ status, code: "BAD_REQUEST", details: [{ path: "url", message }] });
  });

  it("reads an error code only as a URL refusal it knows", () => {
    const error = Object.assign(new Error("m"), { code: "constructor", statusCode: 500 });
    expect(answerFor(error)).toEqual({ status: 500, code: "INTERNAL", details: [] });
  });

  it("anything else → 500 INTERNAL without details", () => {
    expect(answerFor(new TypeError("secret"))).toEqual({ status: 500, code: "INTERNAL", details: [] });
    expect(answerFor("thrown text")).toEqual({ status: 500, code: "INTERNAL", details: [] });
  });
});
