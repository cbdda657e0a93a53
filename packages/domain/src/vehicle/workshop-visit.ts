import { z } from "zod";
import type { ShareRole } from "../share/roles.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";

/**
 * A vehicle "in the workshop" (SPEC §2 maintenance mode): set when a workshop claims a share QR
 * with the maintenance-visit digit on, shown to the owner with the shop's name and since when,
 * cleared when the workshop marks the visit done (or the owner collects the vehicle).
 */
export const workshopVisitSchema = z.object({
  workshopId: idSchema,
  shopName: z.string(),
  since: isoDateTimeSchema,
});
export type WorkshopVisit = z.infer<typeof workshopVisitSchema>;

/** Only a workshop's share QR carries the visit digit, and only a workshop's claim starts a visit. */
export function takesWorkshopVisits(role: ShareRole): boolean {
  return role === "workshop";
}

/** Rows stored before visits existed have no field: no visit. */
export function workshopVisitOf(vehicle: { workshopVisit?: WorkshopVisit | null | undefined }): WorkshopVisit | null {
  return vehicle.workshopVisit ?? null;
}

/** Who may end a visit: the workshop it is at, or the owner, who may collect the vehicle. */
export function mayEndWorkshopVisit(
  vehicle: { user: { _id: string }; workshopVisit?: WorkshopVisit | null | undefined },
  userId: string,
): boolean {
  const visit = workshopVisitOf(vehicle);
  return visit !== null && (visit.workshopId === userId || vehicle.user._id === userId);
}
