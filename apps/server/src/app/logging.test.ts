import { Writable } from "node:stream";
import { SESSION_HEADER } from "@bangia/market";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logging";

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
