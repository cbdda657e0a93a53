import { drivingPace, kmReadings, tyreFitment, tyreReport, type Vehicle } from "@odo/domain";
import { currentCountry } from "../shared/i18n/region.js";
import { currentOdometer, type History } from "./garage.js";

/**
 * A vehicle's tyres as its screens read them: each set's state (`tyreReport`), at the law of the
 * user's country and the vehicle's pace, and where each tyre is. A set deleted by mistake leaves its
 * moves behind: its tyres hold no place.
 */
export function tyreOverview(vehicle: Vehicle, history: History, now = new Date()) {
  const odometer = currentOdometer(vehicle, history);
  const report = tyreReport({
    vehicleType: vehicle.vehicleType,
    country: currentCountry(),
    sets: history.tyreSets,
    events: history.tyreEvents,
    readings: history.treadReadings,
    odometerKm: odometer,
    pace: drivingPace(
      kmReadings(history.maintenances, history.refuels, [
        ...history.expenses,
        ...history.tyreEvents,
        ...history.treadReadings,
      ]),
      now,
    ),
    now,
  });
  const known = new Set(history.tyreSets.map((set) => set._id));
  const events = history.tyreEvents.flatMap((event) => {
    const moves = event.moves.filter((move) => known.has(move.set));
    return moves.length > 0 ? [{ ...event, moves }] : [];
  });
  return { odometer, report, events, fitment: tyreFitment(events) };
}
