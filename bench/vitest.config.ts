import { defineProject } from "vitest/config";

// The benches' pure helpers; the benches themselves run only by `npm run bench:*`.
export default defineProject({
  test: { name: "bench", include: ["**/*.test.ts"], exclude: ["board/page/**", "**/node_modules/**"] },
});
