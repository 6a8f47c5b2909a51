import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes the SQL migrations the server applies at start. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./adapters/storage/sql/schema.ts",
  out: "./adapters/storage/sql/migrations",
});
