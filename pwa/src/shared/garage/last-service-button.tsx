import { Trans, useLingui } from "@lingui/react/macro";
import { lastServiceEntry, otherAdjustmentKeys, type User, type Vehicle } from "@odo/domain";
import { useState } from "react";
import { ReplacementDialog } from "./replacement-dialog.js";

/**
 * "Record the last service" for a used car whose service is unknown: by km, by date or both, as
 * the work that restarts its count, so the next one is counted from it and not from the day the
 * car was added.
 */
export function LastServiceButton({ vehicle, user }: { vehicle: Vehicle; user: User }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const work = lastServiceEntry(vehicle.settings.resetMaintenanceType, vehicle.vehicleType);
  const entry = {
    ...work,
    // "Other" work needs words: it says what it was.
    ...(work.adjustments.some((key) => otherAdjustmentKeys.includes(key)) ? { description: t`Last service` } : {}),
  };
  return (
    <>
      <button type="button" className="button secondary small" onClick={() => setOpen(true)}>
        <Trans>Record the last service</Trans>
      </button>
      <ReplacementDialog
        vehicle={vehicle}
        user={user}
        entry={open ? entry : null}
        title={t`When was its last service?`}
        label={t`The odometer at that service, its day if you know it. The next one is counted from there.`}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
