import {
  type Country,
  comingDueAt,
  comingDueWithin,
  type DueItem,
  groupedByVehicle,
  type Maintenance,
  type Refuel,
  type Reminder,
  type TreadReading,
  type TyreEvent,
  type TyreSet,
  type Vehicle,
  vehicleDueItems,
} from "@odo/domain";

export interface ComingDueRow {
  vehicle: Vehicle;
  item: DueItem;
  /** When it comes due by the owner's projection (now for one already due by km). */
  at: string;
}

/**
 * What comes due within `days` on the vehicles shared with the workshop, soonest first: each vehicle's
 * items by the owner's own rules (`dueItems`), as the workshop's role sees them; tyres by the law
 * of the workshop's `country`.
 */
export function comingDueRows(
  vehicles: readonly Vehicle[],
  history: {
    maintenances: Maintenance[];
    refuels: Refuel[];
    reminders: Reminder[];
    tyreSets: TyreSet[];
    tyreEvents: TyreEvent[];
    treadReadings: TreadReading[];
  },
  days: number,
  now: Date,
  timeZone: string,
  country: Country,
): ComingDueRow[] {
  const maintenances = groupedByVehicle(history.maintenances);
  const refuels = groupedByVehicle(history.refuels);
  const reminders = groupedByVehicle(history.reminders);
  const tyreSets = groupedByVehicle(history.tyreSets);
  const tyreEvents = groupedByVehicle(history.tyreEvents);
  const treadReadings = groupedByVehicle(history.treadReadings);
  return vehicles
    .flatMap((vehicle) =>
      comingDueWithin(
        vehicleDueItems(
          vehicle,
          maintenances.get(vehicle._id) ?? [],
          refuels.get(vehicle._id) ?? [],
          reminders.get(vehicle._id) ?? [],
          now,
          timeZone,
          [],
          {
            tyreSets: tyreSets.get(vehicle._id) ?? [],
            tyreEvents: tyreEvents.get(vehicle._id) ?? [],
            treadReadings: treadReadings.get(vehicle._id) ?? [],
            country,
          },
        ),
        days,
        now,
      ).map((item) => ({ vehicle, item, at: comingDueAt(item, now) ?? now.toISOString() })),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
}
