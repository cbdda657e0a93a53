import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";
import { VehicleCard } from "./vehicle-card.js";

/** `/user`: a greeting and the garage, read from the device; an empty garage invites a first vehicle. */
export function UserHome({ user }: { user: User }) {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useMe(user);
  const vehicles = useLiveQuery(() => db.vehicles.orderBy("createdAt").toArray(), [db]);
  const name = me.name;

  return (
    <main id="main" className="page">
      <header className="page-header">
        <div>
          <h1>
            <Trans>Hi, {name}</Trans>
          </h1>
          <p className="subtitle">
            <Trans>Your garage</Trans>
          </p>
        </div>
        {vehicles && vehicles.length > 0 && (
          <a href="/vehicle/add" className="button small">
            <Icon name="plus" size={18} />
            <Trans>Add</Trans>
          </a>
        )}
      </header>
      {vehicles === undefined ? (
        <ul className="vehicle-list" aria-busy="true" aria-label={t`Loading your vehicles`}>
          <li className="card vehicle-card placeholder" />
          <li className="card vehicle-card placeholder" />
        </ul>
      ) : vehicles.length === 0 ? (
        <section className="card empty">
          <Icon name="car" size={40} />
          <h2>
            <Trans>Your garage is empty</Trans>
          </h2>
          <p>
            <Trans>Add your first vehicle to log its maintenance and refuels, even offline.</Trans>
          </p>
          <a href="/vehicle/add" className="button">
            <Icon name="plus" size={18} />
            <Trans>Add your first vehicle</Trans>
          </a>
        </section>
      ) : (
        <ul className="vehicle-list">
          {vehicles.map((vehicle) => (
            <li key={vehicle._id}>
              <VehicleCard vehicle={vehicle} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
