import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type ImportOutline, importLimits, type ParsedImport, type SourceFile } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { timeZone } from "../../shared/i18n/format.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { ImportWorker } from "./import-client.js";
import { entryCounts, problemText } from "./import-labels.js";
import type { ImportedCounts } from "./import-mutations.js";
import { type ImportedVehicleLink, ImportPreview } from "./import-preview.js";
import type { ImportFileProblem } from "./import-protocol.js";
import { type KeptImport, takeKeptImport } from "./import-session.js";
import { isArchive, sourceFilesOf } from "./zip-sources.js";

type Stage =
  | { kind: "pick" }
  | { kind: "reading" }
  | { kind: "problem"; problem: ImportFileProblem }
  | {
      kind: "preview";
      parsed: ParsedImport;
      outline: ImportOutline;
      files: SourceFile[];
      kept?: Pick<KeptImport, "targets" | "choices"> | undefined;
    }
  | { kind: "done"; counts: ImportedCounts; vehicles: ImportedVehicleLink[] };

/** One worker for the screen's life: reading and planning run there, off the main thread. */
function useImportWorker(): ImportWorker | undefined {
  const [worker, setWorker] = useState<ImportWorker>();
  useEffect(() => {
    const started = new ImportWorker();
    setWorker(started);
    return () => started.stop();
  }, []);
  return worker;
}

/**
 * `/user/import` (from Profile, or a vehicle's History with `vehicle`): pick another app's export,
 * see what it holds, say where each of its vehicles goes, import. All on the device, offline too;
 * the entries sync like typed ones.
 */
export function ImportScreen({ vehicleId }: { vehicleId?: string | undefined }) {
  const { t } = useLingui();
  const worker = useImportWorker();
  const [stage, setStage] = useState<Stage>({ kind: "pick" });
  const input = useRef<HTMLInputElement>(null);

  const readFiles = async (files: SourceFile[], kept?: KeptImport) => {
    if (!worker) return;
    setStage({ kind: "reading" });
    const reply = await worker.ask<"read">({ kind: "read", files, timeZone: timeZone() });
    if (reply.kind === "problem") setStage({ kind: "problem", problem: reply.problem });
    else if (reply.kind === "read") {
      setStage({ kind: "preview", parsed: reply.parsed, outline: reply.outline, files, kept });
    }
  };

  // Back from the plans screen: the import the user left is read again, with their choices.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the worker starts.
  useEffect(() => {
    if (!worker) return;
    const kept = takeKeptImport(vehicleId);
    if (kept) void readFiles(kept.files, kept);
  }, [worker]);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    if (picked.length === 0 || !worker) return;
    // A file too large for an export is refused before it is read into memory.
    const huge = picked.find(
      (file) => file.size > (isArchive(file) ? importLimits.maxArchiveBytes : importLimits.maxFileBytes),
    );
    if (huge) {
      setStage({ kind: "problem", problem: { key: "tooLarge", file: huge.name, line: 1, detail: "" } });
      return;
    }
    setStage({ kind: "reading" });
    const files: SourceFile[] = (await Promise.all(picked.map(sourceFilesOf))).flat();
    await readFiles(files);
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Import history`}
        back={vehicleId ? { to: "/vehicle/history/$id", params: { id: vehicleId } } : { to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`Bring your fill-ups and services from another app`}
      />
      <input
        ref={input}
        type="file"
        accept=".csv,.json,.zip,text/csv,application/json,application/zip"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-file"
        onChange={(event) => void read(event)}
      />
      {(stage.kind === "pick" || stage.kind === "problem") && (
        <section className="card stack">
          {stage.kind === "problem" && (
            <div className="notice error" role="alert">
              <p>{problemText(stage.problem)}</p>
              <p>
                <Trans>Nothing was imported. Fix the file or pick another one.</Trans>
              </p>
            </div>
          )}
          <p>
            <Trans>
              Export your data from LubeLogger, Fuelly, Drivvo, Fuelio, SpritMonitor, Simply Auto or May (or an Odo
              backup) and pick the file here. Odo finds the app, the vehicles and the units, and shows you everything
              before it imports.
            </Trans>
          </p>
          <ul className="import-apps">
            <li>
              <Trans>
                LubeLogger: the CSV of fuel, of service records and of equipment (its tyres) (pick them at once).
              </Trans>
            </li>
            <li>
              <Trans>Fuelly: the app's CSV export, or fuelups.csv and services.csv from fuelly.com.</Trans>
            </li>
            <li>
              <Trans>Drivvo: the CSV from Settings → Export.</Trans>
            </li>
            <li>
              <Trans>Fuelio: the CSV of each vehicle from Backup → Export.</Trans>
            </li>
            <li>
              <Trans>SpritMonitor: the fuelings and the costs CSV of a vehicle (pick both at once).</Trans>
            </li>
            <li>
              <Trans>Simply Auto: the Fuel_Log.csv of its CSV export.</Trans>
            </li>
            <li>
              <Trans>May: the JSON export, or the full backup ZIP, from its export page (tyre sets included).</Trans>
            </li>
          </ul>
          <button type="button" className="button primary" onClick={() => input.current?.click()} disabled={!worker}>
            <Trans>Choose files</Trans>
          </button>
          <p className="field-hint">
            <Trans>Your files are read on this phone; nothing is uploaded until the entries sync.</Trans>
          </p>
        </section>
      )}
      {stage.kind === "reading" && <Spinner label={t`Reading your file…`} />}
      {stage.kind === "preview" && worker && (
        <ImportPreview
          worker={worker}
          parsed={stage.parsed}
          outline={stage.outline}
          files={stage.files}
          kept={stage.kept}
          vehicleId={vehicleId}
          onCancel={() => setStage({ kind: "pick" })}
          onImported={(counts, vehicles) => setStage({ kind: "done", counts, vehicles })}
        />
      )}
      {stage.kind === "done" && (
        <section className="card stack" aria-live="polite">
          <h2>
            <Trans>Imported</Trans>
          </h2>
          <p>{t`In Odo now: ${entryCounts(stage.counts)}. They sync when you are online.`}</p>
          {stage.counts.tyreSets > 0 && (
            <p>
              <Plural
                value={stage.counts.tyreSets}
                one="# tyre set came with them, with its changes on and off."
                other="# tyre sets came with them, with their changes on and off."
              />
            </p>
          )}
          {stage.counts.files > 0 && (
            <p>
              <Plural
                value={stage.counts.files}
                one="# receipt, photo or paper came back with them, and uploads when you are online."
                other="# receipts, photos and papers came back with them, and upload when you are online."
              />
            </p>
          )}
          {stage.vehicles.map(({ id, name }) => (
            <Link key={id} to="/vehicle/history/$id" params={{ id }} search={{}} className="button primary">
              <Trans>History of {name}</Trans>
            </Link>
          ))}
          <button type="button" className="button secondary" onClick={() => setStage({ kind: "pick" })}>
            <Trans>Import another file</Trans>
          </button>
        </section>
      )}
    </main>
  );
}
