import { useLingui } from "@lingui/react/macro";
import { currencyOf, type Maintenance, type User, type Vehicle } from "@odo/domain";
import { type ShownMark, useEntryMark } from "../../data/entry-mark.js";
import { useEntry } from "../../data/garage.js";
import { EntryAuthorLine } from "../../shared/entry-kit/entry-author.js";
import { EntryDetailFrame } from "../../shared/entry-kit/entry-detail-frame.js";
import { EntryMarkBadge } from "../../shared/entry-kit/entry-mark.js";
import { deleteMaintenance } from "../../shared/garage/maintenance-mutations.js";
import { dateTime, distance, money } from "../../shared/i18n/format.js";
import { adjustmentName, maintenanceTitle } from "../../shared/i18n/garage-labels.js";
import { useDatabase } from "../../shared/sync/context.js";
import { Fact, Facts } from "../../shared/ui/facts.js";

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
  const maintenance = useEntry("maintenances", vehicleId, maintenanceId);
  const mark = useEntryMark(maintenance);
  return (
    <EntryDetailFrame
      vehicleId={vehicleId}
      row={maintenance}
      user={user}
      kind="maintenance"
      noun={t`Maintenance`}
      notFound={t`Maintenance not found`}
      title={(row) => maintenanceTitle(row.type)}
      editTo={{ to: "/maintenance/edit/$id/$mid", params: { id: vehicleId, mid: maintenanceId } }}
      confirmTitle={() => t`Delete this maintenance?`}
      onDelete={(row) => deleteMaintenance(db, row)}
    >
      {({ vehicle, row }) => <MaintenanceFacts vehicle={vehicle} row={row} mark={mark} />}
    </EntryDetailFrame>
  );
}

/** What a maintenance says: who stands behind it, when, the work done, the km and the amount. */
function MaintenanceFacts({ vehicle, row, mark }: { vehicle: Vehicle; row: Maintenance; mark: ShownMark | undefined }) {
  const { t } = useLingui();
  return (
    <section className="card">
      {mark && <EntryMarkBadge mark={mark} />}
      {!row.loggedByShop && <EntryAuthorLine vehicle={vehicle} createdBy={row.createdBy} />}
      <Facts>
        <Fact label={t`Date`} wide>
          {row.dateUnknown ? t`Date unknown (recorded by its km)` : dateTime(row.date)}
        </Fact>
        <Fact label={t`Work done`} wide>
          {row.adjustments.map(adjustmentName).join(", ")}
        </Fact>
        {row.description && (
          <Fact label={t`Notes`} wide>
            {row.description}
          </Fact>
        )}
        <Fact label={t`Odometer`}>{row.kms !== null ? distance(row.kms) : "—"}</Fact>
        <Fact label={t`Amount`}>{row.amount !== null ? money(row.amount, currencyOf(row)) : "—"}</Fact>
      </Facts>
    </section>
  );
}
