import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  maintenanceIntervalFromKm,
  maintenanceIntervalRangeIn,
  maintenanceIntervalToKm,
  offeredResetTypes,
  powerOf,
  type ResetMaintenanceType,
  settingsChanged,
  settingsFormDefaults,
  toFieldErrors,
  vehicleSettingsFormSchemaFor,
} from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useVehicle } from "../../data/garage.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { saveSettings } from "../../shared/garage/vehicle-mutations.js";
import { decimal, unitSymbol } from "../../shared/i18n/format.js";
import { currentUnits } from "../../shared/i18n/region.js";
import { withDistanceUnit } from "../../shared/i18n/unit-labels.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase } from "../../shared/sync/context.js";
import { inputText, nestedArgs } from "../../shared/sync/retry-draft.js";
import { SelectField, TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { ResetTypeOptions, resetWorkText } from "./reset-type-options.js";

/**
 * `/vehicle/settings/{id}`: the service interval and the maintenance that restarts the count. With
 * `retryId` it opens with the refused settings.
 */
export function VehicleSettingsScreen({ vehicleId, retryId }: { vehicleId: string; retryId?: number | undefined }) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const unit = currentUnits().distance;
  const [edited, setEdited] = useState<{ maintenanceInterval: string; resetMaintenanceType: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [saveFailed, setSaveFailed] = useState(false);
  useRetryFill(retryId, "vehicle.settings", (args) => {
    const settings = nestedArgs(args, "settings");
    setEdited({
      maintenanceInterval:
        typeof settings.maintenanceInterval === "number"
          ? String(maintenanceIntervalFromKm(settings.maintenanceInterval, unit))
          : inputText(settings.maintenanceInterval),
      resetMaintenanceType: inputText(settings.resetMaintenanceType),
    });
  });
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle) return <Spinner label={t`Loading…`} />;

  const defaults = settingsFormDefaults(vehicle.vehicleType, vehicle.settings, powerOf(vehicle));
  const values = edited ?? {
    maintenanceInterval: String(maintenanceIntervalFromKm(defaults.maintenanceInterval, unit)),
    resetMaintenanceType: defaults.resetMaintenanceType,
  };
  // The interval is typed in the user's unit and checked there; what is saved is km.
  const candidate = vehicleSettingsFormSchemaFor(vehicle.vehicleType, unit).safeParse(values);
  // Save is offered only when something differs from what is stored (SPEC §4).
  const changed = settingsChanged(vehicle.settings, {
    maintenanceInterval: maintenanceIntervalToKm(Number(values.maintenanceInterval), unit),
    resetMaintenanceType: values.resetMaintenanceType as ResetMaintenanceType,
  });
  const range = maintenanceIntervalRangeIn(unit);
  const symbol = unitSymbol.distance();
  const [min, max, step] = [decimal(range.min), decimal(range.max), decimal(range.step)];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(candidate.success ? {} : toFieldErrors(candidate.error));
    if (!candidate.success) return;
    try {
      await saveSettings(db, vehicle, candidate.data, { resolves: retryId });
    } catch {
      // SPEC §4: a failed save shows a save-error modal; what was typed stays on the form.
      setSaveFailed(true);
      return;
    }
    showToast(t`Settings saved`, "success");
    void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } });
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Settings`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <form className="card form" onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={withDistanceUnit(t`Service every`)}
          name="maintenanceInterval"
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={range.step}
          value={values.maintenanceInterval}
          error={errors.maintenanceInterval}
          hint={t`Between ${min} and ${max} ${symbol}, in steps of ${step}`}
          onChange={(event) => setEdited({ ...values, maintenanceInterval: event.target.value })}
        />
        <SelectField
          label={t`The count restarts with`}
          name="resetMaintenanceType"
          value={values.resetMaintenanceType}
          error={errors.resetMaintenanceType}
          hint={resetWorkText(values.resetMaintenanceType as ResetMaintenanceType, vehicle.vehicleType)}
          onChange={(event) => setEdited({ ...values, resetMaintenanceType: event.target.value })}
        >
          <ResetTypeOptions
            offered={offeredResetTypes(vehicle.vehicleType, vehicle.settings.resetMaintenanceType, powerOf(vehicle))}
          />
        </SelectField>
        <button type="submit" className="button block" disabled={!changed}>
          <Trans>Save</Trans>
        </button>
      </form>
      <Modal
        open={saveFailed}
        tone="danger"
        icon={<Icon name="alert" size={28} />}
        title={t`The settings were not saved`}
        onClose={() => setSaveFailed(false)}
        actions={
          <button type="button" className="button" onClick={() => setSaveFailed(false)}>
            <Trans>OK</Trans>
          </button>
        }
      >
        <Trans>They could not be stored on this device. What you chose is still on the form: try again.</Trans>
      </Modal>
    </main>
  );
}
