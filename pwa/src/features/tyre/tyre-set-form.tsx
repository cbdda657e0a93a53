import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Currency,
  type FieldError,
  parseDotDate,
  type TyreSet,
  type TyreSetCreate,
  toFieldErrors,
  tyreLimits,
  tyreSeasons,
  tyreSetCreateSchema,
  type VehicleType,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { currentUnits } from "../../shared/i18n/region.js";
import { seasonName } from "../../shared/i18n/tyre-labels.js";
import { treadField, treadFromField, treadUnit } from "../../shared/i18n/unit-fields.js";
import { CurrencyField } from "../../shared/ui/currency-field.js";
import { SelectField, TextField } from "../../shared/ui/field.js";
import { Modal } from "../../shared/ui/modal.js";

/** How many tyres a new set has: a two-wheeler's two, a car's four, a truck's or bus's six. */
const tyresOnA = (type: VehicleType) => (type === "bicycle" || type === "moto" ? 2 : type === "car" ? 4 : 6);

interface SetValues {
  brand: string;
  model: string;
  size: string;
  season: TyreSet["season"];
  count: string;
  dots: string[];
  newTread: string;
  price: string;
  currency: Currency;
  place: string;
  boughtOn: string;
  minimum: string;
  ageWarning: string;
  notes: string;
}

function valuesOf(set: TyreSet | null, vehicleType: VehicleType): SetValues {
  const tyres = set?.tyres.filter((tyre) => !tyre.retired) ?? [];
  const count = set ? tyres.length : tyresOnA(vehicleType);
  return {
    brand: set?.brand ?? "",
    model: set?.model ?? "",
    size: set?.size ?? "",
    season: set?.season ?? "summer",
    count: String(count),
    dots: Array.from({ length: count }, (_, index) => tyres[index]?.dot ?? ""),
    newTread: treadField(tyres[0]?.newTreadMm ?? null),
    price: set?.price === null || set?.price === undefined ? "" : String(set.price),
    currency: set?.currency ?? currentUnits().currency,
    place: set?.place ?? "",
    boughtOn: set?.boughtOn?.slice(0, 10) ?? "",
    minimum: treadField(set?.minimumTreadMm ?? null),
    ageWarning: String(set?.ageWarningYears ?? tyreLimits.ageWarningYears.default),
    notes: set?.notes ?? "",
  };
}

/** The form's tyres: those the set keeps (their keys), new ones keyed after them, the rest retired. */
function tyresOf(values: SetValues, set: TyreSet | null) {
  const kept = set?.tyres.filter((tyre) => !tyre.retired) ?? [];
  const used = new Set(set?.tyres.map((tyre) => tyre.key) ?? []);
  let next = 1;
  const freshKey = () => {
    while (used.has(`t${next}`)) next += 1;
    used.add(`t${next}`);
    return `t${next}`;
  };
  const count = Number(values.count);
  const newTreadMm = treadFromField(values.newTread, kept[0]?.newTreadMm);
  const tyres = Array.from({ length: count }, (_, index) => ({
    key: kept[index]?.key ?? freshKey(),
    dot: values.dots[index] ?? "",
    newTreadMm,
  }));
  const retired = kept.slice(count).map((tyre) => ({ ...tyre, retired: true }));
  return [...tyres, ...retired];
}

/**
 * A tyre set's fields in a dialog: what it is (brand, size as on the sidewall, season), each
 * tyre's DOT code, its tread when new, what it cost, and the owner's own minimum if stricter than
 * the law's (a winter tyre's 4 mm).
 */
export function TyreSetFormDialog({
  open,
  vehicleType,
  editing,
  onSave,
  onClose,
}: {
  open: boolean;
  vehicleType: VehicleType;
  editing: TyreSet | null;
  onSave: (set: TyreSetCreate) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(() => valuesOf(editing, vehicleType));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [opened, setOpened] = useState<TyreSet | null | undefined>(undefined);
  if (open && opened !== editing) {
    setOpened(editing);
    setValues(valuesOf(editing, vehicleType));
    setErrors({});
  }
  const unit = treadUnit() === "mm" ? "mm" : t`32nds of an inch`;
  const set = (field: keyof SetValues) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const setCount = (event: { target: { value: string } }) => {
    const count = Number(event.target.value);
    setValues({
      ...values,
      count: event.target.value,
      dots: Array.from({ length: count }, (_, i) => values.dots[i] ?? ""),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = tyreSetCreateSchema.safeParse({
      brand: values.brand,
      model: values.model,
      size: values.size,
      season: values.season,
      tyres: tyresOf(values, editing),
      price: values.price,
      currency: values.currency,
      place: values.place,
      boughtOn: values.boughtOn,
      minimumTreadMm: treadFromField(values.minimum, editing?.minimumTreadMm),
      ageWarningYears: values.ageWarning,
      notes: values.notes,
    });
    const found: Record<string, FieldError> = parsed.success ? {} : toFieldErrors(parsed.error);
    // A DOT date to come is no tyre's: said here, before the set is saved.
    values.dots.forEach((dot, index) => {
      if (dot.trim() !== "" && parseDotDate(dot, new Date()) === null) found[`tyres.${index}`] = { key: "invalidDot" };
    });
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    await onSave(parsed.data);
    setOpened(undefined);
  };
  const error = (path: string) =>
    errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

  return (
    <Modal
      open={open}
      title={editing ? t`Edit tyre set` : t`New tyre set`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="tyre-set-form" className="button">
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form id="tyre-set-form" className="form left" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Size, as on the tyre's side`}
          name="size"
          value={values.size}
          placeholder={vehicleType === "bicycle" ? "700x25c" : "205/55 R16 91V"}
          autoCapitalize="characters"
          error={errors.size}
          onChange={set("size")}
        />
        <div className="grid-2">
          <TextField label={t`Brand`} name="brand" value={values.brand} error={errors.brand} onChange={set("brand")} />
          <TextField label={t`Model`} name="model" value={values.model} error={errors.model} onChange={set("model")} />
        </div>
        <div className="grid-2">
          <SelectField label={t`Season`} name="season" value={values.season} onChange={set("season")}>
            {tyreSeasons.map((season) => (
              <option key={season} value={season}>
                {seasonName(season)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Tyres in the set`} name="count" value={values.count} onChange={setCount}>
            {Array.from({ length: tyresOnA(vehicleType) + 1 }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="tyre-dots">
          <legend>
            <Trans>DOT code of each tyre (its last four digits: week and year)</Trans>
          </legend>
          <div className="grid-2">
            {values.dots.map((dot, index) => (
              <TextField
                // The tyres are a list by position in the set: their index is their identity here.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                label={t`Tyre ${index + 1}`}
                name={`dot-${index}`}
                value={dot}
                inputMode="numeric"
                placeholder="2319"
                error={error(`tyres.${index}`)}
                onChange={(event) =>
                  setValues({
                    ...values,
                    dots: values.dots.map((each, at) => (at === index ? event.target.value : each)),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="grid-2">
          <TextField
            label={t`Tread when new (${unit})`}
            name="newTread"
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0"
            value={values.newTread}
            error={error("tyres")}
            onChange={set("newTread")}
          />
          <TextField
            label={t`Your own minimum (${unit})`}
            name="minimum"
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0"
            value={values.minimum}
            hint={t`Blank: the law's minimum where you live.`}
            error={errors.minimumTreadMm}
            onChange={set("minimum")}
          />
        </div>
        <div className="grid-2">
          <TextField
            label={t`Price of the set`}
            name="price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.price}
            error={errors.price}
            onChange={set("price")}
          />
          <CurrencyField value={values.currency} onChange={(currency) => setValues({ ...values, currency })} />
        </div>
        <div className="grid-2">
          <TextField
            label={t`Bought at`}
            name="place"
            value={values.place}
            error={errors.place}
            onChange={set("place")}
          />
          <TextField
            label={t`Bought on`}
            name="boughtOn"
            type="date"
            value={values.boughtOn}
            error={errors.boughtOn}
            onChange={set("boughtOn")}
          />
        </div>
        <SelectField
          label={t`Warn of its age at`}
          name="ageWarning"
          value={values.ageWarning}
          hint={t`Tyres age even unused: most makers say to replace them at ${tyreLimits.ageWarningYears.default} to ${tyreLimits.ageWarningYears.max} years.`}
          onChange={set("ageWarning")}
        >
          {Array.from(
            { length: tyreLimits.ageWarningYears.max - tyreLimits.ageWarningYears.min + 1 },
            (_, index) => tyreLimits.ageWarningYears.min + index,
          ).map((years) => (
            <option key={years} value={years}>
              {plural(years, { one: "# year", other: "# years" })}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Notes`} name="notes" value={values.notes} error={errors.notes} onChange={set("notes")} />
      </form>
    </Modal>
  );
}
