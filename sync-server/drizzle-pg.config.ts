import { defineConfig } from "drizzle-kit";

/** PostgreSQL's migrations, generated from the same schema as SQLite's (`src/db/schema-pg.ts`). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema-pg.ts",
  out: "./drizzle-pg",
});
