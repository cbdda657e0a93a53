import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type Currency,
  distanceUnits,
  type ImportChoices,
  type ImportOutline,
  type ImportPlan,
  type ParsedImport,
  preferredUnits,
  type RefusedRow,
  type SourceFile,
  suggestedVehicle,
  totalsByCurrency,
  type Vehicle,
  type VehicleTarget,
  volumeUnits,
} from "@odo/domain";
import { useEffect, useMemo, useState } from "react";
import { ownedVehicles } from "../../data/owned-vehicles.js";
import { day, decimal, moneyTotals, timeZone } from "../../shared/i18n/format.js";
import { formatName } from "../../shared/i18n/import-format-name.js";
import { fieldErrorText } from "../../shared/i18n/messages.js";
import { unitNames } from "../../shared/i18n/unit-labels.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { CurrencyField } from "../../shared/ui/currency-field.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { Spinner } from "../../shared/ui/page.js";
import { FileUnitField } from "./file-unit-field.js";
import type { ImportWorker } from "./import-client.js";
import { entryCounts } from "./import-labels.js";
import { commitImport, type ImportedCounts } from "./import-mutations.js";
import { ImportNeeds, importCurrencyFieldId } from "./import-needs.js";
import { type KeptImport, keepImport } from "./import-session.js";
import { SkippedRowsList } from "./skipped-rows.js";
import { useLimitProblems, VehicleTargetField } from "./vehicle-target-field.js";
import { backupFiles } from "./zip-sources.js";

export interface ImportedVehicleLink {
  id: string;
  name: string;
}

/**
 * Where each of the file's vehicles goes at first: the vehicle the import was opened from, one of
 * the same name, for a file that names no vehicle the user's only vehicle with a tank, else a new one.
 */
/**
 * Where each of the file's vehicles goes at first: the vehicle whose page the import was opened
 * from, one of the same name, else a new vehicle. A file that names no vehicle is a new one too:
 * guessing the owner's only car put a Russian Drivvo file's 31 rows into a Škoda they clashed with.
 */
function initialTargets(parsed: ParsedImport, owned: readonly Vehicle[], vehicleId: string | undefined) {
  return Object.fromEntries(
    parsed.vehicles.map((imported): [string, VehicleTarget] => {
      if (vehicleId && parsed.vehicles.length === 1) return [imported.key, { kind: "existing", vehicleId }];
      const sameName = owned.find(
        (vehicle) => imported.name && vehicle.fullname.toLowerCase() === imported.name.toLowerCase(),
      );
      if (sameName) return [imported.key, { kind: "existing", vehicleId: sameName._id }];
      return [imported.key, { kind: "new", vehicle: suggestedVehicle(imported) }];
    }),
  );
}

export function ImportPreview({
  worker,
  parsed,
  outline,
  files,
  vehicleId,
  kept,
  onCancel,
  onImported,
}: {
  worker: ImportWorker;
  parsed: ParsedImport;
  outline: ImportOutline;
  files: SourceFile[];
  vehicleId: string | undefined;
  /** What the user had chosen before leaving for the plans, to find it as it was. */
  kept?: Pick<KeptImport, "targets" | "choices"> | undefined;
  onCancel: () => void;
  onImported: (counts: ImportedCounts, vehicles: ImportedVehicleLink[]) => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useMe(useSignedInUser());
  const units = preferredUnits(me);
  const [owned, setOwned] = useState<Vehicle[]>();
  // A file that names no currency is asked for one, with no preset: pesos left alone would import as dollars.
  const [pickedCurrency, setPickedCurrency] = useState<Currency | null>(
    kept?.choices.currency ?? parsed.currency ?? null,
  );
  const [fileUnits, setUnits] = useState<Omit<ImportChoices, "currency">>(
    kept?.choices ?? {
      distanceUnit: parsed.distanceUnit ?? units.distance,
      volumeUnit: parsed.volumeUnit ?? units.volume,
    },
  );
  const choices: ImportChoices = useMemo(
    () => ({
      distanceUnit: fileUnits.distanceUnit,
      volumeUnit: fileUnits.volumeUnit,
      currency: pickedCurrency ?? units.currency,
    }),
    [fileUnits, pickedCurrency, units.currency],
  );
  const setChoices = (next: ImportChoices) => {
    setUnits({ distanceUnit: next.distanceUnit, volumeUnit: next.volumeUnit });
    setPickedCurrency(next.currency);
  };
  const [targets, setTargets] = useState<Record<string, VehicleTarget>>();
  const [plan, setPlan] = useState<ImportPlan>();
  const [saving, setSaving] = useState(false);
  const names = unitNames();
  const limitProblems = useLimitProblems(me, targets);

  useEffect(() => {
    void ownedVehicles(db).then((vehicles) => {
      setOwned(vehicles);
      setTargets(kept?.targets ?? initialTargets(parsed, vehicles, vehicleId));
    });
  }, [db, parsed, vehicleId, kept]);

  useEffect(() => {
    if (!owned || !targets) return;
    let current = true;
    setPlan(undefined);
    void worker
      .ask<"plan">({
        kind: "plan",
        parsed,
        targets,
        choices,
        account: {
          authorId: me._id,
          country: me.country,
          timeZone: timeZone(),
          now: new Date().toISOString(),
        },
      })
      .then((reply) => {
        if (current && reply.kind === "plan") setPlan(reply.plan);
      });
    return () => {
      current = false;
    };
  }, [worker, parsed, targets, choices, owned, me._id, me.country]);

  // A file whose every entry says its currency (Odo's backup, SpritMonitor) is not asked for one.
  const currencyStated = [...parsed.refuels, ...parsed.services, ...(parsed.expenses ?? [])].every(
    (row) => row.currency !== undefined,
  );
  const currencyNeeded = !currencyStated && pickedCurrency === null;
  const fileTotals = useMemo(() => {
    const rows = [...parsed.refuels, ...parsed.services, ...(parsed.expenses ?? [])];
    if (currencyNeeded) {
      const sum = rows.reduce((total, row) => total + (row.currency === undefined ? (row.amount ?? 0) : 0), 0);
      return t`${decimal(sum, 2, 2)} in the currency you choose below`;
    }
    return moneyTotals(
      totalsByCurrency(rows.map((row) => ({ amount: row.amount, currency: row.currency ?? choices.currency }))),
    );
  }, [parsed, choices.currency, currencyNeeded, t]);
  const count = (
    key: keyof Pick<ImportPlan["vehicles"][number], "refuels" | "maintenances" | "expenses" | "refused">,
  ) => plan?.vehicles.reduce((sum, planned) => sum + planned[key].length, 0) ?? 0;
  const duplicates = plan?.vehicles.reduce((sum, planned) => sum + planned.duplicates, 0) ?? 0;
  const tyreSets = plan?.vehicles.reduce((sum, planned) => sum + (planned.restored?.tyres.sets.length ?? 0), 0) ?? 0;
  // Tyre sets come with a vehicle the import makes, not into one already in Odo.
  const tyresLeftOut = (parsed.tyreSets ?? []).some((set) => targets?.[set.vehicleKey]?.kind === "existing");
  const importable = count("refuels") + count("maintenances") + count("expenses") + tyreSets;
  const refused = plan?.vehicles.flatMap((planned) => planned.refused) ?? [];
  const needsSomething = (plan?.vehicleErrors.length ?? 0) > 0 || limitProblems.length > 0 || currencyNeeded;
  const blocked = !plan || saving || needsSomething || importable === 0;
  const runImport = async () => {
    if (!plan || blocked) return;
    setSaving(true);
    const counts = await commitImport(db, plan, new Date(), backupFiles);
    backupFiles.clear();
    onImported(
      counts,
      plan.vehicles.map((planned) => ({ id: planned.vehicle._id, name: planned.vehicle.fullname })),
    );
  };

  const refusedEntryName = (entry: RefusedRow["entry"]) =>
    ({ refuel: t`Refuel`, service: t`Service`, expense: t`Expense`, tyreSet: t`Tyre set` })[entry];

  if (!owned || !targets) return <Spinner label={t`Reading your vehicles…`} />;
  return (
    <div className="stack">
      <ImportNeeds
        outline={outline}
        plan={plan}
        limitProblems={limitProblems}
        currencyNeeded={currencyNeeded}
        onToPlans={() => keepImport({ files, vehicleId, targets, choices: { ...choices, currency: pickedCurrency } })}
      />
      <section className="card" aria-labelledby="import-found">
        <h2 id="import-found">{formatName(parsed.format)}</h2>
        <Facts>
          <Fact label={t`Files`} wide>
            {files.map((file) => file.name).join(", ")}
          </Fact>
          <Fact label={t`Refuels`}>{outline.refuels}</Fact>
          <Fact label={t`Services`}>{outline.services}</Fact>
          <Fact label={t`Expenses`}>{outline.expenses}</Fact>
          {outline.tyreSets > 0 && <Fact label={t`Tyre sets`}>{outline.tyreSets}</Fact>}
          <Fact label={t`From`}>{outline.from ? day(outline.from) : "—"}</Fact>
          <Fact label={t`To`}>{outline.to ? day(outline.to) : "—"}</Fact>
          <Fact label={t`Total spent`} wide>
            {fileTotals || "—"}
          </Fact>
        </Facts>
      </section>

      <section className="card form" aria-labelledby="import-units">
        <h2 id="import-units">
          <Trans>Units and currency</Trans>
        </h2>
        <FileUnitField
          label={t`Distances in the file`}
          stated={parsed.distanceUnit}
          statedText={(unit) => t`Distances: ${unit}, as the file says.`}
          name="distanceUnit"
          units={distanceUnits}
          unitName={names.distance}
          value={choices.distanceUnit}
          onChange={(distanceUnit) => setChoices({ ...choices, distanceUnit })}
        />
        <FileUnitField
          label={t`Fuel in the file`}
          stated={parsed.volumeUnit}
          statedText={(unit) => t`Fuel: ${unit}, as the file says.`}
          name="volumeUnit"
          units={volumeUnits}
          unitName={names.volume}
          value={choices.volumeUnit}
          onChange={(volumeUnit) => setChoices({ ...choices, volumeUnit })}
        />
        {currencyStated ? (
          <p className="muted">
            <Trans>Currencies: each entry's own, as the file records it.</Trans>
          </p>
        ) : (
          <CurrencyField
            id={importCurrencyFieldId}
            label={parsed.currency ? t`Currency (found in the file)` : t`Currency of the amounts`}
            value={pickedCurrency}
            onChange={setPickedCurrency}
          />
        )}
      </section>

      <section className="card form" aria-labelledby="import-vehicles">
        <h2 id="import-vehicles">
          <Plural value={outline.vehicles.length} one="Vehicle in the file" other="Vehicles in the file" />
        </h2>
        {outline.vehicles.map((found, index) => (
          <VehicleTargetField
            key={found.key}
            place={index}
            found={found}
            suggestion={suggestedVehicle(
              parsed.vehicles.find((imported) => imported.key === found.key) ?? { key: found.key, name: found.name },
            )}
            owned={owned}
            target={targets[found.key] ?? { kind: "skip" }}
            error={plan?.vehicleErrors.find((error) => error.key === found.key)}
            limitProblem={limitProblems.find((problem) => problem.key === found.key)?.message}
            onChange={(target) => setTargets({ ...targets, [found.key]: target })}
          />
        ))}
      </section>

      <section className="card stack" aria-labelledby="import-summary" aria-live="polite">
        <h2 id="import-summary">
          <Trans>What will be imported</Trans>
        </h2>
        {!plan ? (
          <Spinner label={t`Checking every entry…`} />
        ) : (
          <>
            <p>
              {entryCounts({
                refuels: count("refuels"),
                maintenances: count("maintenances"),
                expenses: count("expenses"),
              })}
              .
            </p>
            {tyreSets > 0 && (
              <p>
                <Plural
                  value={tyreSets}
                  one="# tyre set, with its changes on and off."
                  other="# tyre sets, with their changes on and off."
                />
              </p>
            )}
            {tyresLeftOut && (
              <p className="muted">
                <Trans>Tyre sets come in only with a vehicle the import creates: add them on its Tyres screen.</Trans>
              </p>
            )}
            <SkippedRowsList skipped={parsed.skipped} />
            {duplicates > 0 && (
              <p className="muted">
                <Plural
                  value={duplicates}
                  one="# entry is already in Odo (same day, odometer and amount) and is left out."
                  other="# entries are already in Odo (same day, odometer and amount) and are left out."
                />
              </p>
            )}
            {refused.length > 0 && (
              <details className="import-refused" open={refused.length <= 5}>
                <summary>
                  <Plural
                    value={refused.length}
                    one="# row breaks one of Odo's rules and will be skipped"
                    other="# rows break one of Odo's rules and will be skipped"
                  />
                </summary>
                <ul>
                  {refused.slice(0, 200).map((row) => (
                    <li key={`${row.file}:${row.line}`}>
                      <strong>{t`${row.file}, line ${row.line}`}</strong> · {day(row.date)} ·{" "}
                      {refusedEntryName(row.entry)}: {fieldErrorText(row)}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
        {needsSomething && (
          <p id="import-blocked" className="field-hint">
            <Trans>Give what "Before importing" asks for, at the top, to import.</Trans>
          </p>
        )}
        <button
          type="button"
          className="button primary block"
          onClick={() => void runImport()}
          disabled={blocked}
          aria-describedby={needsSomething ? "import-blocked" : undefined}
        >
          {saving ? (
            <Trans>Importing…</Trans>
          ) : (
            <Plural value={importable} one="Import # entry" other="Import # entries" />
          )}
        </button>
        <button type="button" className="button secondary block" onClick={onCancel} disabled={saving}>
          <Trans>Pick another file</Trans>
        </button>
      </section>
    </div>
  );
}
