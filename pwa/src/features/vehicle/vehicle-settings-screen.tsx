import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  maintenanceIntervalRange,
  type ResetMaintenanceType,
  resetMaintenanceTypesFor,
  settingsChanged,
  settingsFormDefaults,
  toFieldErrors,
  vehicleSettingsSchemaFor,
} from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useVehicle } from "../../shared/garage/garage-data.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import { saveSettings } from "../../shared/garage/vehicle-mutations.js";
import { resetTypeName } from "../../shared/i18n/garage-labels.js";
import { useDatabase } from "../../shared/sync/context.js";
import { inputText, nestedArgs } from "../../shared/sync/retry-draft.js";
import { useRetryFill } from "../../shared/sync/use-refusals.js";
import { SelectField, TextField } from "../../shared/ui/field.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";

/**
 * `/vehicle/settings/{id}`: the service interval and the maintenance that restarts the count. With
 * `retryId` it opens with the refused settings.
 */
export function VehicleSettingsScreen({ vehicleId, retryId }: { vehicleId: string; retryId?: number | undefined }) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const [edited, setEdited] = useState<{ maintenanceInterval: string; resetMaintenanceType: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  useRetryFill(retryId, "vehicle.settings", (args) => {
    const settings = nestedArgs(args, "settings");
    setEdited({
      maintenanceInterval: inputText(settings.maintenanceInterval),
      resetMaintenanceType: inputText(settings.resetMaintenanceType),
    });
  });
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle) return <Spinner label={t`Loading…`} />;

  const defaults = settingsFormDefaults(vehicle.vehicleType, vehicle.settings);
  const values = edited ?? {
    maintenanceInterval: String(defaults.maintenanceInterval),
    resetMaintenanceType: defaults.resetMaintenanceType,
  };
  const schema = vehicleSettingsSchemaFor(vehicle.vehicleType);
  const candidate = schema.safeParse(values);
  // Save is offered only when something differs from what is stored (SPEC §4).
  const changed = settingsChanged(vehicle.settings, {
    maintenanceInterval: Number(values.maintenanceInterval),
    resetMaintenanceType: values.resetMaintenanceType as ResetMaintenanceType,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(candidate.success ? {} : toFieldErrors(candidate.error));
    if (!candidate.success) return;
    await saveSettings(db, vehicle, candidate.data, { resolves: retryId });
    showToast(t`Settings saved`, "success");
    void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } });
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Settings`}
        back={`/vehicle/${vehicle._id}`}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <form className="card form" onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={t`Service every (km)`}
          name="maintenanceInterval"
          type="number"
          inputMode="numeric"
          min={maintenanceIntervalRange.min}
          max={maintenanceIntervalRange.max}
          step={maintenanceIntervalRange.step}
          value={values.maintenanceInterval}
          error={errors.maintenanceInterval}
          hint={t`Between 100 and 50,000 km, in steps of 100`}
          onChange={(event) => setEdited({ ...values, maintenanceInterval: event.target.value })}
        />
        <SelectField
          label={t`The count restarts with`}
          name="resetMaintenanceType"
          value={values.resetMaintenanceType}
          error={errors.resetMaintenanceType}
          onChange={(event) => setEdited({ ...values, resetMaintenanceType: event.target.value })}
        >
          {resetMaintenanceTypesFor(vehicle.vehicleType).map((value) => (
            <option key={value} value={value}>
              {resetTypeName(value)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button block" disabled={!changed}>
          <Trans>Save</Trans>
        </button>
      </form>
    </main>
  );
}
