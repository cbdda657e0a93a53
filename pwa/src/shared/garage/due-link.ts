import type { DueItem } from "@odo/domain";

/** Where an item is dealt with: its maintenance form prefilled, the vehicle's dates, or its reminders. */
export function dueItemLink(vehicleId: string, item: DueItem) {
  if (item.entry) {
    return {
      to: "/maintenance/add/$type/$id",
      params: { type: item.entry.type, id: vehicleId },
      search: item.entry.adjustments.length > 0 ? { for: item.entry.adjustments.join(",") } : {},
    } as const;
  }
  if (item.kind === "insurance" || item.kind === "taxes") {
    return { to: "/vehicle/info/$id", params: { id: vehicleId } } as const;
  }
  // The certificate's expiry is the paper's: a newer certificate is added on the vehicle's page.
  if (item.kind === "inspection") return { to: "/vehicle/$id", params: { id: vehicleId } } as const;
  return { to: "/vehicle/$id/reminders", params: { id: vehicleId } } as const;
}
