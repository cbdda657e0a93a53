import { useLingui } from "@lingui/react/macro";
import { type Energy, energiesOfVehicle, type User, type Vehicle } from "@odo/domain";
import { useState } from "react";
import { AddEntryFrame } from "../../shared/entry-kit/add-entry-frame.js";
import { entryDate } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { useDatabase } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";
import { ReadFromPhotos } from "./read-from-photos.js";
import { newRefuelForm, RefuelForm, type RefuelFormValues, refuelFormValues, withPhotoFill } from "./refuel-form.js";
import { addRefuel } from "./refuel-mutations.js";

/** The energy asked for in the address, else fuel where the vehicle takes it (a refuel shortcut). */
function energyToLog(vehicle: Vehicle, asked: string | undefined): Energy {
  const energies = energiesOfVehicle(vehicle);
  return energies.find((taken) => taken === asked) ?? (energies.includes("fuel") ? "fuel" : (energies[0] ?? "fuel"));
}

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
  const [values, setValues] = useState<RefuelFormValues | null>(null);
  const titles: Record<Energy, string> = {
    fuel: t`Add a refuel`,
    electricity: t`Add a charge`,
    cng: t`Add a CNG refuel`,
    lpg: t`Add an LPG refuel`,
  };
  const charging = (vehicle: Vehicle) => energyToLog(vehicle, asked) === "electricity";
  return (
    <AddEntryFrame
      vehicleId={vehicleId}
      user={user}
      kind="refuel"
      retryId={retryId}
      onRetry={(fields) => setValues(refuelFormValues(fields))}
      words={(vehicle) => ({
        title: titles[energyToLog(vehicle, asked)],
        notAllowed: t`Only the vehicle's owner and their household log its refuels and charges.`,
        notKept: t`This device could not keep the refuel. What you typed is still here: try again.`,
        saved: charging(vehicle) ? t`Charge saved` : t`Refuel saved`,
      })}
      icon={(vehicle) => <Icon name={charging(vehicle) ? "plug" : "fuel"} size={28} />}
      back={(vehicle) => ({ to: "/vehicle/$id", params: { id: vehicle._id } })}
      unavailable={(vehicle) => (energiesOfVehicle(vehicle).length === 0 ? messageText("refuelNotAllowed") : null)}
    >
      {({ vehicle, odometer, me, files, addFiles, save }) => {
        const energy = energyToLog(vehicle, asked);
        const current = values ?? newRefuelForm(odometer, energy);
        // CNG is sold by the kilo: no receipt reading for it yet.
        const readable = energy === "cng" ? null : energy === "electricity" ? "electricity" : "fuel";
        return (
          <>
            {readable && (
              <ReadFromPhotos
                vehicle={vehicle}
                energy={readable}
                country={me.country}
                currency={current.currency}
                date={entryDate(current.date)}
                onFill={(fill) => setValues((latest) => withPhotoFill(latest ?? current, fill))}
                onPhotos={addFiles}
              />
            )}
            <RefuelForm
              vehicle={vehicle}
              odometer={odometer}
              country={me.country}
              values={current}
              onChange={setValues}
              submitLabel={charging(vehicle) ? t`Save charge` : t`Save refuel`}
              onClear={() => setValues(newRefuelForm(odometer, energy))}
              extra={files}
              onSave={(refuel) =>
                save(async () => (await addRefuel(db, vehicle, me, refuel, { resolves: retryId }))._id)
              }
            />
          </>
        );
      }}
    </AddEntryFrame>
  );
}
