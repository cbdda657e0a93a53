import { useLingui } from "@lingui/react/macro";
import {
  currencyOf,
  energyOf,
  gasStationLogo,
  isUnnamedStation,
  type Refuel,
  type User,
  type Vehicle,
} from "@odo/domain";
import { useEntry } from "../../data/garage.js";
import { EntryAuthorLine } from "../../shared/entry-kit/entry-author.js";
import { EntryDetailFrame } from "../../shared/entry-kit/entry-detail-frame.js";
import { dateTime, decimal, distance, fillPrice, money, quantity } from "../../shared/i18n/format.js";
import { chargePlaceName, fuelName, refuelName } from "../../shared/i18n/garage-labels.js";
import { quantityWords } from "../../shared/i18n/unit-labels.js";
import { useDatabase } from "../../shared/sync/context.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { deleteRefuel } from "./refuel-mutations.js";

/** `/refuel/detail/{id}/{rid}`: one refuel; its owner edits or deletes it (an admin deletes too). */
export function RefuelDetailScreen({ vehicleId, refuelId, user }: { vehicleId: string; refuelId: string; user: User }) {
  const { t } = useLingui();
  const db = useDatabase();
  const refuel = useEntry("refuels", vehicleId, refuelId);
  const charging = (row: Refuel) => energyOf(row) === "electricity";
  return (
    <EntryDetailFrame
      vehicleId={vehicleId}
      row={refuel}
      user={user}
      kind="refuel"
      noun={t`Refuel`}
      notFound={t`Refuel not found`}
      deleted={t`Refuel deleted`}
      title={(row) => refuelName(energyOf(row))}
      editTo={{ to: "/refuel/edit/$id/$rid", params: { id: vehicleId, rid: refuelId } }}
      confirmTitle={(row) => (charging(row) ? t`Delete this charge?` : t`Delete this refuel?`)}
      onDelete={(row) => deleteRefuel(db, row)}
    >
      {({ vehicle, row }) => <RefuelFacts vehicle={vehicle} refuel={row} />}
    </EntryDetailFrame>
  );
}

/** What a refuel or a charge says: where, when, how much, and the tank or the battery. */
function RefuelFacts({ vehicle, refuel }: { vehicle: Vehicle; refuel: Refuel }) {
  const { t } = useLingui();
  const logo = gasStationLogo(refuel.gasStation.name);
  const energy = energyOf(refuel);
  const charging = energy === "electricity";
  const words = quantityWords(energy);
  const percent = (value: number | null | undefined) => (value === null || value === undefined ? "—" : `${value} %`);
  return (
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
  );
}
