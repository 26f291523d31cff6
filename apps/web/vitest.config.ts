import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Pure modules run in Node; component tests (*.test.tsx) opt into happy-dom with a
// `// @vitest-environment happy-dom` first line.
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/wait-budget.ts"],
  },
});
