import { describe, expect, it } from "vitest";
import { ConfigError, parseServerConfig } from "./server-config";

describe("parseServerConfig", () => {
  it("defaults to port 3000, ./data, the embedded database and the demo clock", () => {
    const config = parseServerConfig({}, "/srv/app");
    expect(config).toMatchObject({
      port: 3000,
      dataDir: "/srv/app/data",
      databaseUrl: null,
      clockMode: "demo",
      marketSpeed: 1,
      marketSeed: 1,
      marketFirstDay: null,
      redisUrl: null,
      environment: "development",
      logLevel: "info",
    });
  });

  it("reads every variable", () => {
    const config = parseServerConfig(
      {
        PORT: "8080",
        DATA_DIR: "/var/lib/board",
        DATABASE_URL: "postgres://u:p@db:5432/board",
        MARKET_CLOCK: "real",
        MARKET_SPEED: "60",
        MARKET_SEED: "42",
        MARKET_FIRST_DAY: "2026-03-02",
        REDIS_URL: "redis://cache:6379",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
      },
      "/srv/app",
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/lib/board",
      databaseUrl: "postgres://u:p@db:5432/board",
      clockMode: "real",
      marketSpeed: 60,
      marketSeed: 42,
      marketFirstDay: "2026-03-02",
      redisUrl: "redis://cache:6379",
      environment: "production",
      logLevel: "warn",
    });
  });

  it("believes no proxy unless TRUST_PROXY names hops or addresses", () => {
    expect(parseServerConfig({}).trustProxy).toBe(false);
    expect(parseServerConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(parseServerConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseServerConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,::1" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
    ]);
  });

  it.each(["on", "0", "11", "10.0.0.1,proxy.local", "10.0.0.0/33", "::/129", "10.0.0.1,"])(
    "refuses TRUST_PROXY=%s",
    (value) => {
      expect(() => parseServerConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be off/);
    },
  );

  it("is silent under test unless told otherwise", () => {
    expect(parseServerConfig({ NODE_ENV: "test" }).logLevel).toBe("silent");
  });

  it.each([
    ["PORT", "70000", /PORT must be a whole number from 0 to 65535/],
    ["PORT", "abc", /PORT must be a whole number/],
    ["PORT", "-1", /PORT/],
    ["MARKET_SPEED", "0", /MARKET_SPEED must be a whole number from 1 to 600/],
    ["MARKET_SPEED", "1.5", /MARKET_SPEED/],
    ["MARKET_SEED", "x", /MARKET_SEED/],
    ["MARKET_FIRST_DAY", "2026-3-2", /MARKET_FIRST_DAY must be a date/],
    ["MARKET_FIRST_DAY", "2026-03-01", /MARKET_FIRST_DAY must be a trading day/],
    ["MARKET_CLOCK", "fast", /MARKET_CLOCK must be one of demo, real, got "fast"/],
    ["NODE_ENV", "staging", /NODE_ENV must be one of/],
    ["LOG_LEVEL", "loud", /LOG_LEVEL must be one of/],
    ["DATABASE_URL", "mysql://u:p@h/db", /DATABASE_URL must start with postgres: or postgresql:/],
    ["DATABASE_URL", "not a url", /DATABASE_URL must be a URL/],
    ["REDIS_URL", "http://cache", /REDIS_URL must start with redis: or rediss:/],
  ])("refuses %s=%s with a message naming it", (name, value, message) => {
    expect(() => parseServerConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseServerConfig({ [name]: value })).toThrow(message);
  });

  it("never repeats a connection string in its message", () => {
    expect(() => parseServerConfig({ DATABASE_URL: "mysql://user:secret@h/db" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret") }),
    );
  });
});

describe("DEMO_SEED (the demo customers of an empty database)", () => {
  it.each([
    { env: {}, seed: true },
    { env: { NODE_ENV: "test" }, seed: true },
    { env: { DEMO_SEED: "off" }, seed: false },
    { env: { NODE_ENV: "production" }, seed: false },
    { env: { NODE_ENV: "production", DEMO_SEED: "off" }, seed: false },
  ])("$env → $seed", ({ env, seed }) => {
    expect(parseServerConfig(env).demoSeed).toBe(seed);
  });

  it("refuses to seed public credentials in production", () => {
    expect(() => parseServerConfig({ NODE_ENV: "production", DEMO_SEED: "on" })).toThrow(
      /DEMO_SEED=on is refused with NODE_ENV=production/,
    );
  });

  it("names the variable on a bad value", () => {
    expect(() => parseServerConfig({ DEMO_SEED: "yes" })).toThrow(
      /DEMO_SEED must be one of on, off, got "yes"/,
    );
  });
});

describe("BANNER_FROM / BANNER_TO (the login banner's date window)", () => {
  it.each([
    { env: {}, window: null },
    {
      env: { BANNER_FROM: "2026-02-01", BANNER_TO: "2026-02-28" },
      window: { from: "2026-02-01", to: "2026-02-28" },
    },
    { env: { BANNER_FROM: "2026-02-01" }, window: { from: "2026-02-01", to: "9999-12-31" } },
    { env: { BANNER_TO: "2026-02-28" }, window: { from: "1970-01-01", to: "2026-02-28" } },
    {
      env: { BANNER_FROM: "2026-02-10", BANNER_TO: "2026-02-10" },
      window: { from: "2026-02-10", to: "2026-02-10" },
    },
    { env: { BANNER_FROM: " ", BANNER_TO: "" }, window: null },
  ])("$env → $window", ({ env, window }) => {
    expect(parseServerConfig(env).bannerWindow).toEqual(window);
  });

  it.each([
    ["BANNER_FROM", "2026-02-30"],
    ["BANNER_FROM", "10/02/2026"],
    ["BANNER_TO", "2026-2-1"],
    ["BANNER_TO", "soon"],
  ])("refuses %s=%s naming it", (name, value) => {
    expect(() => parseServerConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseServerConfig({ [name]: value })).toThrow(
      new RegExp(`${name} must be a date YYYY-MM-DD, got "${value}"`),
    );
  });

  it("refuses a window that ends before it starts", () => {
    expect(() => parseServerConfig({ BANNER_FROM: "2026-03-01", BANNER_TO: "2026-02-28" })).toThrow(
      /BANNER_FROM \(2026-03-01\) must not be after BANNER_TO \(2026-02-28\)/,
    );
  });
});
