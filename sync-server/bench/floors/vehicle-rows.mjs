// The floor for an authenticated `GET /api/vehicles`: a minimal Fastify + better-sqlite3 process
// returning the same owner's rows from the same SQLite file with one prepared statement.
import Database from "better-sqlite3";
import Fastify from "fastify";

const db = new Database(process.env.DB_FILE, { readonly: true });
const rows = db.prepare("select * from vehicles where owner_id = ? order by created_at");
const app = Fastify({ logger: false });
app.get("/:ownerId", async (request) => rows.all(request.params.ownerId));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
