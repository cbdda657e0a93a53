import type { Db } from "./connection.js";

/**
 * Queries a hot path runs for every vehicle, built by drizzle once per connection instead of on
 * every call: building the SQL text cost more than running it on SQLite (a reminder run reads each
 * vehicle's history). Values go in through `sql.placeholder`.
 */
export function builtOnce<Queries>(build: (db: Db) => Queries): (db: Db) => Queries {
  const built = new WeakMap<Db, Queries>();
  return (db) => {
    let queries = built.get(db);
    if (queries === undefined) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}
