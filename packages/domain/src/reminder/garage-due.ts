import type { Attachment } from "../attachment/attachment.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import type { Refuel } from "../refuel/refuel.js";
import { groupedByVehicle } from "../shared/by-vehicle.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { type DueItem, dueItems, dueItemsFor, dueLevels, pressingItems } from "./due.js";
import type { Reminder } from "./reminder.js";
import type { TyreHistory } from "./tyre-due.js";

export interface VehicleDue {
  vehicle: Vehicle;
  item: DueItem;
}

/** What is coming up for a vehicle, as the holder's role may see it. */
export function vehicleDueItems(
  vehicle: Vehicle,
  maintenances: Maintenance[],
  refuels: Refuel[],
  reminders: Reminder[],
  now: Date,
  timeZone: string,
  attachments: readonly Attachment[] = [],
  tyres: TyreHistory = {},
): DueItem[] {
  return dueItemsFor(
    vehicle.access?.role ?? "owner",
    dueItems(vehicle, { maintenances, refuels, attachments, ...tyres }, reminders, now, timeZone),
  );
}

const severity = (item: DueItem) => dueLevels.indexOf(item.level);

/**
 * Everything in a garage that needs a look now (soon or worse, not snoozed), most pressing first.
 * Pure, so the app's screens and the service worker (with the app closed) read it alike.
 */
export function garageDue(
  rows: {
    vehicles: Vehicle[];
    maintenances: Maintenance[];
    refuels: Refuel[];
    reminders: Reminder[];
    /** The vehicles' papers: an inspection certificate's expiry is due like insurance. */
    attachments?: Attachment[];
  } & Omit<TyreHistory, "tyreAgeWarningYears">,
  now: Date,
  timeZone: string,
): VehicleDue[] {
  const maintenances = groupedByVehicle(rows.maintenances);
  const refuels = groupedByVehicle(rows.refuels);
  const reminders = groupedByVehicle(rows.reminders);
  const attachments = groupedByVehicle(rows.attachments ?? []);
  const tyreSets = groupedByVehicle(rows.tyreSets ?? []);
  const tyreEvents = groupedByVehicle(rows.tyreEvents ?? []);
  const treadReadings = groupedByVehicle(rows.treadReadings ?? []);
  return rows.vehicles
    .flatMap((vehicle) =>
      pressingItems(
        vehicleDueItems(
          vehicle,
          maintenances.get(vehicle._id) ?? [],
          refuels.get(vehicle._id) ?? [],
          reminders.get(vehicle._id) ?? [],
          now,
          timeZone,
          attachments.get(vehicle._id) ?? [],
          {
            tyreSets: tyreSets.get(vehicle._id) ?? [],
            tyreEvents: tyreEvents.get(vehicle._id) ?? [],
            treadReadings: treadReadings.get(vehicle._id) ?? [],
            ...(rows.country ? { country: rows.country } : {}),
          },
        ),
      ).map((item) => ({ vehicle, item })),
    )
    .sort((a, b) => severity(b.item) - severity(a.item));
}
