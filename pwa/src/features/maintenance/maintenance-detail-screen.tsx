import { Trans, useLingui } from "@lingui/react/macro";
import { currencyOf, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useEntryMark } from "../../data/entry-mark.js";
import { useEntry, useVehicle } from "../../data/garage.js";
import { EntryFiles } from "../../shared/files/entry-files.js";
import { EntryActions } from "../../shared/garage/entry-actions.js";
import { EntryAuthorLine } from "../../shared/garage/entry-author.js";
import { EntryMarkBadge } from "../../shared/garage/entry-mark.js";
import { deleteMaintenance } from "../../shared/garage/maintenance-mutations.js";
import { dateTime, distance, money } from "../../shared/i18n/format.js";
import { adjustmentName, maintenanceTitle } from "../../shared/i18n/garage-labels.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";

/**
 * `/maintenance/detail/{id}/{mid}`: one maintenance; whoever may edits or deletes it (the owner,
 * the grantee who wrote it, an admin deletes), the delete after a confirmation.
 */
export function MaintenanceDetailScreen({
  vehicleId,
  maintenanceId,
  user,
}: {
  vehicleId: string;
  maintenanceId: string;
  user: User;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const maintenance = useEntry("maintenances", vehicleId, maintenanceId);
  const mark = useEntryMark(maintenance);
  const toHistory = () => void navigate({ to: "/vehicle/history/$id", params: { id: vehicleId } });
  if (maintenance === undefined || vehicle === undefined) return <Spinner label={t`Loading…`} />;
  if (maintenance === null || vehicle === null || maintenance.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Maintenance not found</Trans>
        </h1>
        <button type="button" className="button" onClick={toHistory}>
          <Trans>Back</Trans>
        </button>
      </main>
    );
  }

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={maintenanceTitle(maintenance.type)}
        back={{ to: "/vehicle/history/$id", params: { id: vehicleId } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <section className="card">
        {mark && <EntryMarkBadge mark={mark} />}
        {!maintenance.loggedByShop && <EntryAuthorLine vehicle={vehicle} createdBy={maintenance.createdBy} />}
        <Facts>
          <Fact label={t`Date`} wide>
            {maintenance.dateUnknown ? t`Date unknown (recorded by its km)` : dateTime(maintenance.date)}
          </Fact>
          <Fact label={t`Work done`} wide>
            {maintenance.adjustments.map(adjustmentName).join(", ")}
          </Fact>
          {maintenance.description && (
            <Fact label={t`Notes`} wide>
              {maintenance.description}
            </Fact>
          )}
          <Fact label={t`Odometer`}>{maintenance.kms !== null ? distance(maintenance.kms) : "—"}</Fact>
          <Fact label={t`Amount`}>
            {maintenance.amount !== null ? money(maintenance.amount, currencyOf(maintenance)) : "—"}
          </Fact>
        </Facts>
      </section>
      <EntryFiles
        vehicleId={vehicleId}
        entry={maintenance}
        kind="maintenance"
        role={vehicle.access?.role ?? "owner"}
        meId={me._id}
      />
      <EntryActions
        me={me}
        vehicle={vehicle}
        entry={maintenance}
        editTo={{ to: "/maintenance/edit/$id/$mid", params: { id: vehicleId, mid: maintenanceId } }}
        confirmTitle={t`Delete this maintenance?`}
        onDelete={() => deleteMaintenance(db, maintenance)}
        onDeleted={toHistory}
      />
    </main>
  );
}
