import { drivingPace, kmReadings, type Pace, type TimelineNeighbours, type Vehicle } from "@odo/domain";
import type { OdoDatabase } from "../shared/sync/db.js";
import { historyOf, neighboursOnDevice } from "../shared/sync/entry-reads.js";

/**
 * What a reading of the odometer from a photo is checked against (issue "Snap to log"): the
 * readings around the refuel's date, and the vehicle's pace, from the device's copy.
 */
export async function photoReadingContext(
  db: OdoDatabase,
  vehicle: Vehicle,
  date: string,
  now = new Date(),
): Promise<{ neighbours: TimelineNeighbours; pace: Pace }> {
  const history = await historyOf(db, vehicle._id);
  return {
    neighbours: await neighboursOnDevice(db, vehicle, date),
    pace: drivingPace(kmReadings(history.maintenances, history.refuels, history.expenses), now),
  };
}
