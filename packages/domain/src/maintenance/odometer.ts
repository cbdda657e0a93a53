import { refuelReading } from "../refuel/reading.js";
import { toTime } from "../shared/dates.js";

export interface OdometerVehicle {
  displacement: number;
  initialKm?: number | null | undefined;
  externalDistance?: number | null | undefined;
}

export interface KmReading {
  date: string;
  km: number | null | undefined;
  /**
   * A reading whose day is not known (a part's last replacement recorded by km alone): its km
   * counts for the odometer, its date is only where it was placed, so it never dates anything.
   */
  undated?: boolean | undefined;
}

/**
 * The vehicle's odometer: the highest of its own km, every maintenance reading, every refuel
 * reading and the linked bike's distance (docs/architecture.md "Maintenance status").
 */
export function odometerKm(vehicle: OdometerVehicle, readings: readonly KmReading[]): number {
  let highest = Math.max(vehicle.displacement, vehicle.initialKm ?? 0, vehicle.externalDistance ?? 0);
  for (const reading of readings) {
    if (reading.km !== null && reading.km !== undefined && reading.km > highest) highest = reading.km;
  }
  return highest;
}

/**
 * The odometer at a past moment: the highest reading logged up to then, else where the vehicle
 * started. Used when a maintenance was logged without its own km.
 */
export function odometerAt(date: string, vehicle: OdometerVehicle, readings: readonly KmReading[]): number {
  const until = toTime(date);
  let highest = vehicle.initialKm ?? 0;
  for (const reading of readings) {
    if (reading.undated) continue;
    if (reading.km !== null && reading.km !== undefined && toTime(reading.date) <= until && reading.km > highest) {
      highest = reading.km;
    }
  }
  return highest;
}

/** Every km reading of a vehicle's history, maintenances and refuels together. */
export function kmReadings(
  maintenances: readonly { date: string; kms: number | null; dateUnknown?: boolean | undefined }[],
  refuels: readonly { date: string; displacement: number }[],
  expenses: readonly { date: string; km: number | null }[] = [],
): KmReading[] {
  return [
    ...maintenances.map((maintenance) => ({
      date: maintenance.date,
      km: maintenance.kms,
      ...(maintenance.dateUnknown ? { undated: true } : {}),
    })),
    // A refuel's 0 means "no reading" (SPEC §3 default), not a rolled-back odometer.
    ...refuels.map((refuel) => ({ date: refuel.date, km: refuelReading(refuel) })),
    // An expense with its km (a toll, a parking ticket) is a reading too.
    ...expenses.map((expense) => ({ date: expense.date, km: expense.km })),
  ];
}
