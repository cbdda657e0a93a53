import { type DueItem, dueLevels, pressingItems, type Vehicle } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../sync/context.js";
import { vehicleSummary } from "./vehicle-summary.js";

export interface VehicleDue {
  vehicle: Vehicle;
  item: DueItem;
}

const severity = (item: DueItem) => dueLevels.indexOf(item.level);

/**
 * Everything in the garage that needs a look now (soon or worse, not snoozed), most pressing
 * first, from the device: the "Due soon" list and the notices of things that changed.
 */
export function useGarageDue(tick = 0): VehicleDue[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const [vehicles, maintenances, refuels, reminders] = await Promise.all([
      db.vehicles.toArray(),
      db.maintenances.toArray(),
      db.refuels.toArray(),
      db.reminders.toArray(),
    ]);
    const of = <T extends { vehicle: string }>(rows: T[], id: string) => rows.filter((row) => row.vehicle === id);
    return vehicles
      .flatMap((vehicle) =>
        pressingItems(
          vehicleSummary(vehicle, of(maintenances, vehicle._id), of(refuels, vehicle._id), of(reminders, vehicle._id))
            .due,
        ).map((item) => ({ vehicle, item })),
      )
      .sort((a, b) => severity(b.item) - severity(a.item));
    // `tick` re-reads as time passes (dates come due with no change in the data).
  }, [db, tick]);
}
