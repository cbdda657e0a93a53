import { Trans, useLingui } from "@lingui/react/macro";
import { detailedMaintenanceStatus } from "@odo/domain";
import { statusName } from "../../shared/i18n/garage-labels.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { useHistory, useVehicle } from "./garage-data.js";
import { UsageMeter } from "./usage-meter.js";
import { VehicleMissing } from "./vehicle-missing.js";

/** `/vehicle/maintenance-status/{id}`: tires (collapsible), chain for bicycles, brakes, battery. */
export function DetailedStatusScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history) return <Spinner label={t`Loading…`} />;
  const { components } = detailedMaintenanceStatus(vehicle, history.maintenances, history.refuels);
  const tires =
    components.tires.layout === "fourWheels"
      ? [
          { label: t`Front left`, usage: components.tires.frontLeft },
          { label: t`Front right`, usage: components.tires.frontRight },
          { label: t`Rear left`, usage: components.tires.rearLeft },
          { label: t`Rear right`, usage: components.tires.rearRight },
        ]
      : [
          { label: t`Front`, usage: components.tires.front },
          { label: t`Rear`, usage: components.tires.rear },
        ];

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Status by component`}
        back={`/vehicle/${vehicle._id}`}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <details className={`card collapsible tone-border-${components.tires.status}`} open>
        <summary>
          <h2>
            <Trans>Tires</Trans>
          </h2>
          <span className={`status-pill tone-${components.tires.status}`}>{statusName(components.tires.status)}</span>
        </summary>
        <div className="stack">
          {tires.map((tire) => (
            <UsageMeter key={tire.label} usage={tire.usage} label={tire.label} />
          ))}
        </div>
      </details>
      {components.chain && (
        <section className="card">
          <UsageMeter usage={components.chain} label={t`Chain`} />
        </section>
      )}
      <section className="card">
        <UsageMeter usage={components.brakes} label={t`Brakes`} />
      </section>
      <section className="card">
        <UsageMeter usage={components.battery} label={t`Battery`} />
      </section>
      <p className="muted small">
        <Trans>
          Each part counts from the last maintenance that changed it, with the usual service life of its kind.
        </Trans>
      </p>
    </main>
  );
}
