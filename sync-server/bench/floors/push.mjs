// The floor for a push: a minimal Fastify process that takes the same batches of mutations and
// stores each (a vehicle, or an entry that moves its vehicle's odometer) in one transaction per
// batch, on a SQLite file with Odo's durability or on PostgreSQL with many-row statements; no
// validation, no access check, no change log. The bench pushes the same histories to it and to Odo.
import Database from "better-sqlite3";
import postgres from "postgres";
import { servePush } from "./serve-push.mjs";

const schema = [
  "create table if not exists vehicles (id text primary key, owner text, displacement real not null default 0)",
  "create table if not exists entries (id text primary key, vehicle_id text not null, date text not null, km real, body text not null)",
];

function sqliteStore(file, synchronous) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${synchronous}`);
  for (const statement of schema) db.exec(statement);
  const addVehicle = db.prepare("insert into vehicles (id, owner) values (?, ?)");
  const addEntry = db.prepare("insert into entries (id, vehicle_id, date, km, body) values (?, ?, ?, ?, ?)");
  const move = db.prepare("update vehicles set displacement = max(displacement, ?) where id = ?");
  const apply = db.transaction((mutations) => {
    for (const { name, args } of mutations) {
      if (name === "vehicle.create") addVehicle.run(args._id, "floor");
      else {
        const entry = args.maintenance ?? args.refuel;
        const km = entry.kms ?? entry.displacement ?? null;
        addEntry.run(entry._id, args.vehicleId, entry.date, km, JSON.stringify(entry));
        if (km !== null) move.run(km, args.vehicleId);
      }
    }
  });
  return async (mutations) => apply(mutations);
}

async function postgresStore(url) {
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  for (const statement of schema) await sql.unsafe(statement);
  return (mutations) =>
    sql.begin(async (tx) => {
      const vehicles = mutations
        .filter((m) => m.name === "vehicle.create")
        .map((m) => ({ id: m.args._id, owner: "floor" }));
      const entries = mutations
        .filter((m) => m.name !== "vehicle.create")
        .map(({ args }) => {
          const entry = args.maintenance ?? args.refuel;
          const km = entry.kms ?? entry.displacement ?? null;
          return { id: entry._id, vehicle_id: args.vehicleId, date: entry.date, km, body: JSON.stringify(entry) };
        });
      if (vehicles.length > 0) await tx`insert into vehicles ${tx(vehicles)}`;
      if (entries.length > 0) {
        await tx`insert into entries ${tx(entries)}`;
        const moves = new Map();
        for (const entry of entries)
          if (entry.km !== null) moves.set(entry.vehicle_id, Math.max(moves.get(entry.vehicle_id) ?? 0, entry.km));
        const ids = [...moves.keys()];
        const kms = ids.map((id) => moves.get(id));
        await tx`update vehicles set displacement = greatest(vehicles.displacement, moved.km)
          from unnest(${tx.array(ids)}::text[], ${tx.array(kms)}::float8[]) as moved(id, km) where vehicles.id = moved.id`;
      }
    });
}

await servePush(
  process.env.DATABASE_URL
    ? await postgresStore(process.env.DATABASE_URL)
    : sqliteStore(process.env.DB_FILE, process.env.SQLITE_SYNCHRONOUS ?? "full"),
);
