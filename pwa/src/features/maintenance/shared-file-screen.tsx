import { Trans, useLingui } from "@lingui/react/macro";
import { mayRun, type Vehicle } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useGarageVehicles } from "../../data/garage.js";
import { sharedFilesOf } from "../../shared/pwa/shared-files.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";

/**
 * `/shared?batch=…` (issue 52): where a file shared from another app lands. With one vehicle that
 * takes maintenance, its new maintenance opens at once with the file attached; with several, the
 * owner picks one. Offline too: the files are on the phone.
 */
export function SharedFileScreen({ batch }: { batch: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const vehicles = useGarageVehicles()?.filter((vehicle) => mayRun(vehicle, "maintenance.create"));
  const [names, setNames] = useState<string[] | null>(null);

  useEffect(() => {
    if (!batch) return setNames([]);
    void sharedFilesOf(batch).then(
      (files) => setNames(files.map((file) => file.name)),
      () => setNames([]),
    );
  }, [batch]);

  const open = (vehicle: Vehicle) =>
    navigate({
      to: "/maintenance/add/$type/$id",
      params: { type: "general", id: vehicle._id },
      search: { shared: batch },
      replace: true,
    });
  // One vehicle: nothing to ask, its maintenance opens (once).
  const only = vehicles?.length === 1 ? vehicles[0] : undefined;
  const opened = useRef(false);
  useEffect(() => {
    if (!only || !names || names.length === 0 || opened.current) return;
    opened.current = true;
    void open(only);
  });

  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Shared with Odo`} back={{ to: "/user" }} backLabel={t`Back`} />
      {(names === null || vehicles === undefined) && <Spinner label={t`Opening what you shared…`} />}
      {names?.length === 0 && (
        <section className="card empty">
          <Icon name="file" size={40} />
          <h2>
            <Trans>Nothing arrived</Trans>
          </h2>
          <p>
            <Trans>Share a receipt photo or a workshop’s PDF with Odo from another app, and it opens here.</Trans>
          </p>
        </section>
      )}
      {names && names.length > 0 && vehicles?.length === 0 && (
        <section className="card empty">
          <Icon name="car" size={40} />
          <h2>
            <Trans>Add a vehicle first</Trans>
          </h2>
          <p>
            <Trans>A shared file is kept with a maintenance of one of your vehicles.</Trans>
          </p>
          <Link to="/vehicle/add" className="button">
            <Trans>Add a vehicle</Trans>
          </Link>
        </section>
      )}
      {names && names.length > 0 && vehicles && vehicles.length > 1 && (
        <section className="card stack" aria-labelledby="shared-vehicle-title">
          <h2 id="shared-vehicle-title">
            <Trans>Which vehicle is it for?</Trans>
          </h2>
          <p className="muted">{names.join(", ")}</p>
          <div className="options">
            {vehicles.map((vehicle) => (
              <button key={vehicle._id} type="button" className="option" onClick={() => void open(vehicle)}>
                <Icon name={vehicle.vehicleType} />
                <span>
                  {vehicle.fullname}
                  {vehicle.plateNumber ? ` · ${vehicle.plateNumber}` : ""}
                </span>
                <Icon name="chevron" size={18} className="end" />
              </button>
            ))}
          </div>
        </section>
      )}
    </main>
  );
}
