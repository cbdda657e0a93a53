import type {
  AuthoredMaintenance,
  AuthorSettings,
  EntryKind,
  EntryOfKind,
  HeldEntry,
  HeldVehicle,
  Maintenance,
  MutationStore,
  Refuel,
  TimelineNeighbours,
  Vehicle,
} from "@odo/domain";
import { eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import type { Db } from "../db/open.js";
import { maintenances, refuels, vehicles } from "../db/schema.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { roleOf, vehicleAccess } from "./access.js";
import {
  type AudienceMember,
  publishMaintenance,
  publishOdometer,
  publishRefuel,
  retractRow,
  vehicleAudience,
} from "./audience.js";
import {
  authorSettingsOf,
  insertMaintenance,
  insertRefuel,
  maintenanceExists,
  refuelExists,
  shopNameOf,
  writeOdometer,
} from "./garage-repository.js";
import { highestReading } from "./odometer.js";
import { neighboursAt } from "./timeline.js";
import { maintenanceRow, maintenanceView, refuelRow, refuelView, vehicleView } from "./views.js";

const entryTables = { maintenance: maintenances, refuel: refuels } as const;

/**
 * The shared mutators' store on the server: the repositories, in the caller's unit of work. Each
 * write also reaches the change log of everyone who sees the row, each as their role may see it
 * (`audience.ts`); that, and an id's uniqueness across every user, is what only the server does.
 */
export class RepositoryStore implements MutationStore {
  /** A vehicle's audience, read once per mutation however many rows it writes. */
  readonly #audiences = new Map<string, Promise<AudienceMember[]>>();

  constructor(
    private readonly db: Db,
    private readonly actor: Requester,
  ) {}

  #audience(vehicle: Vehicle): Promise<AudienceMember[]> {
    let audience = this.#audiences.get(vehicle._id);
    if (!audience) {
      audience = vehicleAudience(this.db, vehicle);
      this.#audiences.set(vehicle._id, audience);
    }
    return audience;
  }

  async vehicleAccess(vehicleId: string): Promise<HeldVehicle | undefined> {
    try {
      return await vehicleAccess(this.db, this.actor, vehicleId);
    } catch (error: unknown) {
      if (error instanceof ApiError && error.code === "VEHICLE_NOT_FOUND") return undefined;
      throw error;
    }
  }

  async entry<K extends EntryKind>(kind: K, id: string): Promise<HeldEntry<K> | undefined> {
    const table = entryTables[kind];
    const found = firstRow(
      await this.db
        .select({ entry: table, vehicle: vehicles })
        .from(table)
        .innerJoin(vehicles, eq(vehicles.id, table.vehicleId))
        .where(eq(table.id, id)),
    );
    if (!found) return undefined;
    const entry =
      kind === "maintenance"
        ? maintenanceView(found.entry as typeof maintenances.$inferSelect)
        : refuelView(found.entry as typeof refuels.$inferSelect);
    return {
      entry: entry as EntryOfKind[K],
      vehicle: vehicleView(found.vehicle),
      role: await roleOf(this.db, this.actor, found.vehicle),
    };
  }

  neighboursAt(
    vehicle: Vehicle,
    date: string,
    edited?: { _id: string; km: number | null },
  ): Promise<TimelineNeighbours> {
    return neighboursAt(this.db, vehicle, date, edited);
  }

  highestReading(vehicleId: string): Promise<number | null> {
    return highestReading(this.db, vehicleId);
  }

  authorSettings(): Promise<AuthorSettings> {
    return authorSettingsOf(this.db, this.actor.id);
  }

  shopName(): Promise<string | null> {
    return shopNameOf(this.db, this.actor.id);
  }

  async putEntry<K extends EntryKind>(kind: K, entry: EntryOfKind[K], vehicle: Vehicle, before?: EntryOfKind[K]) {
    // The server's rows all name their author; only a grantee's copy on a device hides it.
    if (kind === "maintenance") await this.#putMaintenance(entry as AuthoredMaintenance, before !== undefined);
    else await this.#putRefuel(entry as Refuel, before !== undefined);
    const audience = await this.#audience(vehicle);
    if (kind === "maintenance") await publishMaintenance(this.db, vehicle, entry as Maintenance, audience);
    else await publishRefuel(this.db, vehicle, entry as Refuel, audience);
  }

  async #putMaintenance(maintenance: AuthoredMaintenance, edit: boolean): Promise<void> {
    if (edit) {
      await this.db.update(maintenances).set(maintenanceRow(maintenance)).where(eq(maintenances.id, maintenance._id));
      return;
    }
    if (await maintenanceExists(this.db, maintenance._id)) throw new ApiError("ID_ALREADY_USED");
    await insertMaintenance(this.db, maintenanceRow(maintenance));
  }

  async #putRefuel(refuel: Refuel, edit: boolean): Promise<void> {
    if (edit) {
      await this.db.update(refuels).set(refuelRow(refuel)).where(eq(refuels.id, refuel._id));
      return;
    }
    if (await refuelExists(this.db, refuel._id)) throw new ApiError("ID_ALREADY_USED");
    await insertRefuel(this.db, refuelRow(refuel));
  }

  async deleteEntry<K extends EntryKind>(kind: K, entry: EntryOfKind[K], vehicle: Vehicle): Promise<void> {
    const table = entryTables[kind];
    await this.db.delete(table).where(eq(table.id, entry._id));
    await retractRow(this.db, vehicle, kind, entry._id);
  }

  async putOdometer(vehicle: Vehicle): Promise<void> {
    await writeOdometer(this.db, vehicle._id, vehicle.displacement, vehicle.updatedAt);
    await publishOdometer(this.db, vehicle, await this.#audience(vehicle));
  }
}
