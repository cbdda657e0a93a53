// The floor for `GET /api/vehicles` done the fastest way better-sqlite3 allows: the same query
// handing arrays, each made into an object by one literal (the builder taken from Odo's build, as
// its statements do since issue 48), for better-sqlite3's own objects cost half the request.
// Printed for information beside the floor the target names (vehicle-rows.mjs).
import Database from "better-sqlite3";
import Fastify from "fastify";
import { literalFromArray } from "../../dist/db/object-literals.js";

const db = new Database(process.env.DB_FILE, { readonly: true });
const rows = db.prepare("select * from vehicles where owner_id = ? order by created_at").raw(true);
const objectOf = literalFromArray(rows.columns().map((column) => column.name));
const app = Fastify({ logger: false });
app.get("/:ownerId", async (request) => rows.all(request.params.ownerId).map(objectOf));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
