import type { Vehicle } from "@odo/domain";

/** How the shop panel names a customer's vehicle: its name, plate and owner, as far as known. */
export const customerVehicleLabel = (vehicle: Vehicle) =>
  [vehicle.fullname, vehicle.plateNumber, vehicle.access?.ownerName].filter(Boolean).join(" · ");
