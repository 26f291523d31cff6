import { describe, expect, it } from "vitest";
import { redisHost } from "./redis-adapter";

describe("redisHost", () => {
  it.each([
    ["redis://127.0.0.1:6380", "127.0.0.1:6380"],
    ["redis://cache.internal", "cache.internal:6379"],
    ["rediss://user:secret@cache.example.com:6390/2", "cache.example.com:6390"],
    ["not a url", "an unparsable REDIS_URL"],
  ])("names %s as %s, never its credentials", (url, host) => {
    expect(redisHost(url)).toBe(host);
  });
});
