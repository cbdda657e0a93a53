import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Country,
  type Currency,
  chargePlaceSchema,
  currencySchema,
  type Energy,
  energiesOfVehicle,
  energySchema,
  type FieldError,
  type FillNumbers,
  fillThird,
  fuelGradesFor,
  gasStationsFor,
  isImplausibleJump,
  isUnnamedStation,
  legacyCurrency,
  otherGasStationName,
  type PhotoFill,
  powerOf,
  type Refuel,
  type RefuelCreate,
  refuelCreateSchemaFor,
  type TimelineNeighbours,
  toFieldErrors,
  type Vehicle,
  volumeToLitres,
} from "@odo/domain";
import { type ReactNode, useState } from "react";
import { useSubmitWithNeighbours } from "../../shared/garage/timeline-data.js";
import { distance, entryDate } from "../../shared/i18n/format.js";
import { fuelName } from "../../shared/i18n/garage-labels.js";
import { messageText } from "../../shared/i18n/messages.js";
import { currentUnits } from "../../shared/i18n/region.js";
import {
  distanceField,
  distanceFromField,
  fillPriceField,
  pricePerQuantityField,
  quantityField,
  quantityFromField,
} from "../../shared/i18n/unit-fields.js";
import { quantityWords, withDistanceUnit } from "../../shared/i18n/unit-labels.js";
import { inputDateTime, inputText } from "../../shared/sync/retry-draft.js";
import { ConfirmReading } from "../../shared/ui/confirm-reading.js";
import { CurrencyField } from "../../shared/ui/currency-field.js";
import { DateTimeField } from "../../shared/ui/date-time-field.js";
import { FormError, SelectField, TextField } from "../../shared/ui/field.js";
import { Switch } from "../../shared/ui/switch.js";
import { ChargeFields, type ChargeFormValues, newChargeValues } from "./charge-fields.js";
import { StationPicker } from "./station-picker.js";

type FillField = keyof FillNumbers;
/** The fields a photo can fill: the three fill numbers and the odometer. */
export type PhotoField = FillField | "odometer";

export interface RefuelFormValues {
  /** What is delivered: fixed when the form opens (an "Add charge" or an "Add refuel"). */
  energy: Energy;
  /** The fuel's grade, for fuel only ("" for the vehicle's). */
  grade: string;
  charge: ChargeFormValues;
  odometer: string;
  litres: string;
  amount: string;
  currency: Currency;
  pricePerLitre: string;
  fullTank: boolean;
  missedPrevious: boolean;
  station: string;
  location: string;
  date: string;
  /** The two fill numbers typed last: the third follows them. */
  typed: FillField[];
  /** Fields read from a photo and not changed since: each says so, the photo a tap away. */
  fromPhoto: PhotoField[];
}

/** A new refuel's or charge's form: the odometer starts at the current reading, the tank full, dated now. */
export const newRefuelForm = (odometer: number, energy: Energy = "fuel"): RefuelFormValues => ({
  energy,
  grade: "",
  charge: newChargeValues(),
  odometer: odometer > 0 ? distanceField(odometer) : "",
  litres: "",
  amount: "",
  currency: currentUnits().currency,
  pricePerLitre: "",
  fullTank: true,
  missedPrevious: false,
  station: "",
  location: "",
  // Left as "now" until the owner picks another date (`entryDate`).
  date: "",
  typed: [],
  fromPhoto: [],
});

/** What a stored refuel (or a refused one's args) puts in the form. */
export function refuelFormValues(refuel: Partial<Record<keyof Refuel, unknown>>): RefuelFormValues {
  const station = (refuel.gasStation ?? {}) as Partial<Refuel["gasStation"]>;
  const energy = energySchema.safeParse(refuel.energy).data ?? "fuel";
  return {
    energy,
    grade: inputText(refuel.fuel),
    charge: {
      chargePlace: chargePlaceSchema.safeParse(refuel.chargePlace).data ?? "home",
      socStart: inputText(refuel.socStart),
      socEnd: inputText(refuel.socEnd),
      chargerKw: inputText(refuel.chargerKw),
      chargeMinutes: inputText(refuel.chargeMinutes),
    },
    odometer: refuel.displacement === 0 ? "" : distanceField(refuel.displacement),
    litres: quantityField(refuel.quantity, energy),
    amount: inputText(refuel.amount),
    currency: currencySchema.safeParse(refuel.currency).data ?? legacyCurrency,
    // As typed: from the amount and the quantity the form shows, not the litre price converted back.
    pricePerLitre:
      fillPriceField(refuel.amount, refuel.quantity, energy) || pricePerQuantityField(station.pricePerLt, energy),
    fullTank: refuel.fullTank !== false,
    missedPrevious: refuel.missedPrevious === true,
    // "Other" was stored before a station's name could be typed: it names none.
    station: station.name && !isUnnamedStation(station.name) ? station.name : "",
    location: station.location ?? "",
    date: inputDateTime(refuel.date),
    typed: ["amount", "litres"],
    fromPhoto: [],
  };
}

/**
 * The form after photos were read (issue "Snap to log"): the sale's three figures in the user's
 * units and the odometer where it may be filled, each marked; what was not read stays as it was.
 */
export function withPhotoFill(values: RefuelFormValues, fill: PhotoFill): RefuelFormValues {
  const next = { ...values, fromPhoto: [...values.fromPhoto] };
  const { sale } = fill;
  const kWh = values.energy === "electricity";
  if (sale && (sale.unit === "kWh") === kWh) {
    const stored = sale.unit === "kWh" ? sale.quantity : volumeToLitres(sale.quantity, sale.unit);
    next.litres = quantityField(stored, values.energy);
    next.amount = String(sale.amount);
    // The price as the receipt wrote it where it is in the user's unit; else worked out from the other two.
    const ownUnit = kWh ? "kWh" : currentUnits().volume;
    next.pricePerLitre =
      sale.unit === ownUnit ? String(sale.price) : fillPriceField(sale.amount, stored, values.energy);
    next.currency = sale.currency;
    next.typed = ["amount", "litres"];
    next.fromPhoto.push("litres", "amount", "pricePerLitre");
  }
  if (fill.odometer && "fill" in fill.odometer) {
    next.odometer = distanceField(fill.odometer.fill);
    next.fromPhoto.push("odometer");
  }
  next.fromPhoto = [...new Set(next.fromPhoto)];
  return next;
}

const number = (text: string) => {
  const value = Number(text.replace(",", "."));
  return text.trim() === "" || !Number.isFinite(value) ? undefined : value;
};
const fillFields: readonly FillField[] = ["litres", "amount", "pricePerLitre"];

/** After typing one of litres, amount and price: the one not among the last two typed follows them. */
function withFill(values: RefuelFormValues, field: FillField, text: string): RefuelFormValues {
  const typed = [field, ...values.typed.filter((other) => other !== field)].slice(0, 2);
  const next = { ...values, [field]: text, typed };
  const third = fillFields.find((other) => !typed.includes(other));
  if (typed.length < 2 || !third) return next;
  const computed = fillThird(
    { litres: number(next.litres), amount: number(next.amount), pricePerLitre: number(next.pricePerLitre) },
    third,
  );
  return computed === undefined ? next : { ...next, [third]: String(computed) };
}

/**
 * A refuel's fields for adding or editing one (SPEC §2 "Add-refuel screen", made for the pump):
 * the odometer first, filled with the current reading; litres, amount and price per litre, any
 * two giving the third; whether the tank was filled and whether a fill-up was missed, which fuel
 * economy needs; then station, place and time. Errors follow the fields once a save was tried.
 */
export function RefuelForm({
  vehicle,
  odometer,
  country,
  values,
  onChange,
  editing,
  submitLabel,
  extra,
  onSave,
  onClear,
}: {
  vehicle: Vehicle;
  odometer: number;
  country: Country;
  values: RefuelFormValues;
  onChange: (values: RefuelFormValues) => void;
  editing?: Refuel | undefined;
  submitLabel: string;
  /** Shown before the submit button: the files to attach on an add form. */
  extra?: ReactNode;
  /** Called in the tap's own event when the device's neighbours are already read. */
  onSave: (refuel: RefuelCreate) => void | Promise<void>;
  /** SPEC §2's Clear: resets the form, the station and the errors. */
  onClear?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const stations = gasStationsFor(country);
  const { energy } = values;
  const charging = energy === "electricity";
  const words = quantityWords(energy);
  const power = powerOf(vehicle);
  const grades = energy === "fuel" && power ? fuelGradesFor(country, power) : [];
  // The grade the pump sells that the vehicle takes: its own where offered, else the region's first.
  const grade =
    grades.find((offered) => offered === values.grade) ??
    grades.find((offered) => offered === vehicle.energyType) ??
    grades[0];
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  // A chain of the country's list, or "Other" with the station's own name typed in.
  const listedStation = stations.find(
    (station) => station.name === values.station && station.name !== otherGasStationName,
  );
  const otherStation = stations.find((station) => station.name === otherGasStationName);
  const [namingStation, setNamingStation] = useState(values.station !== "" && !listedStation);
  const [tried, setTried] = useState<TimelineNeighbours | null>(null);
  const [unsure, setUnsure] = useState<RefuelCreate | null>(null);

  const check = (next: RefuelFormValues, neighbours: TimelineNeighbours) =>
    refuelCreateSchemaFor({ energies: energiesOfVehicle(vehicle), country, neighboursAt: () => neighbours }).safeParse({
      energy: next.energy,
      ...(grade ? { fuel: grade } : {}),
      ...(next.energy === "electricity" ? next.charge : {}),
      date: entryDate(next.date, editing?.date),
      // Typed in the user's units; stored in litres (kWh, kg) and km (an untouched field as it was).
      quantity: quantityFromField(next.litres, next.energy, editing?.quantity),
      amount: next.amount,
      currency: next.currency,
      displacement: distanceFromField(next.odometer, editing ? editing.displacement : odometer),
      gasStation: { name: next.station, location: next.location },
      fullTank: next.fullTank,
      missedPrevious: next.missedPrevious,
    });
  const change = (next: RefuelFormValues) => {
    onChange(next);
    // After a save was tried, each field's error goes as soon as the field is right.
    if (tried) {
      const result = check(next, tried);
      setErrors(result.success ? {} : toFieldErrors(result.error));
    }
  };
  // A field changed by hand is the owner's, no longer the photo's.
  const typedOver = (field: PhotoField) => values.fromPhoto.filter((read) => read !== field);
  const set = (field: "odometer" | "location" | "date") => (event: { target: { value: string } }) =>
    change({
      ...values,
      [field]: event.target.value,
      fromPhoto: field === "odometer" ? typedOver(field) : values.fromPhoto,
    });
  const setFill = (field: FillField) => (event: { target: { value: string } }) =>
    change({ ...withFill(values, field, event.target.value), fromPhoto: typedOver(field) });
  const readHint = (field: PhotoField) =>
    values.fromPhoto.includes(field) ? (
      <a href="#entry-files">
        <Trans>Read from the photo</Trans>
      </a>
    ) : undefined;

  const submit = useSubmitWithNeighbours(vehicle, entryDate(values.date, editing?.date), editing, (neighbours) => {
    const parsed = check(values, neighbours);
    if (!parsed.success) {
      setTried(neighbours);
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    // A valid form sets no state of its own, so the tap's frame renders only the confirmation.
    if (Object.keys(errors).length > 0) setErrors({});
    if (isImplausibleJump(parsed.data.displacement || null, odometer)) {
      setUnsure(parsed.data);
      return;
    }
    void onSave(parsed.data);
  });

  return (
    <>
      <form className="card form" onSubmit={submit} noValidate>
        <TextField
          label={withDistanceUnit(t`Odometer`)}
          name="odometer"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={values.odometer}
          error={errors.displacement}
          hint={
            readHint("odometer") ??
            (odometer > 0
              ? t`Last reading ${distance(odometer)}. Consumption needs it.`
              : t`No reading yet. Consumption needs it.`)
          }
          onChange={set("odometer")}
        />
        <div className="grid-3">
          <TextField
            label={words.field}
            name="quantity"
            type="number"
            inputMode="decimal"
            step="0.001"
            min="0"
            value={values.litres}
            error={errors.quantity}
            hint={readHint("litres")}
            onChange={setFill("litres")}
          />
          <TextField
            label={t`Amount`}
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.001"
            min="0"
            value={values.amount}
            error={errors.amount}
            hint={readHint("amount")}
            onChange={setFill("amount")}
          />
          <TextField
            label={words.price}
            name="pricePerLitre"
            type="number"
            inputMode="decimal"
            step="0.001"
            min="0"
            value={values.pricePerLitre}
            hint={readHint("pricePerLitre")}
            onChange={setFill("pricePerLitre")}
          />
        </div>
        <p className="field-hint">{words.fill}</p>
        <CurrencyField value={values.currency} onChange={(currency) => change({ ...values, currency })} />
        {grades.length > 1 && (
          <SelectField
            label={t`Fuel`}
            name="fuel"
            value={grade}
            onChange={(event) => change({ ...values, grade: event.target.value })}
          >
            {grades.map((offered) => (
              <option key={offered} value={offered}>
                {fuelName(offered)}
              </option>
            ))}
          </SelectField>
        )}
        <Switch name="fullTank" checked={values.fullTank} onChange={(fullTank) => change({ ...values, fullTank })}>
          {charging ? <Trans>Charged to my usual target</Trans> : <Trans>Full tank</Trans>}
        </Switch>
        <Switch
          name="missedPrevious"
          checked={values.missedPrevious}
          onChange={(missedPrevious) => change({ ...values, missedPrevious })}
        >
          {charging ? (
            <Trans>I missed logging the previous charge</Trans>
          ) : (
            <Trans>I missed logging the previous fill-up</Trans>
          )}
        </Switch>
        {charging ? (
          <>
            <ChargeFields values={values.charge} errors={errors} onChange={(charge) => change({ ...values, charge })} />
            <TextField
              label={t`Network or charger (optional)`}
              name="station"
              value={values.station}
              error={errors["gasStation.name"]}
              onChange={(event) => change({ ...values, station: event.target.value })}
            />
          </>
        ) : (
          <>
            <StationPicker
              label={t`Gas station`}
              stations={stations}
              value={listedStation ?? (namingStation ? (otherStation ?? null) : null)}
              onChange={(station) => {
                const other = station.name === otherGasStationName;
                setNamingStation(other);
                change({ ...values, station: other ? "" : station.name });
              }}
            />
            {namingStation && (
              <TextField
                label={t`Station name (optional)`}
                name="stationName"
                value={values.station}
                error={errors["gasStation.name"]}
                autoComplete="off"
                onChange={(event) => change({ ...values, station: event.target.value })}
              />
            )}
          </>
        )}
        <TextField
          label={t`Location (optional)`}
          name="location"
          value={values.location}
          error={errors["gasStation.location"]}
          onChange={set("location")}
        />
        <DateTimeField
          label={t`Date and time`}
          value={values.date}
          original={editing?.date}
          error={errors.date}
          onChange={(date) => change({ ...values, date })}
        />
        {extra}
        <FormError>{errors._form ? messageText(errors._form.key) : ""}</FormError>
        <div className="row spread">
          {onClear && (
            <button
              type="button"
              className="button text"
              onClick={() => {
                setErrors({});
                setTried(null);
                onClear();
              }}
            >
              <Trans>Clear</Trans>
            </button>
          )}
          <button type="submit" className="button grow">
            {submitLabel}
          </button>
        </div>
      </form>
      <ConfirmReading
        reading={unsure?.displacement ?? null}
        currentKm={odometer}
        onConfirm={() => {
          const confirmed = unsure;
          setUnsure(null);
          if (confirmed) void onSave(confirmed);
        }}
        onCancel={() => setUnsure(null)}
      />
    </>
  );
}
