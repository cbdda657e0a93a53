import { Trans, useLingui } from "@lingui/react/macro";
import { latestListItems, listSizes, type MaintenanceType } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { useHistory, useVehicle } from "./garage-data.js";
import { ListItemRow } from "./list-item-row.js";
import { VehicleMissing } from "./vehicle-missing.js";

const kinds: { type: MaintenanceType; icon: IconName }[] = [
  { type: "general", icon: "wrench" },
  { type: "tires", icon: "car" },
  { type: "battery", icon: "plug" },
];

/** `/vehicle/maintenance/{id}`: add a maintenance by kind, see the status, search, the last ones. */
export function MaintenanceHomeScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history) return <Spinner label={t`Loading…`} />;
  const latest = latestListItems(history.maintenances, [], listSizes.maintenanceList);

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Maintenance`}
        back={`/vehicle/${vehicle._id}`}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <section aria-labelledby="add-title">
        <h2 id="add-title">
          <Trans>Log a maintenance</Trans>
        </h2>
        <div className="type-choices three">
          {kinds.map(({ type, icon }) => (
            <Link
              key={type}
              to="/maintenance/add/$type/$id"
              params={{ type, id: vehicle._id }}
              className="card type-choice"
            >
              <Icon name={icon} size={30} />
              <span>{maintenanceTypeName(type)}</span>
            </Link>
          ))}
        </div>
      </section>
      <div className="row wrap">
        <Link to="/vehicle/maintenance-status/$id" params={{ id: vehicle._id }} className="button secondary">
          <Trans>Status by component</Trans>
        </Link>
        <Link to="/maintenance/v/$id" params={{ id: vehicle._id }} className="button secondary">
          <Trans>Search</Trans>
        </Link>
      </div>
      <section className="card" aria-labelledby="recent-title">
        <h2 id="recent-title">
          <Trans>Last maintenances</Trans>
        </h2>
        {latest.length === 0 ? (
          <p className="muted">
            <Trans>Nothing logged yet.</Trans>
          </p>
        ) : (
          <ul className="history">
            {latest.map((item) => (
              <ListItemRow key={item._id} vehicleId={vehicle._id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
