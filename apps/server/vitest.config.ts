import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Many files build a whole server (database, universe, market beats) in a hook, several at a
    // time on two cores: seconds, not milliseconds. A hang still fails, just later.
    hookTimeout: 90_000,
    testTimeout: 30_000,
  },
});
