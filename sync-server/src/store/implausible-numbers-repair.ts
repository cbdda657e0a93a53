import { numberLimits, pricePerLitre } from "@odo/domain";
import { eq, inArray } from "drizzle-orm";
import type { DataRepair } from "../db/repairs.js";
import { maintenances, refuels, vehicles } from "../db/schema.js";
import { publishHistoryRow, publishVehicle } from "./audience.js";
import { maintenanceView, refuelView, vehicleView } from "./views.js";

const within = (value: number | null, min: number, max: number) => value === null || (value >= min && value <= max);
const km = (value: number | null) => within(value, 0, numberLimits.odometerKm);
const money = (value: number | null) => within(value, 0, numberLimits.amount);
const litres = (value: number | null) => within(value, 0, numberLimits.litresPerRefuel);
const capped = (value: number, max: number) => (value >= 0 && value <= max ? value : Math.min(Math.max(value, 0), max));

/**
 * Before numbers had a maximum, a reading of 1e307 was stored as Infinity and locked the owner out
 * of logging any km (every reading was "below" it). This clears such values (a nullable one becomes
 * unknown, an odometer falls back to where the vehicle started, a required litres or amount is
 * capped) and sends the corrected rows to everyone who holds them.
 */
export const implausibleNumbersRepair: DataRepair = {
  name: "2026-11-23-implausible-numbers",
  async run(db, now) {
    const stamp = now.toISOString();
    const touched = new Set<string>();

    for (const row of await db.select().from(vehicles)) {
      const { year, passengers } = numberLimits;
      const fixed = {
        initialKm: km(row.initialKm) ? row.initialKm : 0,
        externalDistance: km(row.externalDistance) ? row.externalDistance : null,
        year: within(row.year, year.min, year.max) ? row.year : null,
        passengers: within(row.passengers, passengers.min, passengers.max) ? row.passengers : null,
      };
      const displacement = km(row.displacement) ? row.displacement : fixed.initialKm;
      const changed =
        displacement !== row.displacement ||
        Object.entries(fixed).some(([field, value]) => row[field as keyof typeof fixed] !== value);
      if (!changed) continue;
      await db
        .update(vehicles)
        .set({ ...fixed, displacement, updatedAt: stamp })
        .where(eq(vehicles.id, row.id));
      touched.add(row.id);
    }

    const badMaintenances = (await db.select().from(maintenances)).filter((row) => !km(row.kms) || !money(row.amount));
    for (const row of badMaintenances) {
      const fixed = { kms: km(row.kms) ? row.kms : null, amount: money(row.amount) ? row.amount : null };
      await db.update(maintenances).set(fixed).where(eq(maintenances.id, row.id));
    }

    const badRefuels = (await db.select().from(refuels)).filter(
      (row) => !km(row.displacement) || !money(row.amount) || !litres(row.quantity) || !money(row.pricePerLt),
    );
    for (const row of badRefuels) {
      const amount = capped(row.amount, numberLimits.amount);
      const quantity = capped(row.quantity, numberLimits.litresPerRefuel);
      const displacement = km(row.displacement) ? row.displacement : 0;
      const pricePerLt = pricePerLitre(amount, quantity);
      await db.update(refuels).set({ amount, quantity, displacement, pricePerLt }).where(eq(refuels.id, row.id));
    }

    const vehicleIds = [
      ...new Set([
        ...touched,
        ...badMaintenances.map((row) => row.vehicleId),
        ...badRefuels.map((row) => row.vehicleId),
      ]),
    ];
    if (vehicleIds.length === 0) return;
    const byId = new Map(
      (await db.select().from(vehicles).where(inArray(vehicles.id, vehicleIds))).map((row) => [
        row.id,
        vehicleView(row),
      ]),
    );
    for (const id of touched) {
      const vehicle = byId.get(id);
      if (vehicle) await publishVehicle(db, vehicle);
    }
    const maintenanceIds = badMaintenances.map((row) => row.id);
    for (const row of maintenanceIds.length
      ? await db.select().from(maintenances).where(inArray(maintenances.id, maintenanceIds))
      : []) {
      const vehicle = byId.get(row.vehicleId);
      if (vehicle) await publishHistoryRow(db, "maintenance", vehicle, maintenanceView(row));
    }
    const refuelIds = badRefuels.map((row) => row.id);
    for (const row of refuelIds.length ? await db.select().from(refuels).where(inArray(refuels.id, refuelIds)) : []) {
      const vehicle = byId.get(row.vehicleId);
      if (vehicle) await publishHistoryRow(db, "refuel", vehicle, refuelView(row));
    }
  },
};
