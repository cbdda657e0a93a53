import { Trans, useLingui } from "@lingui/react/macro";
import { currencyOf, energyOf, gasStationLogo, isUnnamedStation, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useEntry, useVehicle } from "../../data/garage.js";
import { EntryFiles } from "../../shared/files/entry-files.js";
import { DeletedModal, EntryActions } from "../../shared/garage/entry-actions.js";
import { EntryAuthorLine } from "../../shared/garage/entry-author.js";
import { dateTime, decimal, distance, fillPrice, money, quantity } from "../../shared/i18n/format.js";
import { chargePlaceName, fuelName, refuelName } from "../../shared/i18n/garage-labels.js";
import { quantityWords } from "../../shared/i18n/unit-labels.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { deleteRefuel } from "./refuel-mutations.js";

/** `/refuel/detail/{id}/{rid}`: one refuel; its owner edits or deletes it (an admin deletes too). */
export function RefuelDetailScreen({ vehicleId, refuelId, user }: { vehicleId: string; refuelId: string; user: User }) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const refuel = useEntry("refuels", vehicleId, refuelId);
  const [deleted, setDeleted] = useState(false);
  const toHistory = () => void navigate({ to: "/vehicle/history/$id", params: { id: vehicleId } });
  // Deleted from this screen: the refuel is gone from the device, and the modal says it went.
  if (deleted) {
    return (
      <main id="main" className="page narrow">
        <PageHeader
          title={t`Refuel`}
          back={{ to: "/vehicle/history/$id", params: { id: vehicleId } }}
          backLabel={t`Back`}
        />
        <DeletedModal title={t`Refuel deleted`} onClose={toHistory} />
      </main>
    );
  }
  if (refuel === undefined || vehicle === undefined) return <Spinner label={t`Loading…`} />;
  if (refuel === null || vehicle === null || refuel.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Refuel not found</Trans>
        </h1>
        <button type="button" className="button" onClick={toHistory}>
          <Trans>Back</Trans>
        </button>
      </main>
    );
  }
  const logo = gasStationLogo(refuel.gasStation.name);
  const energy = energyOf(refuel);
  const charging = energy === "electricity";
  const words = quantityWords(energy);
  const percent = (value: number | null | undefined) => (value === null || value === undefined ? "—" : `${value} %`);

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={refuelName(energy)}
        back={{ to: "/vehicle/history/$id", params: { id: vehicleId } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <section className="card stack">
        <div className="row">
          {logo && <img src={`/stations/${logo}`} alt="" width={40} height={40} />}
          <h2>
            {(isUnnamedStation(refuel.gasStation.name) ? t`Another station` : refuel.gasStation.name) ||
              (charging
                ? refuel.chargePlace
                  ? chargePlaceName(refuel.chargePlace)
                  : t`Charger not given`
                : t`Gas station not given`)}
          </h2>
        </div>
        <EntryAuthorLine vehicle={vehicle} createdBy={refuel.createdBy} />
        <Facts>
          <Fact label={t`Date`} wide>
            {dateTime(refuel.date)}
          </Fact>
          {refuel.gasStation.location && (
            <Fact label={t`Location`} wide>
              {refuel.gasStation.location}
            </Fact>
          )}
          <Fact label={words.field}>{quantity(refuel.quantity, energy)}</Fact>
          <Fact label={t`Amount`}>{money(refuel.amount, currencyOf(refuel))}</Fact>
          {fillPrice(refuel.amount, refuel.quantity, energy, currencyOf(refuel)) !== null && (
            <Fact label={words.price}>{fillPrice(refuel.amount, refuel.quantity, energy, currencyOf(refuel))}</Fact>
          )}
          <Fact label={t`Odometer`}>{refuel.displacement > 0 ? distance(refuel.displacement) : "—"}</Fact>
          {charging ? (
            <>
              <Fact label={t`Battery`}>
                {refuel.fullTank === false ? t`Partly charged` : t`Charged to the usual target`}
                {refuel.missedPrevious ? `, ${t`after a missed charge`}` : ""}
              </Fact>
              {refuel.chargePlace && <Fact label={t`Where`}>{chargePlaceName(refuel.chargePlace)}</Fact>}
              {(refuel.socStart != null || refuel.socEnd != null) && (
                <Fact label={t`Battery level`}>{`${percent(refuel.socStart)} → ${percent(refuel.socEnd)}`}</Fact>
              )}
              {refuel.chargerKw != null && <Fact label={t`Charger power`}>{`${decimal(refuel.chargerKw, 1)} kW`}</Fact>}
              {refuel.chargeMinutes != null && (
                <Fact label={t`Duration`}>{t`${decimal(refuel.chargeMinutes, 0)} min`}</Fact>
              )}
            </>
          ) : (
            <Fact label={t`Tank`}>
              {refuel.fullTank === false ? t`Partly filled` : t`Filled up`}
              {refuel.missedPrevious ? `, ${t`after a missed fill-up`}` : ""}
            </Fact>
          )}
          {refuel.fuel && <Fact label={t`Fuel`}>{fuelName(refuel.fuel)}</Fact>}
        </Facts>
      </section>
      <EntryFiles
        vehicleId={vehicleId}
        entry={refuel}
        kind="refuel"
        role={vehicle.access?.role ?? "owner"}
        meId={me._id}
      />
      <EntryActions
        me={me}
        vehicle={vehicle}
        entry={refuel}
        editTo={{ to: "/refuel/edit/$id/$rid", params: { id: vehicleId, rid: refuelId } }}
        confirmTitle={charging ? t`Delete this charge?` : t`Delete this refuel?`}
        onDelete={() => deleteRefuel(db, refuel)}
        onDeleted={() => setDeleted(true)}
      />
    </main>
  );
}
