import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AdjustmentKey,
  type ComponentUsage,
  capabilitiesOf,
  detailedMaintenanceStatus,
  partReplacement,
  type ReplaceablePart,
  serviceStartKnown,
  type User,
} from "@odo/domain";
import { useState } from "react";
import { useHistory, useVehicle } from "../../data/garage.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { LastServiceButton } from "../../shared/garage/last-service-button.js";
import { ReplacementDialog } from "../../shared/garage/replacement-dialog.js";
import { UsageMeter } from "../../shared/garage/usage-meter.js";
import { statusName } from "../../shared/i18n/garage-labels.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";

interface Part {
  part: ReplaceablePart;
  label: string;
  usage: ComponentUsage;
}

/**
 * `/vehicle/maintenance-status/{id}`: tires (collapsible), chain for bicycles, brakes, battery. A
 * part never logged is unknown, not assumed new; whoever logs maintenance records when it was last
 * replaced, by km or date.
 */
export function DetailedStatusScreen({ vehicleId, user }: { vehicleId: string; user: User }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  const [recording, setRecording] = useState<Pick<Part, "part" | "label"> | null>(null);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history) return <Spinner label={t`Loading…`} />;
  const { components } = detailedMaintenanceStatus(vehicle, history.maintenances, history.refuels);
  const serviceKnown = serviceStartKnown(vehicle, history.maintenances);
  const can = capabilitiesOf(vehicle);
  const tire = (part: AdjustmentKey, label: string, usage: ComponentUsage): Part => ({ part, label, usage });
  const tires =
    components.tires.layout === "fourWheels"
      ? [
          tire("tireLeftFront", t`Front left`, components.tires.frontLeft),
          tire("tireRightFront", t`Front right`, components.tires.frontRight),
          tire("tireLeftBack", t`Rear left`, components.tires.rearLeft),
          tire("tireRightBack", t`Rear right`, components.tires.rearRight),
        ]
      : [tire("bikeTireFront", t`Front`, components.tires.front), tire("bikeTireBack", t`Rear`, components.tires.rear)];
  const others: Part[] = [
    ...(components.chain ? [{ part: "chain" as const, label: t`Chain`, usage: components.chain }] : []),
    { part: "brakes", label: t`Brakes`, usage: components.brakes },
    ...(components.battery ? [{ part: "battery" as const, label: t`Battery`, usage: components.battery }] : []),
  ];
  const record = (part: Part) =>
    can.addMaintenance && (
      <button type="button" className="button secondary small" onClick={() => setRecording(part)}>
        {part.usage.status === "unknown" ? <Trans>Log its last replacement</Trans> : <Trans>Log a replacement</Trans>}
      </button>
    );

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Each part`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      {!serviceKnown && (
        <section className="card stack tight" aria-labelledby="last-service-title">
          <h2 id="last-service-title" className="card-title">
            <Trans>Last service</Trans>
          </h2>
          <p className="muted small-text">
            <Trans>Unknown: log your last service, and the next one is counted from it.</Trans>
          </p>
          {can.addMaintenance && <LastServiceButton vehicle={vehicle} user={user} />}
        </section>
      )}
      <details className={`card collapsible tone-border-${components.tires.status}`} open>
        <summary>
          <h2>
            <Trans>Tires</Trans>
          </h2>
          <span className={`status-pill tone-${components.tires.status}`}>{statusName(components.tires.status)}</span>
        </summary>
        <div className="stack">
          {can.addMaintenance && (
            <button
              type="button"
              className="button secondary small"
              onClick={() => setRecording({ part: "tires", label: t`All tires` })}
            >
              <Trans>Log all tires at once</Trans>
            </button>
          )}
          {tires.map((part) => (
            <div key={part.part} className="stack tight">
              <UsageMeter usage={part.usage} label={part.label} />
              {record(part)}
            </div>
          ))}
        </div>
      </details>
      {others.map((part) => (
        <section key={part.part} className="card stack tight">
          <UsageMeter usage={part.usage} label={part.label} />
          {record(part)}
        </section>
      ))}
      <p className="muted small">
        <Trans>
          Each part counts from the last maintenance that changed it, with the usual service life of its kind. A part
          never logged is unknown until you say when it was last replaced.
        </Trans>
      </p>
      <ReplacementDialog
        vehicle={vehicle}
        user={user}
        entry={recording ? partReplacement(recording.part, vehicle.vehicleType) : null}
        label={recording?.label ?? ""}
        onClose={() => setRecording(null)}
      />
    </main>
  );
}
