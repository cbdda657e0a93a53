import type { AuthoredMaintenance, Refuel, Vehicle } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { ApiError } from "../errors.js";
import { insertEntries, writeOdometers } from "./repository.js";
import { maintenanceRow, refuelRow } from "./views.js";

/**
 * A batch's new entries and moved odometers, held back to go in three statements before the batch
 * commits, instead of two for each mutation. Each vehicle's odometer keeps its last move. Whoever
 * reads the tables these write sends them first (`send`), so no read misses a held write.
 */
export class HeldWrites {
  #maintenances: ReturnType<typeof maintenanceRow>[] = [];
  #refuels: ReturnType<typeof refuelRow>[] = [];
  #odometers = new Map<string, { vehicleId: string; km: number; updatedAt: string }>();

  maintenance(maintenance: AuthoredMaintenance): void {
    this.#maintenances.push(maintenanceRow(maintenance));
  }

  refuel(refuel: Refuel): void {
    this.#refuels.push(refuelRow(refuel));
  }

  odometer(vehicle: Vehicle): void {
    this.#odometers.set(vehicle._id, {
      vehicleId: vehicle._id,
      km: vehicle.displacement,
      updatedAt: vehicle.updatedAt,
    });
  }

  /**
   * Stores what is held. An entry whose id is taken is found only now, when it can no longer be
   * told apart: the batch fails, and the push runs it again a mutation at a time, where that
   * mutation alone is refused.
   */
  async send(db: Db): Promise<void> {
    const entries = { maintenances: this.#maintenances, refuels: this.#refuels };
    const odometers = [...this.#odometers.values()];
    if (entries.maintenances.length + entries.refuels.length + odometers.length === 0) return;
    this.#maintenances = [];
    this.#refuels = [];
    this.#odometers = new Map();
    const [stored] = await Promise.all([insertEntries(db, entries), writeOdometers(db, odometers)]);
    if (stored < entries.maintenances.length + entries.refuels.length) throw new ApiError("ID_ALREADY_USED");
  }
}
