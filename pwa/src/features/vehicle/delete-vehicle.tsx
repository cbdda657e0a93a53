import { Trans, useLingui } from "@lingui/react/macro";
import {
  deleteConfirmationSchemaFor,
  deletionConfirmationText,
  type FieldError,
  logsEnergy,
  toFieldErrors,
  type Vehicle,
} from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { deleteVehicle } from "../../shared/garage/vehicle-mutations.js";
import { messageText } from "../../shared/i18n/messages.js";
import { useDatabase } from "../../shared/sync/context.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { showToast } from "../../shared/ui/toasts.js";

/** Remove a vehicle: type its plate (the model when it has none) to confirm (SPEC §4). */
export function DeleteVehicleButton({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<FieldError | undefined>();
  const expected = deletionConfirmationText(vehicle);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteConfirmationSchemaFor(vehicle).safeParse({ confirmation: typed });
    if (!parsed.success) {
      setError(toFieldErrors(parsed.error).confirmation);
      return;
    }
    const name = vehicle.fullname;
    try {
      await deleteVehicle(db, vehicle);
    } catch {
      showToast(messageText("wentWrong"), "danger");
      return;
    }
    showToast(t`${name} was removed from your garage.`, "success");
    void navigate({ to: "/user" });
  };

  return (
    <>
      <button type="button" className="button danger" onClick={() => setOpen(true)}>
        <Icon name="close" size={18} />
        <Trans>Remove</Trans>
      </button>
      <Modal
        open={open}
        tone="danger"
        icon={<Icon name="close" size={28} />}
        title={t`Remove ${vehicle.fullname}?`}
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" form="delete-vehicle" className="button danger">
              <Trans>Remove</Trans>
            </button>
          </>
        }
      >
        <form id="delete-vehicle" className="form" onSubmit={(event) => void confirm(event)} noValidate>
          <p>
            {logsEnergy(vehicle) ? (
              <Trans>
                This removes the vehicle with all its maintenance and refuels. Type <strong>{expected}</strong> to
                confirm.
              </Trans>
            ) : (
              <Trans>
                This removes the vehicle with all its maintenance. Type <strong>{expected}</strong> to confirm.
              </Trans>
            )}
          </p>
          <TextField
            label={vehicle.plateNumber ? t`Plate number` : t`Model`}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            error={error}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
      </Modal>
    </>
  );
}
