import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./scripts/summary-reporter.ts";

export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "scripts", "bench"],
    passWithNoTests: true,
    reporters: ["default", new SummaryReporter()],
  },
});
