import { Trans, useLingui } from "@lingui/react/macro";
import { gasStationLogo, isAdmin, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useLiveQuery } from "dexie-react-hooks";
import { useState } from "react";
import { dateTime, km, litres, money } from "../../shared/i18n/format.js";
import { fuelName } from "../../shared/i18n/garage-labels.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { deleteRefuel } from "./garage-mutations.js";

/** `/refuel/detail/{id}/{rid}`; admins may delete it: confirmation, success, back (SPEC §4). */
export function RefuelDetailScreen({ vehicleId, refuelId, user }: { vehicleId: string; refuelId: string; user: User }) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const refuel = useLiveQuery(async () => (await db.refuels.get(refuelId)) ?? null, [db, refuelId]);
  const [step, setStep] = useState<"idle" | "confirm" | "deleted">("idle");
  const back = () => void navigate({ to: "/vehicle/$id", params: { id: vehicleId } });
  if (refuel === undefined) return <Spinner label={t`Loading…`} />;
  if ((refuel === null || refuel.vehicle !== vehicleId) && step !== "deleted") {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Refuel not found</Trans>
        </h1>
        <button type="button" className="button" onClick={back}>
          <Trans>Back</Trans>
        </button>
      </main>
    );
  }
  const logo = refuel ? gasStationLogo(refuel.gasStation.name) : null;

  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Refuel`} back={`/vehicle/${vehicleId}`} backLabel={t`Back`} />
      {refuel && (
        <section className="card">
          <div className="row">
            {logo && <img src={`/stations/${logo}`} alt="" width={40} height={40} />}
            <h2>{refuel.gasStation.name || t`Gas station not given`}</h2>
          </div>
          <dl className="facts">
            <div className="fact">
              <dt>{t`Date`}</dt>
              <dd>{dateTime(refuel.date)}</dd>
            </div>
            {refuel.gasStation.location && (
              <div className="fact">
                <dt>{t`Location`}</dt>
                <dd>{refuel.gasStation.location}</dd>
              </div>
            )}
            <div className="fact">
              <dt>{t`Litres`}</dt>
              <dd>{litres(refuel.quantity)}</dd>
            </div>
            <div className="fact">
              <dt>{t`Amount`}</dt>
              <dd>{money(refuel.amount)}</dd>
            </div>
            {refuel.gasStation.pricePerLt !== null && (
              <div className="fact">
                <dt>{t`Price per litre`}</dt>
                <dd>{money(refuel.gasStation.pricePerLt)}</dd>
              </div>
            )}
            <div className="fact">
              <dt>{t`Kilometres`}</dt>
              <dd>{refuel.displacement > 0 ? km(refuel.displacement) : "—"}</dd>
            </div>
            {refuel.fuel && (
              <div className="fact">
                <dt>{t`Fuel`}</dt>
                <dd>{fuelName(refuel.fuel)}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
      {refuel && isAdmin(me) && (
        <button type="button" className="button danger" onClick={() => setStep("confirm")}>
          <Trans>Delete</Trans>
        </button>
      )}
      <Modal
        open={step === "confirm"}
        tone="danger"
        icon={<Icon name="close" size={28} />}
        title={t`Delete this refuel?`}
        onClose={() => setStep("idle")}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setStep("idle")}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => refuel && void deleteRefuel(db, refuel).then(() => setStep("deleted"))}
            >
              <Trans>Delete</Trans>
            </button>
          </>
        }
      />
      <Modal
        open={step === "deleted"}
        tone="success"
        icon={<Icon name="check" size={28} />}
        title={t`Refuel deleted`}
        onClose={back}
        actions={
          <button type="button" className="button" onClick={back}>
            <Trans>Accept</Trans>
          </button>
        }
      />
    </main>
  );
}
