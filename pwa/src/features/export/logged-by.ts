import { t } from "@lingui/core/macro";
import { type Maintenance, maintenanceAuthor, type Vehicle } from "@odo/domain";

/** Who logged a maintenance, in the user's language: the owner, or the workshop by its shop's name. */
export function loggedByText(maintenance: Maintenance, vehicle: Pick<Vehicle, "user">): string {
  const author = maintenanceAuthor(maintenance, vehicle.user._id);
  if (author.kind === "shop") return author.name;
  return author.kind === "owner" ? t`Owner` : t`Someone the vehicle was shared with`;
}
