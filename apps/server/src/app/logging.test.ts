import { Writable } from "node:stream";
import { SESSION_HEADER } from "@bangia/market";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import {
  loggerOptions,
  OperatorLogController,
  requestLogLevel,
  SlowLines,
  SLOW_REQUEST_MILLIS,
} from "./logging";

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

describe("SlowLines", () => {
  it("lets one slow line a second through and counts the ones left out", () => {
    const lines = new SlowLines(1_000);
    expect(lines.take(0)).toBe(0);
    expect(lines.take(10)).toBeNull();
    expect(lines.take(999)).toBeNull();
    expect(lines.take(1_000)).toBe(2);
    expect(lines.take(5_000)).toBe(0);
  });
});

describe("a flood of slow requests", () => {
  it("writes one warn line per second, naming how many it left out, and keeps 5xx lines", async () => {
    const { lines, stream } = capture();
    let now = 0;
    const app = Fastify({
      loggerInstance: pino({ level: "warn" }, stream),
      logController: new OperatorLogController(new SlowLines(1_000), () => now),
    });
    app.get("/slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MILLIS + 20));
      return "late";
    });
    app.get("/fail", async (_request, reply) => reply.code(503).send("down"));
    await Promise.all(Array.from({ length: 5 }, () => app.inject("/slow")));
    now = 1_000;
    await app.inject("/slow");
    await app.inject("/fail");
    await app.close();
    const completed = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === "request completed");
    expect(
      completed.map((line) => [line.slowLeftOut, (line.res as { statusCode: number }).statusCode]),
    ).toEqual([
      [undefined, 200],
      [4, 200],
      [undefined, 503],
    ]);
  });
});
