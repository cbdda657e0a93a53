import { useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { useState } from "react";
import { useEntry } from "../../data/garage.js";
import { EditEntryFrame } from "../../shared/entry-kit/edit-entry-frame.js";
import { updateMaintenance } from "../../shared/garage/maintenance-mutations.js";
import { maintenanceEditTitle } from "../../shared/i18n/garage-labels.js";
import { useDatabase } from "../../shared/sync/context.js";
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
  const maintenance = useEntry("maintenances", vehicleId, maintenanceId);
  const [values, setValues] = useState<MaintenanceFormValues | null>(null);
  return (
    <EditEntryFrame
      vehicleId={vehicleId}
      row={maintenance}
      retryId={retryId}
      retryMutation="maintenance.update"
      notFound={t`Maintenance not found`}
      title={(row) => maintenanceEditTitle(row.type)}
      detail={{ to: "/maintenance/detail/$id/$mid", params: { id: vehicleId, mid: maintenanceId } }}
    >
      {({ vehicle, odometer, row, refused, saved }) => (
        <MaintenanceForm
          vehicle={vehicle}
          odometer={odometer}
          type={row.type}
          values={values ?? maintenanceFormValues({ ...row, ...refused })}
          onChange={setValues}
          editing={row}
          submitLabel={t`Save changes`}
          onSave={async (edited) => {
            await updateMaintenance(db, row, edited, { resolves: retryId });
            saved();
          }}
        />
      )}
    </EditEntryFrame>
  );
}
