import { Writable } from "node:stream";
import { SESSION_HEADER } from "@bangia/market";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions, requestLogLevel, SLOW_REQUEST_MILLIS } from "./logging";

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe("loggerOptions", () => {
  it("logs at the configured level", () => {
    expect(loggerOptions({ logLevel: "warn" }).level).toBe("warn");
  });

  it("redacts the session header, cookies and authorization of a logged request", () => {
    const { lines, stream } = capture();
    const logger = pino(loggerOptions({ logLevel: "info" }), stream);
    logger.info(
      {
        req: {
          headers: {
            [SESSION_HEADER]: "sid-123",
            cookie: "sid=sid-123",
            authorization: "Bearer t",
            host: "h",
          },
        },
      },
      "request",
    );
    const line = lines.join("");
    expect(line).not.toContain("sid-123");
    expect(line).not.toContain("Bearer t");
    expect(line).toContain('"host":"h"');
    expect(line).toContain("[redacted]");
  });
});

describe("secret fields in a logged object", () => {
  it("are redacted up to three levels down, while error codes stay readable", () => {
    const { lines, stream } = capture();
    const logger = pino(loggerOptions({ logLevel: "info" }), stream);
    logger.info(
      {
        pass: "digest-1",
        data: { p5: "123456", p1: "digest-2", nested: { pin: "654321" } },
        body: { data: { p2: "TmV3" }, session: "sid-9" },
        req: { headers: { "x-csrf-token": "csrf-1" } },
        code: "NO_SESSION",
      },
      "call",
    );
    const line = lines.join("");
    for (const secret of ["digest-1", "123456", "digest-2", "654321", "TmV3", "sid-9", "csrf-1"])
      expect(line).not.toContain(secret);
    expect(line).toContain('"code":"NO_SESSION"');
  });
});

describe("requestLogLevel", () => {
  it.each([
    [200, 5, "debug"],
    [404, 5, "debug"],
    [200, SLOW_REQUEST_MILLIS, "debug"],
    [200, SLOW_REQUEST_MILLIS + 1, "warn"],
    [500, 5, "warn"],
    [503, 5, "warn"],
  ] as const)("status %i after %i ms logs at %s", (status, millis, level) => {
    expect(requestLogLevel(status, millis)).toBe(level);
  });
});
