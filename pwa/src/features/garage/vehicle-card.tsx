import { type Vehicle, vehicleCardSubtitle } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { shareRoleName } from "../../shared/i18n/sharing-labels.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";

export const vehicleIcon: Record<Vehicle["vehicleType"], IconName> = {
  bicycle: "bicycle",
  car: "car",
  truck: "truck",
  bus: "bus",
  moto: "moto",
};

/** A vehicle in the garage list: name, plate (or model for bicycles), type badge and icon. */
export function VehicleCard({ vehicle, forRefuel = false }: { vehicle: Vehicle; forRefuel?: boolean }) {
  const link = forRefuel
    ? ({ to: "/refuel/add/$id", params: { id: vehicle._id } } as const)
    : ({ to: "/vehicle/$id", params: { id: vehicle._id } } as const);
  return (
    <Link {...link} className="card vehicle-card">
      <span className="vehicle-icon">
        <Icon name={vehicleIcon[vehicle.vehicleType]} size={28} />
      </span>
      <span className="vehicle-text">
        <span className="vehicle-name">{vehicle.fullname}</span>
        <span className="vehicle-sub">{vehicleCardSubtitle(vehicle)}</span>
      </span>
      <span className="vehicle-badges">
        <span className="badge-pill">{vehicleTypeName(vehicle.vehicleType)}</span>
        {vehicle.access && <span className="badge-pill shared">{shareRoleName(vehicle.access.role)}</span>}
      </span>
    </Link>
  );
}
