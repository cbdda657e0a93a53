import type { SharedMutationName } from "../sync/mutators.js";

export interface RandomMutation {
  name: SharedMutationName;
  args: unknown;
}

/**
 * A mutation of the random sync histories, the server's model devices' and the app's engine's
 * alike: `op` picks which (creating a vehicle, changing, servicing, refuelling, deleting it,
 * setting its interval, logging an expense with its km, rating the app), on `vehicleId` where it
 * needs one (none without it).
 * Readings are dated `date`, after the vehicles were added.
 */
export function randomMutation(
  op: number,
  vehicleId: string | undefined,
  value: number,
  date: string,
  newId: () => string,
): RandomMutation | undefined {
  const on = (mutation: RandomMutation) => (vehicleId ? mutation : undefined);
  switch (op) {
    case 0:
      return {
        name: "vehicle.create",
        args: {
          _id: newId(),
          vehicleType: ["car", "moto", "bicycle"][value % 3],
          manufacture: "make",
          model: `m${value}`,
          displacement: value,
        },
      };
    case 1:
      return on({ name: "vehicle.update", args: { _id: vehicleId, patch: { color: `c${value}` } } });
    case 2:
      return on({
        name: "maintenance.create",
        args: { vehicleId, maintenance: { _id: newId(), type: "battery", kms: value, date } },
      });
    case 3:
      return on({
        name: "refuel.create",
        args: { vehicleId, refuel: { _id: newId(), date, quantity: 10, amount: 12, displacement: value } },
      });
    case 4:
      return on({ name: "vehicle.delete", args: { _id: vehicleId } });
    case 5:
      return on({
        name: "vehicle.settings",
        args: {
          _id: vehicleId,
          settings: { maintenanceInterval: (value % 600) * 100, resetMaintenanceType: "general" },
        },
      });
    case 6:
      return on({
        name: "expense.create",
        args: { vehicleId, expense: { _id: newId(), category: "tolls", amount: 2, date, km: value } },
      });
    default:
      return { name: "user.rate", args: { rating: value % 7 } };
  }
}
