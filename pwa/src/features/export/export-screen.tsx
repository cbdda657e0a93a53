import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { odoBackupFile } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../../shared/sync/context.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { csvZip, download } from "./download.js";
import { exportHistories } from "./export-data.js";

/**
 * `/user/export` (from Profile, or a vehicle's History with `vehicle`): the history as CSV files
 * for a spreadsheet or another app, a JSON backup that imports back into Odo, and the printable
 * service history of each vehicle. Built from the device, offline too.
 */
export function ExportScreen({ vehicleId }: { vehicleId?: string | undefined }) {
  const { t } = useLingui();
  const db = useDatabase();
  const histories = useLiveQuery(() => exportHistories(db, vehicleId), [db, vehicleId]);
  const entries =
    histories?.reduce((sum, history) => sum + history.maintenances.length + history.refuels.length, 0) ?? 0;

  const downloadCsv = () => {
    if (!histories) return;
    const zip = csvZip(histories, new Date());
    download(zip.name, "application/zip", zip.data);
    showToast(t`CSV files ready: ${zip.name}`, "success");
  };
  const downloadBackup = () => {
    if (!histories) return;
    const backup = odoBackupFile(histories, new Date());
    download(backup.name, "application/json", backup.text);
    showToast(t`Backup ready: ${backup.name}`, "success");
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Export history`}
        back={vehicleId ? { to: "/vehicle/history/$id", params: { id: vehicleId } } : { to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={
          histories?.length === 1 ? histories[0]?.vehicle.fullname : t`Every vehicle of yours, with all its history`
        }
      />
      {!histories ? (
        <Spinner label={t`Reading your history…`} />
      ) : histories.length === 0 ? (
        <section className="card empty">
          <p>
            <Trans>You have no vehicles of your own to export yet.</Trans>
          </p>
        </section>
      ) : (
        <div className="stack">
          <section className="card stack" aria-labelledby="export-files">
            <h2 id="export-files">
              <Trans>Your data, yours to take</Trans>
            </h2>
            <p>
              <Plural value={histories.length} one="# vehicle" other="# vehicles" />
              {" · "}
              <Plural value={entries} one="# entry" other="# entries" />
            </p>
            <button type="button" className="button primary" onClick={downloadCsv}>
              <Trans>Download CSV files (ZIP)</Trans>
            </button>
            <p className="field-hint">
              <Trans>
                One file each for vehicles, refuels, maintenances and reminders: dates in ISO format, distances in km,
                fuel in litres, every amount with its currency. Opens in any spreadsheet.
              </Trans>
            </p>
            <button type="button" className="button secondary" onClick={downloadBackup}>
              <Trans>Download a backup (JSON)</Trans>
            </button>
            <p className="field-hint">
              <Trans>Everything, to import back into Odo on this or another account.</Trans>
            </p>
          </section>
          <section className="card stack" aria-labelledby="export-print">
            <h2 id="export-print">
              <Trans>Service history to print</Trans>
            </h2>
            <p className="field-hint">
              <Trans>A clean page of every maintenance, with totals, to hand to a buyer or save as PDF.</Trans>
            </p>
            {histories.map(({ vehicle }) => (
              <Link key={vehicle._id} to="/vehicle/print/$id" params={{ id: vehicle._id }} className="button secondary">
                <Trans>Service history of {vehicle.fullname}</Trans>
              </Link>
            ))}
          </section>
        </div>
      )}
    </main>
  );
}
