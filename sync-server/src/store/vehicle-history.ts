import type { AuthoredMaintenance, Expense, Refuel } from "@odo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { maintenances, refuels } from "../db/schema.js";
import { attachmentsOfVehicle } from "./attachment-rows.js";
import type { VehicleHistory } from "./audience.js";
import { expensesOf } from "./expense-rows.js";
import { remindersOf } from "./reminder-rows.js";
import { maintenanceView, refuelView } from "./views.js";

/** A vehicle's whole history as the server keeps it. */
export async function vehicleHistory(
  db: Db,
  vehicleId: string,
): Promise<
  VehicleHistory & {
    maintenances: AuthoredMaintenance[];
    refuels: Refuel[];
    expenses: Expense[];
  }
> {
  return {
    maintenances: (await db.select().from(maintenances).where(eq(maintenances.vehicleId, vehicleId))).map(
      maintenanceView,
    ),
    refuels: (await db.select().from(refuels).where(eq(refuels.vehicleId, vehicleId))).map(refuelView),
    expenses: await expensesOf(db, vehicleId),
    reminders: await remindersOf(db, vehicleId),
    attachments: await attachmentsOfVehicle(db, vehicleId),
  };
}
