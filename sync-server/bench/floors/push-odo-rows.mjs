// The floor for a push that writes what Odo's push writes, minus Odo's code: a minimal Fastify
// process that takes the same batches and, in one transaction a batch, on Odo's own database (its
// tables, indexes and foreign keys, made by Odo's migrations; `DB_FILE` or `DATABASE_URL`), writes
// each vehicle or entry row, moves the vehicle's odometer, appends both to the owner's change log
// (the row as JSON, one entry per row), records each mutation's answer and the device's last one.
// No validation, no access check, no read of the timeline: those are Odo's code.
// (`push.mjs` is the issue's floor: one unindexed table of bodies and no log.)
import Database from "better-sqlite3";
import postgres from "postgres";
import { servePush } from "./serve-push.mjs";

const owner = process.env.OWNER;
const now = () => new Date().toISOString();

/** Odo's columns of each table the floor inserts into, from a mutation's record. */
const vehicleRow = (v) => ({
  id: v._id,
  owner_id: owner,
  vehicle_type: v.vehicleType,
  fullname: "",
  brand: "",
  manufacture: v.manufacture,
  model: v.model,
  plate_number: v.plateNumber ?? null,
  displacement: 0,
  initial_km: 0,
  from: "manual",
  integrations: "[]",
  created_at: v.createdAt,
  updated_at: v.createdAt,
});
const maintenanceRow = (m, vehicleId, createdAt) => ({
  id: m._id,
  vehicle_id: vehicleId,
  type: m.type,
  adjustments: JSON.stringify(m.adjustments),
  kms: m.kms,
  date: m.date,
  created_by: owner,
  created_at: createdAt,
});
const refuelRow = (r, vehicleId, createdAt) => ({
  id: r._id,
  vehicle_id: vehicleId,
  date: r.date,
  amount: r.amount,
  quantity: r.quantity,
  displacement: r.displacement,
  station_name: "",
  station_location: "",
  created_by: owner,
  created_at: createdAt,
});

/**
 * What a batch writes: the rows inserted per table (vehicles first, for the entries' foreign
 * keys), the vehicles whose odometer moved, and the change-log entries in order.
 */
function writesOf(mutations, vehicles) {
  const inserted = { vehicles: [], maintenances: [], refuels: [] };
  const moved = new Map();
  const logged = [];
  for (const { name, args } of mutations) {
    if (name === "vehicle.create") {
      const vehicle = { ...args, displacement: args.displacement ?? 0, createdAt: now() };
      vehicles.set(args._id, vehicle);
      inserted.vehicles.push(vehicleRow(vehicle));
      logged.push(["vehicle", args._id, vehicle]);
      continue;
    }
    const isRefuel = name === "refuel.create";
    const entry = isRefuel ? args.refuel : args.maintenance;
    if (isRefuel) inserted.refuels.push(refuelRow(entry, args.vehicleId, now()));
    else inserted.maintenances.push(maintenanceRow(entry, args.vehicleId, now()));
    logged.push([isRefuel ? "refuel" : "maintenance", entry._id, { ...entry, vehicleId: args.vehicleId }]);
    const vehicle = vehicles.get(args.vehicleId);
    const km = isRefuel ? entry.displacement : entry.kms;
    if (vehicle && km > vehicle.displacement) {
      vehicle.displacement = km;
      moved.set(args.vehicleId, vehicle);
      logged.push(["vehicle", args.vehicleId, vehicle]);
    }
  }
  return { inserted, moved, logged };
}

function sqliteStore(file, synchronous) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma("busy_timeout = 5000");
  // One insert per table, its columns named as the rows name them.
  const inserts = new Map();
  const insertInto = (table, row) => {
    let insert = inserts.get(table);
    if (!insert) {
      const columns = Object.keys(row);
      insert = db.prepare(
        `INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(", ")})
         VALUES (${columns.map((column) => `@${column}`).join(", ")})`,
      );
      inserts.set(table, insert);
    }
    insert.run(row);
  };
  const move = db.prepare("UPDATE vehicles SET displacement = ?, updated_at = ? WHERE id = ?");
  const log = db.prepare(
    "INSERT OR REPLACE INTO change_log (user_id, entity, entity_id, op, data) VALUES (?, ?, ?, 'put', ?) RETURNING seq",
  );
  const addClient = db.prepare(
    "INSERT INTO sync_clients (id, user_id, last_mutation_id, created_at) VALUES (?, ?, 0, ?) ON CONFLICT DO NOTHING",
  );
  const answer = db.prepare("INSERT INTO sync_results (client_id, mid, status) VALUES (?, ?, 'applied')");
  const lastMid = db.prepare("UPDATE sync_clients SET last_mutation_id = ? WHERE id = ?");
  const vehicles = new Map();
  const apply = db.transaction((mutations, clientId) => {
    const { inserted, moved, logged } = writesOf(mutations, vehicles);
    addClient.run(clientId, owner, now());
    for (const [table, rows] of Object.entries(inserted)) for (const row of rows) insertInto(table, row);
    for (const [id, v] of moved) move.run(v.displacement, now(), id);
    for (const [entity, id, data] of logged) log.get(owner, entity, id, JSON.stringify(data));
    for (const { mid } of mutations) answer.run(clientId, mid);
    lastMid.run(mutations.at(-1)?.mid ?? 0, clientId);
  });
  return async (mutations, clientId) => apply(mutations, clientId);
}

async function postgresStore(url) {
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  const vehicles = new Map();
  return (mutations, clientId) =>
    sql.begin(async (tx) => {
      const { inserted, moved, logged } = writesOf(mutations, vehicles);
      await tx`INSERT INTO sync_clients ${tx({ id: clientId, user_id: owner, last_mutation_id: 0, created_at: now() })}
        ON CONFLICT DO NOTHING`;
      for (const [table, rows] of Object.entries(inserted))
        if (rows.length > 0) await tx`INSERT INTO ${tx(table)} ${tx(rows)}`;
      if (moved.size > 0) {
        const ids = [...moved.keys()];
        await tx`UPDATE vehicles SET displacement = moved.km, updated_at = ${now()}
          FROM unnest(${tx.array(ids)}::text[], ${tx.array(ids.map((id) => moved.get(id).displacement))}::float8[])
          AS moved(id, km) WHERE vehicles.id = moved.id`;
      }
      // One entry per row (the last), the user's log locked so its entries commit in seq order.
      const latest = new Map(logged.map(([entity, id, data]) => [`${entity} ${id}`, [entity, id, data]]));
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`change_log:${owner}`}))`;
      await tx`INSERT INTO change_log ${tx(
        [...latest.values()].map(([entity, entity_id, data]) => ({
          user_id: owner,
          entity,
          entity_id,
          op: "put",
          data: JSON.stringify(data),
        })),
      )} ON CONFLICT (user_id, entity, entity_id) DO UPDATE
        SET seq = nextval(pg_get_serial_sequence('change_log', 'seq')), op = excluded.op, data = excluded.data
        RETURNING user_id, seq`;
      await tx`INSERT INTO sync_results ${tx(mutations.map(({ mid }) => ({ client_id: clientId, mid, status: "applied" })))}`;
      await tx`UPDATE sync_clients SET last_mutation_id = ${mutations.at(-1)?.mid ?? 0} WHERE id = ${clientId}`;
    });
}

await servePush(
  process.env.DATABASE_URL
    ? await postgresStore(process.env.DATABASE_URL)
    : sqliteStore(process.env.DB_FILE, process.env.SQLITE_SYNCHRONOUS ?? "full"),
);
