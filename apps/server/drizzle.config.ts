import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a migration for each schema change; it needs no database.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/db/schema.ts", "./src/db/ledger-schema.ts"],
  out: "./drizzle",
});
