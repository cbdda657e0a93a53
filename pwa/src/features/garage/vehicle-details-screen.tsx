import { Trans, useLingui } from "@lingui/react/macro";
import {
  canRefuel,
  capabilitiesOf,
  type DueState,
  dueState,
  hasEngine,
  latestListItems,
  maintenanceStats,
  maintenanceStatus,
  settingsRequired,
  type Vehicle,
} from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { day, km, money, timeZone } from "../../shared/i18n/format.js";
import { fuelName, powerSourceName } from "../../shared/i18n/garage-labels.js";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { shareRoleName } from "../../shared/i18n/sharing-labels.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { DeleteVehicleButton } from "./delete-vehicle.js";
import { currentOdometer, useHistory, useVehicle } from "./garage-data.js";
import { IntegrationState } from "./integration-state.js";
import { ListItemRow } from "./list-item-row.js";
import { UsageMeter } from "./usage-meter.js";
import { VehicleMissing } from "./vehicle-missing.js";

function DueDate({ label, date }: { label: string; date: string | null }) {
  const { t } = useLingui();
  const state: DueState = dueState(date, new Date());
  const icon: Record<DueState, IconName> = { expired: "close", valid: "check", unset: "clock" };
  return (
    <div className={`due due-${state}`}>
      <Icon name={icon[state]} size={18} />
      <span className="due-label">{label}</span>
      <span className="due-value">
        {date ? day(date) : t`Not set`}
        {state === "expired" && <span className="visually-hidden">{t`(expired)`}</span>}
      </span>
    </div>
  );
}

/** `/vehicle/{id}`: facts, actions, maintenance status, insights, due dates and the latest items. */
export function VehicleDetailsScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [settingsDismissed, setSettingsDismissed] = useState(false);
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history) {
    return (
      <main id="main" className="page">
        <Spinner label={t`Loading…`} />
      </main>
    );
  }

  const odometer = currentOdometer(vehicle, history);
  const status = maintenanceStatus(vehicle, history.maintenances, history.refuels);
  const stats = maintenanceStats(history.maintenances, history.refuels, new Date(), timeZone());
  const latest = latestListItems(history.maintenances, history.refuels);
  const engine = hasEngine(vehicle.vehicleType);
  const can = capabilitiesOf(vehicle);
  const needsSettings = can.editSettings && settingsRequired(vehicle.settings);
  const sharedBy = vehicle.access?.ownerName;
  const sharedAs = vehicle.access && shareRoleName(vehicle.access.role);

  return (
    <main id="main" className="page">
      <PageHeader
        title={vehicle.fullname}
        back="/user"
        backLabel={t`Back`}
        subtitle={vehicleTypeName(vehicle.vehicleType)}
      />
      {vehicle.access && (
        <p className="notice" role="note">
          <Icon name="share" size={18} />
          <Trans>
            Shared with you by {sharedBy} as {sharedAs}.
          </Trans>
        </p>
      )}
      <section className="card">
        <dl className="facts">
          <Fact label={t`Brand`} value={vehicle.brand} />
          <Fact label={t`Model`} value={vehicle.model} />
          <Fact label={t`Type`} value={vehicleTypeName(vehicle.vehicleType)} />
          {vehicle.year !== null && <Fact label={t`Year`} value={String(vehicle.year)} />}
          {can.viewKm && <Fact label={t`Kilometres`} value={km(odometer)} />}
          {engine && vehicle.type && (
            <Fact
              label={t`Energy`}
              value={
                vehicle.energyType
                  ? `${powerSourceName(vehicle.type)} · ${fuelName(vehicle.energyType)}`
                  : powerSourceName(vehicle.type)
              }
            />
          )}
          {vehicle.plateNumber && <Fact label={t`Plate`} value={vehicle.plateNumber} />}
        </dl>
      </section>

      <nav className="actions" aria-label={t`Vehicle actions`}>
        {can.viewMaintenance && (
          <Link to="/vehicle/maintenance/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="wrench" />
            <span>{t`Maintenance`}</span>
          </Link>
        )}
        {can.viewRefuels && canRefuel(vehicle.vehicleType) && (
          <Link to="/refuel/add/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="fuel" />
            <span>{t`Refuel`}</span>
          </Link>
        )}
        {can.viewMaintenance && (
          <Link to="/maintenance/v/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="help" />
            <span>{t`Search`}</span>
          </Link>
        )}
        {can.editSettings && (
          <Link to="/vehicle/settings/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="sun" />
            <span>{t`Settings`}</span>
          </Link>
        )}
        {can.viewRefuels && (
          <Link to="/vehicle/stats/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="chart" />
            <span>{t`Statistics`}</span>
          </Link>
        )}
        <Link to="/vehicle/info/$id" params={{ id: vehicle._id }} className="action">
          <Icon name="user" />
          <span>{t`Information`}</span>
        </Link>
        <Link to="/vehicle/share/$id" params={{ id: vehicle._id }} className="action">
          <Icon name="share" />
          <span>{t`Share`}</span>
        </Link>
      </nav>
      {vehicle.vehicleType === "bicycle" && can.editVehicle && <IntegrationState vehicle={vehicle} />}

      {can.viewMaintenance && (
        <section className="card" aria-labelledby="status-title">
          <div className="row spread">
            <h2 id="status-title">
              <Trans>Maintenance status</Trans>
            </h2>
            <Link to="/vehicle/maintenance-status/$id" params={{ id: vehicle._id }} className="text-link">
              <Trans>Details</Trans>
            </Link>
          </div>
          <UsageMeter usage={status} label={t`Next service`} />
        </section>
      )}
      {can.viewRefuels && (
        <section aria-labelledby="insights-title" className="section tight">
          <h2 id="insights-title">
            <Trans>Insights</Trans>
          </h2>
          <div className="insights">
            <div className="card insight">
              <span className="insight-value">{money(stats.spentMonthly)}</span>
              <span className="insight-label">
                <Trans>Spent this month</Trans>
              </span>
            </div>
            <div className="card insight">
              <span className="insight-value">{stats.quantity}</span>
              <span className="insight-label">
                <Trans>Maintenances</Trans>
              </span>
            </div>
            <Link
              to="/maintenance/add/$type/$id"
              params={{ type: "battery", id: vehicle._id }}
              className="card insight link"
            >
              <span className="insight-value">{stats.batteryDate ? day(stats.batteryDate) : "—"}</span>
              <span className="insight-label">
                <Trans>Last battery</Trans>
              </span>
            </Link>
            <Link
              to="/maintenance/add/$type/$id"
              params={{ type: "tires", id: vehicle._id }}
              className="card insight link"
            >
              <span className="insight-value">{stats.tiresDate ? day(stats.tiresDate) : "—"}</span>
              <span className="insight-label">
                <Trans>Last tires</Trans>
              </span>
            </Link>
          </div>
        </section>
      )}
      {can.viewInsurance && (
        <section className="card" aria-labelledby="dates-title">
          <h2 id="dates-title">
            <Trans>Due dates</Trans>
          </h2>
          {can.viewInsurance && <DueDate label={t`Insurance`} date={vehicle.insuranceDate} />}
          {can.editVehicle && <DueDate label={t`Taxes`} date={vehicle.taxesDate} />}
        </section>
      )}
      {can.viewMaintenance && (
        <section className="card" aria-labelledby="latest-title">
          <h2 id="latest-title">
            <Trans>Latest</Trans>
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
      )}
      {can.deleteData && (
        <div className="row end-row">
          <DeleteVehicleButton vehicle={vehicle} />
        </div>
      )}

      <SettingsRequired
        vehicle={vehicle}
        open={needsSettings && !settingsDismissed}
        onClose={() => setSettingsDismissed(true)}
        onGo={() => void navigate({ to: "/vehicle/settings/$id", params: { id: vehicle._id } })}
      />
    </main>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** SPEC §4: without an interval or a reset type the status means nothing; ask for them. */
function SettingsRequired({
  vehicle,
  open,
  onGo,
  onClose,
}: {
  vehicle: Vehicle;
  open: boolean;
  onGo: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      tone="neutral"
      icon={<Icon name="sun" size={28} />}
      title={t`Set up ${vehicle.fullname}`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            <Trans>Later</Trans>
          </button>
          <button type="button" className="button" onClick={onGo}>
            <Trans>Go to settings</Trans>
          </button>
        </>
      }
    >
      <Trans>Choose how often it needs a service and which maintenance restarts the count.</Trans>
    </Modal>
  );
}
