import { t } from "@lingui/core/macro";
import type { Maintenance, Vehicle } from "@odo/domain";

/** Who logged a maintenance, for the export and the printed history: the owner, or the workshop by its shop's name. */
export function loggedByText(maintenance: Maintenance, vehicle: Pick<Vehicle, "user">): string {
  if (maintenance.loggedByShop) return maintenance.loggedByShop;
  if (maintenance.createdBy === null || maintenance.createdBy === vehicle.user._id) return t`Owner`;
  return t`Someone the vehicle was shared with`;
}
