import { Trans, useLingui } from "@lingui/react/macro";
import {
  capabilitiesOf,
  type DueState,
  dueState,
  type Energy,
  energiesOfVehicle,
  hasEngine,
  latestHistoryEntries,
  listSizes,
  mayRun,
  openRecalls,
  planLimits,
  powerOf,
  readOnlyVehicles,
  settingsRequired,
  type Vehicle,
  vehicleGradesFor,
} from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { type History, useGarageVehicles, useHistory, useVehicle } from "../../data/garage.js";
import { useRecallReport } from "../../data/recalls.js";
import { vehicleSummary } from "../../data/vehicle-summary.js";
import { EntryList } from "../../shared/entry-kit/history-row.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { VehiclePapers } from "../../shared/files/vehicle-papers.js";
import { VehiclePhoto, VehiclePhotoButton } from "../../shared/files/vehicle-photo.js";
import { projectionText } from "../../shared/garage/due-text.js";
import { LastServiceButton } from "../../shared/garage/last-service-button.js";
import { PendingExpenses } from "../../shared/garage/pending-expenses.js";
import { UsageMeter } from "../../shared/garage/usage-meter.js";
import { WorkshopVisitNote } from "../../shared/garage/workshop-visit-note.js";
import { day, distance, moneyTotals } from "../../shared/i18n/format.js";
import { fuelName, powerName } from "../../shared/i18n/garage-labels.js";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { currentCountry } from "../../shared/i18n/region.js";
import { shareRoleName } from "../../shared/i18n/sharing-labels.js";
import { usePlanAppliedOnDevice } from "../../shared/plan/plan-on-device.js";
import { RecallsCard } from "../../shared/recall/recalls-card.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useMe } from "../../shared/sync/context.js";
import { Icon, type IconName } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { attentionKey, attentionText } from "./attention-text.js";
import { IntegrationState } from "./integration-state.js";
import { VehicleQrButton } from "./vehicle-qr-button.js";

function DueDate({ label, date }: { label: string; date: string | null }) {
  const { t } = useLingui();
  const state: DueState = dueState(date, new Date());
  // SPEC §4: past is red with a warning icon, future green with a check.
  const icon: Record<DueState, IconName> = { expired: "alert", valid: "check", unset: "clock" };
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

/**
 * The last battery or tires: tapping it opens that maintenance's add form (SPEC §2), for whoever
 * may add one.
 */
function PartInsight({
  vehicleId,
  type,
  adds,
  value,
  label,
  action,
}: {
  vehicleId: string;
  type: "battery" | "tires";
  adds: boolean;
  value: string;
  label: string;
  action: string;
}) {
  const content = (
    <>
      <span className="insight-value">{value}</span>
      <span className="insight-label">{label}</span>
    </>
  );
  if (!adds) return <div className="card insight">{content}</div>;
  // The link's name is the text shown and then what it does, so a voice user can say what they see.
  return (
    <Link to="/maintenance/add/$type/$id" params={{ type, id: vehicleId }} className="card insight insight-link">
      {content}
      <span className="visually-hidden">. {action}</span>
    </Link>
  );
}

/** "Later" on a vehicle's set-up prompt holds on this device: not again at every launch (the user test's M17). */
const setUpLaterKey = (vehicleId: string) => `odo:set-up-later:${vehicleId}`;

/** The vehicle page while the device reads the vehicle and its history. */
function LoadingVehicle() {
  const { t } = useLingui();
  return (
    <main id="main" className="page">
      <Spinner label={t`Loading…`} />
    </main>
  );
}

/**
 * `/vehicle/{id}`: what matters first on a phone (the status, what is due, and adding a refuel or a
 * maintenance), then the other screens, insights, due dates and the latest entries.
 */
export function VehicleDetailsScreen({ vehicleId }: { vehicleId: string }) {
  const navigate = useNavigate();
  const [settingsDismissed, setSettingsDismissed] = useState(
    () => localStorage.getItem(setUpLaterKey(vehicleId)) !== null,
  );
  const vehicle = useVehicle(vehicleId);
  // Read alongside the vehicle, not after it: on a cold start the two reads overlap.
  const history = useHistory(vehicleId);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle) return <LoadingVehicle />;
  return (
    <VehiclePage
      vehicle={vehicle}
      history={history}
      settingsOpen={!settingsDismissed}
      onSettingsClose={() => {
        localStorage.setItem(setUpLaterKey(vehicle._id), "1");
        setSettingsDismissed(true);
      }}
      onSettingsGo={() => void navigate({ to: "/vehicle/settings/$id", params: { id: vehicle._id } })}
    />
  );
}

function VehiclePage({
  vehicle,
  history,
  settingsOpen,
  onSettingsClose,
  onSettingsGo,
}: {
  vehicle: Vehicle;
  history: History | undefined;
  settingsOpen: boolean;
  onSettingsClose: () => void;
  onSettingsGo: () => void;
}) {
  const { t } = useLingui();
  const me = useMe(useSignedInUser());
  const garage = useGarageVehicles();
  const recallReport = useRecallReport(vehicle._id);
  // Past the plan's limit after a downgrade, the newest vehicles are read-only (the server refuses
  // their changes too): shown, synced and exported, not changed. A phone that has not confirmed a
  // paid plan in 30 days holds them read-only too, until it connects.
  const plan = usePlanAppliedOnDevice(me);
  const readOnly = useMemo(
    () =>
      vehicle.user._id === me._id &&
      readOnlyVehicles(garage?.filter((owned) => owned.user._id === me._id) ?? [], plan).has(vehicle._id),
    [garage, me._id, plan, vehicle],
  );
  // One read of the history serves the status, the insights and the latest entries.
  const derived = useMemo(
    () =>
      history && {
        summary: vehicleSummary(vehicle, history),
        latest: latestHistoryEntries(
          history.maintenances,
          history.refuels,
          listSizes.vehicleLatestItems,
          history.expenses,
        ),
      },
    [vehicle, history],
  );
  if (!derived) return <LoadingVehicle />;

  const { summary, latest } = derived;
  const { stats } = summary;
  // A part's last change recorded by km alone has no day to show: it says so instead of "—".
  const partDay = (date: string | null, type: "battery" | "tires") =>
    date
      ? day(date)
      : history?.maintenances.some((entry) => entry.type === type && entry.dateUnknown)
        ? t`Date unknown`
        : "—";
  const engine = hasEngine(vehicle.vehicleType);
  const can = capabilitiesOf(vehicle);
  // A plug-in hybrid shows "Add refuel" and "Add charge"; an electric car only the charge.
  const energies = !readOnly && mayRun(vehicle, "refuel.create") ? energiesOfVehicle(vehicle) : [];
  const addsRefuels = energies.length > 0;
  const addsMaintenance = !readOnly && mayRun(vehicle, "maintenance.create");
  const addsExpenses = !readOnly && mayRun(vehicle, "expense.create");
  const planTotal = planLimits[plan].total;
  const needsSettings = can.editSettings && settingsRequired(vehicle.settings);
  const serviceWhen = projectionText(summary.due.find((item) => item.kind === "service")?.projection ?? null);
  // The service has its own meter above: the list says what else needs a look.
  const due = summary.attention
    .filter(
      (item) =>
        !(item.kind === "due" && item.item.kind === "service") &&
        item.kind !== "unknownService" &&
        item.tone !== "good",
    )
    .slice(0, 3);
  // Open safety recalls lead what is due: each is a danger the maker admits.
  const recallsDue = recallReport && history ? openRecalls(recallReport, history.maintenances) : [];
  const sharedBy = vehicle.access?.ownerName;
  const sharedAs = vehicle.access && shareRoleName(vehicle.access.role);
  const subtitle = [
    vehicleTypeName(vehicle.vehicleType),
    vehicle.plateNumber,
    can.viewKm && summary.odometer > 0 ? distance(summary.odometer) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  // SPEC §2: the year and the energy (what moves it, and its fuel grade where pumps sell grades).
  const power = powerOf(vehicle);
  const grade =
    power && vehicle.energyType && vehicleGradesFor(currentCountry(), power).includes(vehicle.energyType)
      ? fuelName(vehicle.energyType)
      : null;
  const makeup = [vehicle.year, power ? powerName(power) : null, grade].filter(Boolean).join(" · ");

  return (
    <main id="main" className="page">
      <PageHeader
        title={vehicle.fullname}
        back={{ to: "/user" }}
        backLabel={t`Back`}
        subtitle={
          <>
            {subtitle}
            {makeup && <span className="subtitle-line">{makeup}</span>}
          </>
        }
      />
      <VehiclePhoto vehicleId={vehicle._id} className="vehicle-photo-large" />
      {can.editVehicle && <VehiclePhotoButton vehicleId={vehicle._id} />}
      <WorkshopVisitNote vehicle={vehicle} me={me} />
      {readOnly && (
        <p className="notice warning" role="note">
          <Trans>
            Read-only: your plan keeps {planTotal} vehicles you can change, and this one came after them. Everything in
            it stays shown, synced and exported.
          </Trans>{" "}
          <Link to="/plans">
            <Trans>See the plans</Trans>
          </Link>
        </p>
      )}
      {vehicle.access && (
        <p className="notice" role="note">
          <Icon name="share" size={18} />
          <Trans>
            Shared with you by {sharedBy} as {sharedAs}.
          </Trans>
        </p>
      )}

      {can.viewMaintenance && (
        <section className={`card status-card tone-${summary.tone}`} aria-labelledby="status-title">
          <div className="row spread">
            <h2 id="status-title">
              <Trans>Status</Trans>
            </h2>
            <div className="row status-links">
              <Link to="/vehicle/$id/reminders" params={{ id: vehicle._id }} className="text-link">
                <Trans>Reminders</Trans>
              </Link>
              <Link to="/vehicle/maintenance-status/$id" params={{ id: vehicle._id }} className="text-link">
                <Trans>Each part</Trans>
              </Link>
            </div>
          </div>
          <UsageMeter
            usage={summary.status}
            label={t`Next service`}
            unknownHint={t`Unknown: log your last service, and the next one is counted from it.`}
          />
          {summary.status.status === "unknown" && can.addMaintenance && (
            <LastServiceButton vehicle={vehicle} user={me} />
          )}
          {serviceWhen && <p className="muted small-text service-when">{serviceWhen}</p>}
          {due.length + recallsDue.length > 0 && (
            <ul className="due-list">
              {recallsDue.map((recall) => (
                <li key={recall.campaign} className="tone-urgent">
                  <Icon name="alert" size={16} />
                  <a href="#recalls-title">{t`Safety recall: ${recall.component || recall.campaign}`}</a>
                </li>
              ))}
              {due.map((item) => (
                <li key={attentionKey(item)} className={`tone-${item.tone}`}>
                  <Icon name={item.tone === "unknown" ? "help" : "alert"} size={16} />
                  {attentionText(item)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {can.viewMaintenance && recallReport && history && (
        <RecallsCard
          report={recallReport}
          maintenances={history.maintenances}
          mayDismiss={can.editVehicle && !readOnly}
        />
      )}

      {history && <PendingExpenses vehicle={vehicle} me={me} expenses={history.expenses} />}

      {(addsRefuels || addsMaintenance) && (
        <div className="primary-actions">
          {energies.map((energy) => (
            <AddEnergyLink key={energy} vehicleId={vehicle._id} energy={energy} />
          ))}
          {addsMaintenance && (
            <Link
              to="/maintenance/add/$type/$id"
              params={{ type: "general", id: vehicle._id }}
              className={addsRefuels ? "button secondary" : "button"}
            >
              <Icon name="wrench" size={20} />
              <Trans>Add maintenance</Trans>
            </Link>
          )}
          {addsExpenses && (
            <Link to="/expense/add/$id" params={{ id: vehicle._id }} className="button secondary">
              <Icon name="wallet" size={20} />
              <Trans>Add expense</Trans>
            </Link>
          )}
        </div>
      )}

      <nav className="actions" aria-label={t`Vehicle screens`}>
        {can.viewMaintenance && (
          <Link to="/vehicle/history/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="list" />
            <span>{t`History`}</span>
          </Link>
        )}
        {can.viewMaintenance && (
          <Link to="/vehicle/maintenance/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="wrench" />
            <span>{t`Maintenance`}</span>
          </Link>
        )}
        {can.viewMaintenance && (
          <Link to="/vehicle/$id/tyres" params={{ id: vehicle._id }} className="action">
            <Icon name="tire" />
            <span>{t`Tyres`}</span>
          </Link>
        )}
        {can.viewRefuels && (
          <Link to="/vehicle/stats/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="chart" />
            <span>{t`Statistics`}</span>
          </Link>
        )}
        <Link to="/vehicle/info/$id" params={{ id: vehicle._id }} className="action">
          <Icon name="info" />
          <span>{t`Information`}</span>
        </Link>
        {can.editSettings && (
          <Link to="/vehicle/settings/$id" params={{ id: vehicle._id }} className="action">
            <Icon name="gear" />
            <span>{t`Settings`}</span>
          </Link>
        )}
        <Link to="/vehicle/share/$id" params={{ id: vehicle._id }} className="action">
          <Icon name="share" />
          <span>{t`Share`}</span>
        </Link>
        <VehicleQrButton vehicle={vehicle} />
      </nav>
      {vehicle.vehicleType === "bicycle" && can.editVehicle && <IntegrationState vehicle={vehicle} />}

      {can.viewRefuels && (
        <section aria-labelledby="insights-title" className="section tight">
          <h2 id="insights-title">
            <Trans>Insights</Trans>
          </h2>
          <div className="insights">
            <div className="card insight">
              <span className="insight-value">{moneyTotals(stats.spentMonthlyByCurrency)}</span>
              <span className="insight-label">
                <Trans>Spent this month</Trans>
              </span>
            </div>
            <div className="card insight">
              <span className="insight-value">{stats.quantity}</span>
              <span className="insight-label">
                <Trans>Maintenance entries</Trans>
              </span>
            </div>
            {engine && (
              <PartInsight
                vehicleId={vehicle._id}
                type="battery"
                adds={addsMaintenance}
                value={partDay(stats.batteryDate, "battery")}
                label={t`Last battery`}
                action={t`Log a battery change`}
              />
            )}
            <PartInsight
              vehicleId={vehicle._id}
              type="tires"
              adds={addsMaintenance}
              value={partDay(stats.tiresDate, "tires")}
              label={t`Last tires`}
              action={t`Log new tires`}
            />
          </div>
        </section>
      )}
      {can.viewInsurance && engine && (
        <section className="card" aria-labelledby="dates-title">
          <div className="row spread">
            <h2 id="dates-title">
              <Trans>Due dates</Trans>
            </h2>
            {can.editVehicle && (
              <Link to="/vehicle/info/$id" params={{ id: vehicle._id }} className="text-link">
                <Trans>Change</Trans>
              </Link>
            )}
          </div>
          <DueDate label={t`Insurance`} date={vehicle.insuranceDate} />
          {can.viewExpenses && <DueDate label={t`Taxes`} date={vehicle.taxesDate} />}
        </section>
      )}
      {engine && <VehiclePapers vehicle={vehicle} mayAdd={can.editVehicle} />}
      {can.viewMaintenance && (
        <section className="card" aria-labelledby="latest-title">
          <div className="row spread">
            <h2 id="latest-title">
              <Trans>Latest</Trans>
            </h2>
            {latest.length > 0 && (
              <Link to="/vehicle/history/$id" params={{ id: vehicle._id }} className="text-link">
                <Trans>See all</Trans>
              </Link>
            )}
          </div>
          <EntryList vehicle={vehicle} entries={latest} />
        </section>
      )}

      <SettingsRequired
        vehicle={vehicle}
        open={needsSettings && settingsOpen}
        onClose={onSettingsClose}
        onGo={onSettingsGo}
      />
    </main>
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
      icon={<Icon name="gear" size={28} />}
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

/** "Add refuel", "Add charge", "Add CNG", "Add LPG": one door per energy the vehicle takes. */
function AddEnergyLink({ vehicleId, energy }: { vehicleId: string; energy: Energy }) {
  const { t } = useLingui();
  const labels: Record<Energy, string> = {
    fuel: t`Add refuel`,
    electricity: t`Add charge`,
    cng: t`Add CNG`,
    lpg: t`Add LPG`,
  };
  return (
    <Link to="/refuel/add/$id" params={{ id: vehicleId }} search={{ energy }} className="button">
      <Icon name={energy === "electricity" ? "plug" : "fuel"} size={20} />
      {labels[energy]}
    </Link>
  );
}
