import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useExportHistories } from "../../data/export-histories.js";
import { useDatabase } from "../../shared/sync/context.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { backupDownload, csvZip, download } from "./download.js";

/**
 * `/user/export` (from Profile, or a vehicle's History with `vehicle`): the history as CSV files
 * for a spreadsheet or another app, a JSON backup that imports back into Odo, and the printable
 * service history of each vehicle. Built from the device, offline too.
 */
export function ExportScreen({ vehicleId }: { vehicleId?: string | undefined }) {
  const { t } = useLingui();
  const db = useDatabase();
  const histories = useExportHistories(vehicleId);
  const entries =
    histories?.reduce((sum, history) => sum + history.maintenances.length + history.refuels.length, 0) ?? 0;

  const [packing, setPacking] = useState(false);
  const leftOut = (missing: number) => {
    if (missing > 0)
      showToast(
        t`${missing} files were left out: they are not on this device. Connect and export again to include them.`,
        "info",
      );
  };
  const downloadCsv = async () => {
    if (!histories) return;
    setPacking(true);
    const zip = await csvZip(db, histories, new Date()).finally(() => setPacking(false));
    download(zip.name, "application/zip", zip.data);
    showToast(t`CSV files ready: ${zip.name}`, "success");
    leftOut(zip.missing);
  };
  const downloadBackup = async () => {
    if (!histories) return;
    setPacking(true);
    const backup = await backupDownload(db, histories, new Date()).finally(() => setPacking(false));
    download(backup.name, backup.type, backup.data);
    showToast(t`Backup ready: ${backup.name}`, "success");
    leftOut(backup.missing);
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
            <button type="button" className="button primary" disabled={packing} onClick={() => void downloadCsv()}>
              <Trans>Download CSV files (ZIP)</Trans>
            </button>
            <p className="field-hint">
              <Trans>
                One file each for vehicles, refuels, maintenances, expenses, files and reminders: dates in ISO format,
                distances in km, fuel in litres, every amount with its currency. Opens in any spreadsheet. Receipts,
                photos and papers go in the folder attachments.
              </Trans>
            </p>
            <button type="button" className="button secondary" disabled={packing} onClick={() => void downloadBackup()}>
              <Trans>Download a backup (JSON)</Trans>
            </button>
            <p className="field-hint">
              <Trans>
                Everything, to import back into Odo on this or another account. With receipts, photos or papers, it is a
                ZIP that holds them too.
              </Trans>
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
