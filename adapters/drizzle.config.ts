import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./adapters/src/postgres/schema/index.ts",
  out: "./adapters/src/postgres/migrations",
});
