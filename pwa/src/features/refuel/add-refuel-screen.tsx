import { useLingui } from "@lingui/react/macro";
import { canRefuel, mayRun, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useOdometer, useVehicle } from "../../shared/garage/garage-data.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import { messageText } from "../../shared/i18n/messages.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { nestedArgs } from "../../shared/sync/retry-draft.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { SavedOnDeviceModal } from "../../shared/ui/saved-modal.js";
import { useConfirmedSave } from "../../shared/ui/use-confirmed-save.js";
import { newRefuelForm, RefuelForm, type RefuelFormValues, refuelFormValues } from "./refuel-form.js";
import { addRefuel } from "./refuel-mutations.js";

/**
 * `/refuel/add/{id}` (SPEC §2 "Add-refuel screen"): saved on the device, synced later. With
 * `retryId` it opens filled with a refused refuel.
 */
export function AddRefuelScreen({
  vehicleId,
  user,
  retryId,
}: {
  vehicleId: string;
  user: User;
  retryId?: number | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const [values, setValues] = useState<RefuelFormValues | null>(null);
  const { confirmation, save, whenWritten } = useConfirmedSave(
    t`This device could not keep the refuel. What you typed is still here: try again.`,
  );
  useRetryFill(retryId, "refuel.create", (args) => setValues(refuelFormValues(nestedArgs(args, "refuel"))));
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined) return <Spinner label={t`Loading…`} />;
  const back = () => void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } });
  const header = (
    <PageHeader
      title={t`Add a refuel`}
      back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
      backLabel={t`Back`}
      subtitle={vehicle.fullname}
    />
  );

  if (!canRefuel(vehicle.vehicleType)) {
    return (
      <main id="main" className="page narrow">
        {header}
        <p className="card">{messageText("refuelNotAllowed")}</p>
      </main>
    );
  }
  if (!mayRun(vehicle, "refuel.create")) {
    return (
      <main id="main" className="page narrow">
        {header}
        <p className="card">{t`Only the vehicle's owner logs its refuels.`}</p>
      </main>
    );
  }
  return (
    <main id="main" className="page narrow">
      {header}
      <RefuelForm
        vehicle={vehicle}
        odometer={odometer}
        country={me.country}
        values={values ?? newRefuelForm(odometer)}
        onChange={setValues}
        submitLabel={t`Save refuel`}
        onClear={() => setValues(newRefuelForm(odometer))}
        onSave={(refuel) => save(() => addRefuel(db, vehicle, me, refuel, { resolves: retryId }))}
      />
      <SavedOnDeviceModal
        confirmation={confirmation}
        title={t`Refuel saved`}
        icon={<Icon name="fuel" size={28} />}
        onClose={() => whenWritten(back)}
      />
    </main>
  );
}
