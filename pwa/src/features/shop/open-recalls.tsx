import { Trans } from "@lingui/react/macro";
import { openRecalls } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { useEveryRecallReport } from "../../data/recalls.js";
import type { SharedGarage } from "../../data/shared-garage.js";
import { Icon } from "../../shared/ui/icons.js";
import { customerVehicleLabel } from "./customer-vehicle-label.js";

/**
 * The customers' vehicles with open safety recalls: work the maker pays for, and a reason to call
 * the owner. Read from the device like the rest of the panel; nothing shows when there are none.
 */
export function OpenRecalls({ garage }: { garage: SharedGarage }) {
  const reports = useEveryRecallReport();
  const rows = useMemo(() => {
    if (!reports) return [];
    const vehicles = new Map(garage.entries.map((entry) => [entry.vehicle._id, entry.vehicle]));
    return reports.flatMap((report) => {
      const vehicle = vehicles.get(report.vehicle);
      if (!vehicle) return [];
      const open = openRecalls(
        report,
        garage.maintenances.filter((maintenance) => maintenance.vehicle === report.vehicle),
      );
      return open.length > 0 ? [{ vehicle, open }] : [];
    });
  }, [reports, garage]);
  if (rows.length === 0) return null;
  return (
    <section className="section tight" aria-labelledby="open-recalls-title">
      <h2 id="open-recalls-title">
        <Trans>Open safety recalls ({rows.length})</Trans>
      </h2>
      <ul className="visit-list">
        {rows.map(({ vehicle, open }) => (
          <li key={vehicle._id} className="card">
            <Link to="/vehicle/$id" params={{ id: vehicle._id }} className="text-link">
              {customerVehicleLabel(vehicle)}
            </Link>
            <ul className="due-list">
              {open.map((recall) => (
                <li key={recall.campaign} className="tone-urgent">
                  <Icon name="alert" size={16} />
                  <span>
                    <span lang="en">{recall.component || recall.campaign}</span> ({recall.campaign})
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
