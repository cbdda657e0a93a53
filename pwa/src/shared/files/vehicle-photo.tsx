import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useVehiclePhoto } from "../../data/files.js";
import { AddFiles } from "./add-files.js";

/** The photo of a vehicle on its card and its page; decorative beside the vehicle's name. */
export function VehiclePhoto({ vehicleId, className }: { vehicleId: string; className: string }) {
  const photo = useVehiclePhoto(vehicleId);
  if (!photo?.thumbnail) return null;
  return <img src={photo.thumbnail} alt="" className={className} />;
}

/** The owner's "Add a photo of the vehicle" (or a newer one), offline like any file. */
export function VehiclePhotoButton({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const photo = useVehiclePhoto(vehicleId);
  const [open, setOpen] = useState(false);
  if (photo === undefined) return null;
  if (!open) {
    return (
      <button type="button" className="button text vehicle-photo-button" onClick={() => setOpen(true)}>
        {photo ? t`Change the vehicle's photo` : t`Add a photo of the vehicle`}
      </button>
    );
  }
  return (
    <section className="card stack" aria-label={t`Photo of the vehicle`}>
      <AddFiles
        vehicleId={vehicleId}
        target={{ purpose: "vehiclePhoto" }}
        count={0}
        photosOnly
        onAdded={() => setOpen(false)}
      />
      <button type="button" className="button text" onClick={() => setOpen(false)}>
        <Trans>Done</Trans>
      </button>
    </section>
  );
}
