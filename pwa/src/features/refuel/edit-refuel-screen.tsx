import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useEntry, useOdometer, useVehicle } from "../../data/garage.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { nestedArgs } from "../../shared/sync/retry-draft.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { RefuelForm, type RefuelFormValues, refuelFormValues } from "./refuel-form.js";
import { updateRefuel } from "./refuel-mutations.js";

/** `/refuel/edit/{id}/{rid}`: the refuel's form, filled; only the changed fields are sent. */
export function EditRefuelScreen({
  vehicleId,
  refuelId,
  user,
  retryId,
}: {
  vehicleId: string;
  refuelId: string;
  user: User;
  retryId?: number | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const refuel = useEntry("refuels", vehicleId, refuelId);
  const [values, setValues] = useState<RefuelFormValues | null>(null);
  // A refused edit opens over the refuel as it is now.
  const [refused, setRefused] = useState<Record<string, unknown> | null>(null);
  useRetryFill(retryId, "refuel.update", (args) => setRefused(nestedArgs(args, "patch")));
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined || refuel === undefined) return <Spinner label={t`Loading…`} />;
  if (refuel === null || refuel.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Refuel not found</Trans>
        </h1>
      </main>
    );
  }

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Edit refuel`}
        back={{ to: "/refuel/detail/$id/$rid", params: { id: vehicleId, rid: refuelId } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <RefuelForm
        vehicle={vehicle}
        odometer={odometer}
        country={me.country}
        values={
          values ??
          refuelFormValues({
            ...refuel,
            ...refused,
            gasStation: { ...refuel.gasStation, ...nestedArgs(refused ?? {}, "gasStation") },
          })
        }
        onChange={setValues}
        editing={refuel}
        submitLabel={t`Save changes`}
        onSave={async (edited) => {
          await updateRefuel(db, refuel, edited, { resolves: retryId });
          showToast(t`Changes saved`, "success");
          void navigate({ to: "/refuel/detail/$id/$rid", params: { id: vehicleId, rid: refuelId } });
        }}
      />
    </main>
  );
}
