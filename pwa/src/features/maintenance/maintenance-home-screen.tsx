import { Trans, useLingui } from "@lingui/react/macro";
import { historyEntries, listSizes, type MaintenanceType } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useHistory, useVehicle } from "../../data/garage.js";
import { EntryList } from "../../shared/entry-kit/history-row.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";

const kinds: { type: MaintenanceType; icon: IconName }[] = [
  { type: "general", icon: "wrench" },
  { type: "tires", icon: "tire" },
  { type: "battery", icon: "battery" },
];

/** `/vehicle/maintenance/{id}`: add a maintenance by kind, see the status, search, the last ones. */
export function MaintenanceHomeScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history) return <Spinner label={t`Loading…`} />;
  const latest = historyEntries(history.maintenances, []).slice(0, listSizes.maintenanceList);

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Maintenance`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
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
      <div className="button-pair">
        <Link to="/vehicle/maintenance-status/$id" params={{ id: vehicle._id }} className="button secondary">
          <Icon name="gear" size={18} />
          <Trans>Each part</Trans>
        </Link>
        <Link to="/maintenance/v/$id" params={{ id: vehicle._id }} className="button secondary">
          <Icon name="search" size={18} />
          <Trans>Search</Trans>
        </Link>
      </div>
      <section className="card" aria-labelledby="recent-title">
        <h2 id="recent-title">
          <Trans>Latest maintenance</Trans>
        </h2>
        <EntryList vehicle={vehicle} entries={latest} />
      </section>
    </main>
  );
}
