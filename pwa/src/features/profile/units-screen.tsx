import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Country,
  countries,
  distanceUnits,
  economyUnits,
  electricEconomyOf,
  electricEconomyUnits,
  preferredUnits,
  type UnitPreferences,
  type User,
  unitPreferencesByCountry,
  unitPreferencesSchema,
  volumeUnits,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { countriesByName, countryName, unitNames } from "../../shared/i18n/unit-labels.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { CurrencyField } from "../../shared/ui/currency-field.js";
import { SelectField } from "../../shared/ui/field.js";
import { PageHeader } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";

/**
 * `/user/units`: the country and the units the user reads and types in. Saved on the device and
 * synced; every screen follows at once, offline too. What is stored does not change: Odo keeps
 * km and litres and converts on screen.
 */
export function UnitsScreen() {
  const me = useMe(useSignedInUser());
  return <UnitsForm key={`${me.country}|${JSON.stringify(me.units ?? null)}`} me={me} />;
}

function UnitsForm({ me }: { me: User }) {
  const { t } = useLingui();
  const db = useDatabase();
  const [country, setCountry] = useState<Country>(me.country);
  const [units, setUnits] = useState<UnitPreferences>(preferredUnits(me));
  const names = unitNames();
  const change = (patch: Partial<UnitPreferences>) => setUnits((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = unitPreferencesSchema.parse(units);
    await runMutation(db, "user.update", { units: chosen, country });
    showToast(t`Units saved.`, "success");
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Units and region`}
        back={{ to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`How Odo shows distances, fuel, charging, money and numbers`}
      />
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t`Country`}
          name="country"
          value={country}
          hint={t`It decides how numbers are written, the fuel grades and gas stations offered, and the units and currency you start from.`}
          onChange={(event) => {
            const chosen = countries.find((code) => code === event.target.value) ?? country;
            // A new country brings its usual units and currency, which the owner may still change.
            setCountry(chosen);
            setUnits(unitPreferencesByCountry[chosen]);
          }}
        >
          {countriesByName().map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Distance`}
          name="distance"
          value={units.distance}
          onChange={(event) => change({ distance: event.target.value as UnitPreferences["distance"] })}
        >
          {distanceUnits.map((unit) => (
            <option key={unit} value={unit}>
              {names.distance[unit]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Fuel`}
          name="volume"
          value={units.volume}
          onChange={(event) => change({ volume: event.target.value as UnitPreferences["volume"] })}
        >
          {volumeUnits.map((unit) => (
            <option key={unit} value={unit}>
              {names.volume[unit]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Fuel economy`}
          name="economy"
          value={units.economy}
          onChange={(event) => change({ economy: event.target.value as UnitPreferences["economy"] })}
        >
          {economyUnits.map((unit) => (
            <option key={unit} value={unit}>
              {names.economy[unit]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Electric consumption`}
          name="electricEconomy"
          value={electricEconomyOf(units)}
          hint={t`For electric cars, plug-in hybrids and e-bikes.`}
          onChange={(event) =>
            change({
              electricEconomy:
                electricEconomyUnits.find((unit) => unit === event.target.value) ?? electricEconomyOf(units),
            })
          }
        >
          {electricEconomyUnits.map((unit) => (
            <option key={unit} value={unit}>
              {names.electricEconomy[unit]}
            </option>
          ))}
        </SelectField>
        <CurrencyField label={t`Your currency`} value={units.currency} onChange={(currency) => change({ currency })} />
        <p className="field-hint">
          <Trans>
            Your entries keep their values: only how they are shown changes. New entries start in your currency, and
            each keeps the currency it was paid in.
          </Trans>
        </p>
        <button type="submit" className="button primary">
          <Trans>Save</Trans>
        </button>
      </form>
    </main>
  );
}
