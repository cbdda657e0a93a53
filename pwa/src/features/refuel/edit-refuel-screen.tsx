import { useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { useState } from "react";
import { useEntry } from "../../data/garage.js";
import { EditEntryFrame } from "../../shared/entry-kit/edit-entry-frame.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { nestedArgs } from "../../shared/sync/retry-draft.js";
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
  const me = useMe(user);
  const refuel = useEntry("refuels", vehicleId, refuelId);
  const [values, setValues] = useState<RefuelFormValues | null>(null);
  return (
    <EditEntryFrame
      vehicleId={vehicleId}
      row={refuel}
      retryId={retryId}
      retryMutation="refuel.update"
      notFound={t`Refuel not found`}
      title={() => t`Edit refuel`}
      detail={{ to: "/refuel/detail/$id/$rid", params: { id: vehicleId, rid: refuelId } }}
    >
      {({ vehicle, odometer, row, refused, saved }) => (
        <RefuelForm
          vehicle={vehicle}
          odometer={odometer}
          country={me.country}
          values={
            values ??
            refuelFormValues({
              ...row,
              ...refused,
              gasStation: { ...row.gasStation, ...nestedArgs(refused ?? {}, "gasStation") },
            })
          }
          onChange={setValues}
          editing={row}
          submitLabel={t`Save changes`}
          onSave={async (edited) => {
            await updateRefuel(db, row, edited, { resolves: retryId });
            saved();
          }}
        />
      )}
    </EditEntryFrame>
  );
}
