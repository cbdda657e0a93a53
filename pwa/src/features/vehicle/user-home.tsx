import { Trans } from "@lingui/react/macro";
import { energiesOfVehicle, logsEnergy, mayRun, type User, type Vehicle } from "@odo/domain";
import { Link, Navigate } from "@tanstack/react-router";
import { useGarageVehicles } from "../../data/garage.js";
import { useFirstSyncDone, useMe } from "../../shared/sync/context.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { Icon } from "../../shared/ui/icons.js";
import { DueSoonSection } from "./due-soon.js";
import { VehicleCard } from "./vehicle-card.js";

/** The home-screen shortcuts: log a refuel, or a charge. */
export type HomeShortcut = "refuel" | "charge";

/** Whether `vehicle` takes what a shortcut logs, by someone who may log it. */
const takes = (vehicle: Vehicle, shortcut: HomeShortcut) =>
  mayRun(vehicle, "refuel.create") &&
  (shortcut === "charge" ? energiesOfVehicle(vehicle).includes("electricity") : logsEnergy(vehicle));

/**
 * `/user`: a greeting and the garage, read from the device; an empty garage invites a first vehicle.
 * From a shortcut, the vehicles it can log for; with only one, its form at once.
 */
export function UserHome({ user, shortcut }: { user: User; shortcut?: HomeShortcut | undefined }) {
  const me = useMe(user);
  const all = useGarageVehicles();
  // A new device shows "Loading your garage…" until its first pull is written whole, so the cards
  // (and "Your garage is empty") come once, from the server's answer. Offline, what the device
  // has is shown: vehicles added here before the first connection.
  const synced = useFirstSyncDone();
  const online = useOnline();
  const name = me.name;
  const vehicles = shortcut ? all?.filter((vehicle) => takes(vehicle, shortcut)) : all;
  const loading = vehicles === undefined || synced === undefined || (!synced && (online || vehicles.length === 0));
  const [only] = vehicles ?? [];
  if (shortcut && !loading && vehicles.length === 1 && only) {
    return (
      <Navigate
        to="/refuel/add/$id"
        params={{ id: only._id }}
        search={shortcut === "charge" ? { energy: "electricity" } : {}}
        replace
      />
    );
  }

  return (
    <main id="main" className="page">
      <header className="page-header home-header">
        <div>
          <h1>
            <Trans>Hi, {name}</Trans>
          </h1>
          <p className="subtitle">
            {shortcut === "refuel" ? (
              <Trans>Choose the vehicle you are refuelling</Trans>
            ) : shortcut === "charge" ? (
              <Trans>Choose the vehicle you are charging</Trans>
            ) : (
              <Trans>Your garage</Trans>
            )}
          </p>
        </div>
        <div className="row tight home-actions">
          <Link to="/scan" className="button secondary small">
            <Icon name="qr" size={18} />
            <Trans>Scan</Trans>
          </Link>
          {vehicles && vehicles.length > 0 && (
            <Link to="/vehicle/add" className="button small">
              <Icon name="plus" size={18} />
              <Trans>Add</Trans>
            </Link>
          )}
        </div>
      </header>
      {loading ? (
        <section aria-busy="true" aria-labelledby="loading-garage">
          <p id="loading-garage" className="muted">
            {online ? (
              <Trans>Loading your garage…</Trans>
            ) : (
              <Trans>Your garage appears here once this device connects for the first time.</Trans>
            )}
          </p>
          <ul className="vehicle-list">
            <li className="card vehicle-card placeholder" />
            <li className="card vehicle-card placeholder" />
          </ul>
        </section>
      ) : vehicles.length === 0 ? (
        <section className="card empty">
          <Icon name="car" size={40} />
          <h2>
            <Trans>Your garage is empty</Trans>
          </h2>
          <p>
            <Trans>Add your first vehicle to log its maintenance and refuels, even offline.</Trans>
          </p>
          <Link to="/vehicle/add" className="button">
            <Icon name="plus" size={18} />
            <Trans>Add your first vehicle</Trans>
          </Link>
        </section>
      ) : (
        <>
          {!shortcut && <DueSoonSection />}
          <ul className="vehicle-list">
            {vehicles.map((vehicle) => (
              <li key={vehicle._id}>
                <VehicleCard vehicle={vehicle} logs={shortcut} />
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
