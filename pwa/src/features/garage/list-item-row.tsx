import { useLingui } from "@lingui/react/macro";
import type { ListItem } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { km, litres, money, whenRelative } from "../../shared/i18n/format.js";
import { adjustmentNameOrKey, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { Icon } from "../../shared/ui/icons.js";

/** One row of a vehicle's history: a refuel or a maintenance, opening its detail (SPEC §2). */
export function ListItemRow({ vehicleId, item }: { vehicleId: string; item: ListItem }) {
  const { t } = useLingui();
  const isRefuel = item.type === "refuel";
  const title = isRefuel ? t`Refuel` : maintenanceTypeName(item.maintenanceType ?? "other");
  const link = isRefuel
    ? ({ to: "/refuel/detail/$id/$rid", params: { id: vehicleId, rid: item._id } } as const)
    : ({ to: "/maintenance/detail/$id/$mid", params: { id: vehicleId, mid: item._id } } as const);
  return (
    <li>
      <Link {...link} className="history-row">
        <span className={`history-icon ${isRefuel ? "refuel" : "maintenance"}`}>
          <Icon name={isRefuel ? "fuel" : "wrench"} size={20} />
        </span>
        <span className="history-text">
          <span className="history-title">{title}</span>
          <span className="history-sub">
            {[
              item.described ? item.description : item.adjustments.map(adjustmentNameOrKey).join(", "),
              item.kms !== null ? km(item.kms) : null,
              item.quantity !== null ? litres(item.quantity) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </span>
        <span className="history-end">
          {item.amount !== null && <span className="history-amount">{money(item.amount)}</span>}
          <time dateTime={item.date}>{whenRelative(item.date)}</time>
        </span>
      </Link>
    </li>
  );
}
