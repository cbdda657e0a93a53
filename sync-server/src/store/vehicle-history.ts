import type { AuthoredMaintenance, Expense, Refuel } from "@odo/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { builtOnce } from "../db/prepared.js";
import { maintenances, recalls, refuels, treadReadings, tyreEvents, tyreSets } from "../db/schema.js";
import { attachmentsOfVehicle } from "./attachment-rows.js";
import type { VehicleHistory } from "./audience.js";
import { expensesOf } from "./expense-rows.js";
import { recallView } from "./recall-rows.js";
import { remindersOf } from "./reminder-rows.js";
import { treadReadingView, tyreEventView, tyreSetView } from "./tyre-rows.js";
import { maintenanceView, refuelView } from "./views.js";

const vehicleId = sql.placeholder("vehicleId");
const entriesOf = builtOnce((db) => ({
  maintenances: db.select().from(maintenances).where(eq(maintenances.vehicleId, vehicleId)).prepare(),
  refuels: db.select().from(refuels).where(eq(refuels.vehicleId, vehicleId)).prepare(),
  tyreSets: db.select().from(tyreSets).where(eq(tyreSets.vehicleId, vehicleId)).prepare(),
  tyreEvents: db.select().from(tyreEvents).where(eq(tyreEvents.vehicleId, vehicleId)).prepare(),
  treadReadings: db.select().from(treadReadings).where(eq(treadReadings.vehicleId, vehicleId)).prepare(),
  recalls: db.select().from(recalls).where(eq(recalls.vehicleId, vehicleId)).prepare(),
}));

/** A vehicle's tyre sets, their moves and tread readings, as the server keeps them. */
export async function tyresOf(db: Db, id: string) {
  const queries = entriesOf(db);
  return {
    tyreSets: (await queries.tyreSets.all({ vehicleId: id })).map(tyreSetView),
    tyreEvents: (await queries.tyreEvents.all({ vehicleId: id })).map(tyreEventView),
    treadReadings: (await queries.treadReadings.all({ vehicleId: id })).map(treadReadingView),
  };
}

/** A vehicle's tyre moves. */
export async function tyreEventsOf(db: Db, id: string) {
  return (await entriesOf(db).tyreEvents.all({ vehicleId: id })).map(tyreEventView);
}

/** A vehicle's whole history as the server keeps it. */
export async function vehicleHistory(
  db: Db,
  id: string,
): Promise<
  VehicleHistory & {
    maintenances: AuthoredMaintenance[];
    refuels: Refuel[];
    expenses: Expense[];
  }
> {
  const queries = entriesOf(db);
  return {
    maintenances: (await queries.maintenances.all({ vehicleId: id })).map(maintenanceView),
    refuels: (await queries.refuels.all({ vehicleId: id })).map(refuelView),
    expenses: await expensesOf(db, id),
    reminders: await remindersOf(db, id),
    ...(await tyresOf(db, id)),
    recalls: (await queries.recalls.all({ vehicleId: id })).map(recallView),
    attachments: await attachmentsOfVehicle(db, id),
  };
}
