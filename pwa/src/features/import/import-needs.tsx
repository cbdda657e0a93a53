import { Trans, useLingui } from "@lingui/react/macro";
import type { ImportOutline, ImportPlan } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { fieldErrorText } from "../../shared/i18n/messages.js";

type FoundVehicle = ImportOutline["vehicles"][number];

/** The id of a file vehicle's field in the preview, by its place in the file (its name may be any text). */
export const vehicleFieldId = (index: number, field: string) => `import-vehicle-${index}-${field}`;
/** The currency question's field, which "Before importing" leads to. */
export const importCurrencyFieldId = "import-currency";

/**
 * What the import needs before it can run, first on the screen: a new vehicle's missing make or
 * model (with the way to its field), and room in the plan for the new vehicles (with the way to
 * the plans and back). Each says what comes in once it is given.
 */
export function ImportNeeds({
  outline,
  plan,
  limitProblems,
  currencyNeeded,
  onToPlans,
}: {
  outline: ImportOutline;
  plan: ImportPlan | undefined;
  limitProblems: readonly { key: string; message: string }[];
  /** The file names no currency and none was chosen yet. */
  currencyNeeded: boolean;
  onToPlans: () => void;
}) {
  const { t } = useLingui();
  const errors = plan?.vehicleErrors ?? [];
  if (errors.length === 0 && limitProblems.length === 0 && !currencyNeeded) return null;
  const placeOf = (key: string) => outline.vehicles.findIndex((vehicle) => vehicle.key === key);
  const found = (key: string): FoundVehicle | undefined => outline.vehicles[placeOf(key)];
  const entriesOf = (key: string) =>
    (found(key)?.refuels ?? 0) + (found(key)?.services ?? 0) + (found(key)?.expenses ?? 0);
  const nameOf = (key: string) => found(key)?.name ?? "";
  const held = limitProblems.reduce((sum, problem) => sum + entriesOf(problem.key), 0);
  return (
    <section className="card stack import-needs" aria-labelledby="import-needs">
      <h2 id="import-needs">
        <Trans>Before importing</Trans>
      </h2>
      <ul className="stack">
        {currencyNeeded && (
          <li>
            <p>
              <Trans>The file does not say its currency: choose the one its amounts were paid in.</Trans>
            </p>
            <button
              type="button"
              className="button secondary"
              onClick={() => document.getElementById(importCurrencyFieldId)?.focus()}
            >
              <Trans>Choose the currency</Trans>
            </button>
          </li>
        )}
        {errors.map((error) => {
          const name = nameOf(error.key);
          const count = entriesOf(error.key);
          const fieldId = vehicleFieldId(placeOf(error.key), error.field);
          const text = (() => {
            if (error.field === "manufacture") {
              return name
                ? t`Type the make of ${name}: its ${count} entries come in once it is given.`
                : t`Type the make of the file's vehicle: its ${count} entries come in once it is given.`;
            }
            if (error.field === "model") {
              return name
                ? t`Type the model of ${name}: its ${count} entries come in once it is given.`
                : t`Type the model of the file's vehicle: its ${count} entries come in once it is given.`;
            }
            return `${name || t`The file's vehicle`}: ${fieldErrorText({ key: error.message })}`;
          })();
          return (
            <li key={error.key}>
              <p>{text}</p>
              {(error.field === "manufacture" || error.field === "model") && (
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => document.getElementById(fieldId)?.focus()}
                >
                  {error.field === "manufacture" ? <Trans>Type the make</Trans> : <Trans>Type the model</Trans>}
                </button>
              )}
            </li>
          );
        })}
        {limitProblems.length > 0 && (
          <li>
            <p>
              {limitProblems[0]?.message}{" "}
              <Trans>
                {limitProblems.length} of the file's vehicles do not fit, with {held} entries. Change your plan and come
                back here, or import them into vehicles you have, or leave them out.
              </Trans>
            </p>
            <Link to="/plans" search={{ return: "import" }} className="button secondary" onClick={onToPlans}>
              <Trans>See the plans</Trans>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
