import { Trans, useLingui } from "@lingui/react/macro";
import { isAdmin, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useLiveQuery } from "dexie-react-hooks";
import { useState } from "react";
import { dateTime, km, money } from "../../shared/i18n/format.js";
import { adjustmentName, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { deleteMaintenance } from "./garage-mutations.js";

/** `/maintenance/detail/{id}/{mid}`; admins may delete it, after a confirmation (SPEC §4, §6). */
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
  const maintenance = useLiveQuery(async () => (await db.maintenances.get(maintenanceId)) ?? null, [db, maintenanceId]);
  const [confirming, setConfirming] = useState(false);
  const backToList = () => void navigate({ to: "/vehicle/maintenance/$id", params: { id: vehicleId } });
  if (maintenance === undefined) return <Spinner label={t`Loading…`} />;
  if (maintenance === null || maintenance.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Maintenance not found</Trans>
        </h1>
        <button type="button" className="button" onClick={backToList}>
          <Trans>Back</Trans>
        </button>
      </main>
    );
  }

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`${maintenanceTypeName(maintenance.type)} maintenance`}
        back={`/vehicle/maintenance/${vehicleId}`}
        backLabel={t`Back`}
      />
      <section className="card">
        <dl className="facts">
          <div className="fact">
            <dt>{t`Date`}</dt>
            <dd>{dateTime(maintenance.date)}</dd>
          </div>
          <div className="fact wide">
            <dt>{t`Work done`}</dt>
            <dd>{maintenance.adjustments.map(adjustmentName).join(", ")}</dd>
          </div>
          {maintenance.description && (
            <div className="fact wide">
              <dt>{t`Description`}</dt>
              <dd>{maintenance.description}</dd>
            </div>
          )}
          <div className="fact">
            <dt>{t`Kilometres`}</dt>
            <dd>{maintenance.kms !== null ? km(maintenance.kms) : "—"}</dd>
          </div>
          <div className="fact">
            <dt>{t`Amount`}</dt>
            <dd>{maintenance.amount !== null ? money(maintenance.amount) : "—"}</dd>
          </div>
        </dl>
      </section>
      {isAdmin(me) && (
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          <Trans>Delete</Trans>
        </button>
      )}
      <Modal
        open={confirming}
        tone="danger"
        icon={<Icon name="close" size={28} />}
        title={t`Delete this maintenance?`}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() =>
                void deleteMaintenance(db, maintenance).then(() => {
                  setConfirming(false);
                  backToList();
                })
              }
            >
              <Trans>Delete</Trans>
            </button>
          </>
        }
      >
        <Trans>It disappears from the vehicle's history on every device.</Trans>
      </Modal>
    </main>
  );
}
