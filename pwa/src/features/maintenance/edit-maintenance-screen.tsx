import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useEntry, useOdometer, useVehicle } from "../../data/garage.js";
import { updateMaintenance } from "../../shared/garage/maintenance-mutations.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import { maintenanceEditTitle } from "../../shared/i18n/garage-labels.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase } from "../../shared/sync/context.js";
import { nestedArgs } from "../../shared/sync/retry-draft.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { MaintenanceForm, type MaintenanceFormValues, maintenanceFormValues } from "./maintenance-form.js";

/** `/maintenance/edit/{id}/{mid}`: the maintenance's form, filled; only the changed fields are sent. */
export function EditMaintenanceScreen({
  vehicleId,
  maintenanceId,
  retryId,
}: {
  vehicleId: string;
  maintenanceId: string;
  user: User;
  retryId?: number | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const maintenance = useEntry("maintenances", vehicleId, maintenanceId);
  const [values, setValues] = useState<MaintenanceFormValues | null>(null);
  // A refused edit opens over the entry as it is now.
  const [refused, setRefused] = useState<Record<string, unknown> | null>(null);
  useRetryFill(retryId, "maintenance.update", (args) => setRefused(nestedArgs(args, "patch")));
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined || maintenance === undefined) return <Spinner label={t`Loading…`} />;
  if (maintenance === null || maintenance.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Maintenance not found</Trans>
        </h1>
      </main>
    );
  }
  const toDetail = () =>
    void navigate({ to: "/maintenance/detail/$id/$mid", params: { id: vehicleId, mid: maintenanceId } });

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={maintenanceEditTitle(maintenance.type)}
        back={{ to: "/maintenance/detail/$id/$mid", params: { id: vehicleId, mid: maintenanceId } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <MaintenanceForm
        vehicle={vehicle}
        odometer={odometer}
        type={maintenance.type}
        values={values ?? maintenanceFormValues({ ...maintenance, ...refused })}
        onChange={setValues}
        editing={maintenance}
        submitLabel={t`Save changes`}
        onSave={async (edited) => {
          await updateMaintenance(db, maintenance, edited, { resolves: retryId });
          showToast(t`Changes saved`, "success");
          toDetail();
        }}
      />
    </main>
  );
}
