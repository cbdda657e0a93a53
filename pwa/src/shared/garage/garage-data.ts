import {
  kmReadings,
  type Maintenance,
  odometerKm,
  type Refuel,
  type Reminder,
  type Vehicle,
  type VehicleLimits,
  vehicleLimitsFor,
  vehicleLimitsSchema,
} from "@odo/domain";
import Dexie from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect } from "react";
import { api } from "../../shared/session/api.js";
import { useDatabase } from "../../shared/sync/context.js";
import { readMeta, writeMeta } from "../../shared/sync/db.js";

/** A vehicle from the device: undefined while reading, null when it is not (or no longer) here. */
export function useVehicle(id: string): Vehicle | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.vehicles.get(id)) ?? null, [db, id]);
}

export interface History {
  maintenances: Maintenance[];
  refuels: Refuel[];
  reminders: Reminder[];
}

/** A vehicle's maintenances and refuels, newest first, straight from the [vehicle+date] indexes, and its reminders. */
export function useHistory(vehicleId: string): History | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const lower = [vehicleId, Dexie.minKey];
    const upper = [vehicleId, Dexie.maxKey];
    const [maintenances, refuels, reminders] = await Promise.all([
      db.maintenances.where("[vehicle+date]").between(lower, upper).reverse().toArray(),
      db.refuels.where("[vehicle+date]").between(lower, upper).reverse().toArray(),
      db.reminders.where("vehicle").equals(vehicleId).toArray(),
    ]);
    return { maintenances, refuels, reminders };
  }, [db, vehicleId]);
}

/** The odometer: the highest of the vehicle's km and every reading (ARCHITECTURE.md). */
export function currentOdometer(vehicle: Vehicle, history: History): number {
  return odometerKm(vehicle, kmReadings(history.maintenances, history.refuels));
}

/**
 * The odometer without reading the whole history: the highest readings come from the indexes
 * on [vehicle+kms] and [vehicle+displacement]. The add forms use it, so saving stays quick.
 */
export function useOdometer(vehicle: Vehicle | null | undefined): number | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!vehicle) return undefined;
    const [maintenance, refuel] = await Promise.all([
      db.maintenances.where("[vehicle+kms]").between([vehicle._id, Dexie.minKey], [vehicle._id, Dexie.maxKey]).last(),
      db.refuels
        .where("[vehicle+displacement]")
        .between([vehicle._id, Dexie.minKey], [vehicle._id, Dexie.maxKey])
        .last(),
    ]);
    return odometerKm(vehicle, [
      { date: vehicle.updatedAt, km: maintenance?.kms },
      { date: vehicle.updatedAt, km: refuel?.displacement },
    ]);
  }, [db, vehicle]);
}

/**
 * Limits for the add-vehicle pre-check: the plan's table as the server last sent it (refreshed
 * when online), with the counts of the vehicles on this device, unsent ones included.
 */
export function useVehicleLimits(ownerId: string, plan: VehicleLimits["plan"]): VehicleLimits | undefined {
  const db = useDatabase();
  useEffect(() => {
    api<{ payload?: unknown }>("/vehicles/limits")
      .then(async (reply) => {
        const parsed = vehicleLimitsSchema.safeParse(reply.body.payload);
        if (reply.status === 200 && parsed.success) await writeMeta(db, "limits", parsed.data);
      })
      .catch(() => undefined);
  }, [db]);
  return useLiveQuery(async () => {
    const [vehicles, cached] = await Promise.all([db.vehicles.toArray(), readMeta<VehicleLimits>(db, "limits")]);
    const owned = vehicles.filter((vehicle) => vehicle.user._id === ownerId).map((vehicle) => vehicle.vehicleType);
    const local = vehicleLimitsFor(plan, owned);
    return cached && cached.plan === plan ? { ...local, limits: cached.limits } : local;
  }, [db, ownerId, plan]);
}
