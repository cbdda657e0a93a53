import { useLingui } from "@lingui/react/macro";
import { type Energy, energiesOfVehicle, mayRun, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useOdometer, useVehicle } from "../../data/garage.js";
import { FilesToAttach, useFilesToAttach } from "../../shared/files/files-to-attach.js";
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
 * `/refuel/add/{id}` (SPEC §2 "Add-refuel screen"), or with `?energy=electricity` "Add charge":
 * saved on the device, synced later. With `retryId` it opens filled with a refused refuel.
 */
export function AddRefuelScreen({
  vehicleId,
  user,
  retryId,
  energy: asked,
}: {
  vehicleId: string;
  user: User;
  retryId?: number | undefined;
  /** The energy asked for in the address; the vehicle's first when it takes no such energy. */
  energy?: string | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const [values, setValues] = useState<RefuelFormValues | null>(null);
  const files = useFilesToAttach(retryId);
  const { confirmation, save, whenWritten } = useConfirmedSave(
    t`This device could not keep the refuel. What you typed is still here: try again.`,
  );
  useRetryFill(retryId, "refuel.create", (args) => setValues(refuelFormValues(nestedArgs(args, "refuel"))));
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined) return <Spinner label={t`Loading…`} />;
  const energies = energiesOfVehicle(vehicle);
  // Without one asked for (a refuel shortcut), fuel where the vehicle takes it.
  const energy: Energy =
    energies.find((taken) => taken === asked) ?? (energies.includes("fuel") ? "fuel" : (energies[0] ?? "fuel"));
  const charging = energy === "electricity";
  const titles: Record<Energy, string> = {
    fuel: t`Add a refuel`,
    electricity: t`Add a charge`,
    cng: t`Add a CNG refuel`,
    lpg: t`Add an LPG refuel`,
  };
  const back = () => void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } });
  const header = (
    <PageHeader
      title={titles[energy]}
      back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
      backLabel={t`Back`}
      subtitle={vehicle.fullname}
    />
  );

  if (energies.length === 0) {
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
        <p className="card">{t`Only the vehicle's owner and their household log its refuels and charges.`}</p>
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
        values={values ?? newRefuelForm(odometer, energy)}
        onChange={setValues}
        submitLabel={charging ? t`Save charge` : t`Save refuel`}
        onClear={() => setValues(newRefuelForm(odometer, energy))}
        extra={<FilesToAttach vehicleId={vehicle._id} files={files.files} onChange={files.setFiles} />}
        onSave={(refuel) =>
          save(() =>
            files.saveWithFiles(db, vehicle._id, async () => {
              const saved = await addRefuel(db, vehicle, me, refuel, { resolves: retryId });
              return { purpose: "entry", recordKind: "refuel", recordId: saved._id };
            }),
          )
        }
      />
      <SavedOnDeviceModal
        confirmation={confirmation}
        title={charging ? t`Charge saved` : t`Refuel saved`}
        icon={<Icon name={charging ? "plug" : "fuel"} size={28} />}
        onClose={() => whenWritten(back)}
      />
    </main>
  );
}
