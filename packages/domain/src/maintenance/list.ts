import { z } from "zod";
import { listSizes } from "../app/constants.js";
import { refuelReading } from "../refuel/reading.js";
import type { Refuel } from "../refuel/refuel.js";
import { toTime } from "../shared/dates.js";
import { controlInLine, truncate } from "../shared/text.js";
import type { Maintenance } from "./maintenance.js";

/** SPEC §3 "List item": one row of a vehicle's history, a maintenance or a refuel. */
export const listItemSchema = z.object({
  _id: z.string(),
  type: z.enum(["maintenance", "refuel"]),
  maintenanceType: z.enum(["tires", "battery", "other"]).nullable(),
  description: z.string(),
  date: z.string(),
  amount: z.number().nullable(),
  kms: z.number().nullable(),
  quantity: z.number().nullable(),
  /** A maintenance's work done, as keys, so a client can name them in the user's language. */
  adjustments: z.array(z.string()),
  /** Whether `description` is the user's own text rather than the adjustment keys. */
  described: z.boolean(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/** In lists a general maintenance shows as "other" (SPEC §3). */
export function listMaintenanceType(type: Maintenance["type"]): "tires" | "battery" | "other" {
  return type === "general" ? "other" : type;
}

function describe(maintenance: Pick<Maintenance, "description" | "adjustments">): string {
  return maintenance.description ?? maintenance.adjustments.join(", ");
}

export function maintenanceListItem(maintenance: Maintenance): ListItem {
  return {
    _id: maintenance._id,
    type: "maintenance",
    maintenanceType: listMaintenanceType(maintenance.type),
    description: truncate(describe(maintenance), listSizes.descriptionPreviewChars),
    date: maintenance.date,
    amount: maintenance.amount,
    kms: maintenance.kms,
    quantity: null,
    adjustments: maintenance.adjustments,
    described: maintenance.description !== null,
  };
}

export function refuelListItem(refuel: Refuel): ListItem {
  return {
    _id: refuel._id,
    type: "refuel",
    maintenanceType: null,
    description: truncate(refuel.gasStation.name || refuel.gasStation.location, listSizes.descriptionPreviewChars),
    date: refuel.date,
    amount: refuel.amount,
    kms: refuelReading(refuel),
    quantity: refuel.quantity,
    adjustments: [],
    described: true,
  };
}

/** The newest `limit` items of a vehicle's history, maintenances and refuels together. */
export function latestListItems(
  maintenances: readonly Maintenance[],
  refuels: readonly Refuel[],
  limit: number = listSizes.vehicleLatestItems,
): ListItem[] {
  return [...maintenances.map(maintenanceListItem), ...refuels.map(refuelListItem)]
    .sort((a, b) => toTime(b.date) - toTime(a.date))
    .slice(0, limit);
}

/** The route a list item opens: a refuel's detail or a maintenance's (SPEC §2). */
export function listItemPath(vehicleId: string, item: Pick<ListItem, "_id" | "type">): string {
  return item.type === "refuel"
    ? `/refuel/detail/${vehicleId}/${item._id}`
    : `/maintenance/detail/${vehicleId}/${item._id}`;
}

/** The search form: empty text is 'required field' (SPEC §5 "Maintenance search"). */
export const maintenanceSearchSchema = z.object({
  query: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(200, { error: "maxLength" })
    .refine((text) => !controlInLine.test(text), { error: "invalidCharacters" }),
});

/**
 * Maintenances whose type or description contains the query, case-insensitively, newest first, at
 * most 10. `typeLabel` lets the PWA match the type's name in the user's language as well.
 */
export function searchMaintenances(
  maintenances: readonly Maintenance[],
  query: string,
  typeLabel: (type: Maintenance["type"]) => string = (type) => type,
  limit: number = listSizes.maintenanceList,
): Maintenance[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return [];
  return maintenances
    .filter((maintenance) =>
      [maintenance.type, typeLabel(maintenance.type), maintenance.description ?? ""].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
    )
    .sort((a, b) => toTime(b.date) - toTime(a.date))
    .slice(0, limit);
}
