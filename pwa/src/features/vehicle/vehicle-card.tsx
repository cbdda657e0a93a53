import { useLingui } from "@lingui/react/macro";
import { capabilitiesOf, type Vehicle, vehicleCardSubtitle, workshopVisitOf } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useVehiclePhoto } from "../../data/files.js";
import { useVehicleSummary } from "../../data/vehicle-summary.js";
import { distance, moneyTotals } from "../../shared/i18n/format.js";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { shareRoleName } from "../../shared/i18n/sharing-labels.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";
import { attentionText } from "./attention-text.js";

export const vehicleIcon: Record<Vehicle["vehicleType"], IconName> = {
  bicycle: "bicycle",
  car: "car",
  truck: "truck",
  bus: "bus",
  moto: "moto",
};

/**
 * A vehicle in the garage: its status colour, name, plate (or model for bicycles), current km and
 * the most pressing thing about it ("Service in 480 km", "Insurance expired 3 days ago"), as far as
 * the holder's role may see.
 */
export function VehicleCard({
  vehicle,
  logs,
}: {
  vehicle: Vehicle;
  /** From a home-screen shortcut: the card opens that form instead of the vehicle. */
  logs?: "refuel" | "charge" | undefined;
}) {
  const { t } = useLingui();
  const summary = useVehicleSummary(vehicle);
  const photo = useVehiclePhoto(vehicle._id);
  const can = capabilitiesOf(vehicle);
  // Due items are already what the role may see; unknown parts and intervals are status.
  const attention = (summary?.attention ?? []).filter((item) => can.viewMaintenance || item.kind === "due");
  const first = attention[0];
  const visit = workshopVisitOf(vehicle);
  const tone = summary && can.viewMaintenance ? summary.tone : (first?.tone ?? "good");
  const link = logs
    ? ({
        to: "/refuel/add/$id",
        params: { id: vehicle._id },
        search: logs === "charge" ? { energy: "electricity" } : {},
      } as const)
    : ({ to: "/vehicle/$id", params: { id: vehicle._id } } as const);
  return (
    <Link {...link} className={`card vehicle-card tone-${tone}`}>
      {photo?.thumbnail ? (
        <img src={photo.thumbnail} alt="" className="vehicle-card-photo" />
      ) : (
        <span className="vehicle-icon">
          <Icon name={vehicleIcon[vehicle.vehicleType]} size={28} />
        </span>
      )}
      <span className="vehicle-text">
        <span className="vehicle-name">{vehicle.fullname}</span>
        <span className="vehicle-sub">
          {[
            vehicleCardSubtitle(vehicle),
            summary && can.viewKm && summary.odometer > 0 ? distance(summary.odometer) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
        {visit && (
          <span className="vehicle-visit">
            <Icon name="wrench" size={14} />
            {t`In the workshop · ${visit.shopName}`}
          </span>
        )}
        {summary && can.viewSpending && summary.spentThisMonth.length > 0 && (
          <span className="vehicle-spent">{t`This month: ${moneyTotals(summary.spentThisMonth)}`}</span>
        )}
        {first && (
          <span className={`vehicle-attention tone-${first.tone}`}>
            {first.tone === "urgent" && <span className="visually-hidden">{t`Urgent:`} </span>}
            {attentionText(first)}
          </span>
        )}
      </span>
      <span className="vehicle-badges">
        <span className="badge-pill">{vehicleTypeName(vehicle.vehicleType)}</span>
        {vehicle.access && <span className="badge-pill shared">{shareRoleName(vehicle.access.role)}</span>}
      </span>
    </Link>
  );
}
