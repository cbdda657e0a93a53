import { Trans, useLingui } from "@lingui/react/macro";
import type { Vehicle } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { shareRoleName } from "../../shared/i18n/sharing-labels.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { requestSyncNow } from "../../shared/sync/engine.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { showToast } from "../../shared/ui/toasts.js";
import { revokeAccess } from "./use-shares.js";

/** For someone a vehicle is shared with: who shared it, as what, and a way to give it up. */
export function LeaveSharedVehicle({ vehicle, access }: { vehicle: Vehicle; access: NonNullable<Vehicle["access"]> }) {
  const { t } = useLingui();
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const owner = access.ownerName;
  const role = shareRoleName(access.role);
  const name = vehicle.fullname;

  const leave = async () => {
    setConfirming(false);
    if (!(await revokeAccess(vehicle._id, me._id))) {
      showToast(messageText("wentWrong"), "danger");
      return;
    }
    requestSyncNow(me._id);
    showToast(t`You no longer have access to ${name}.`, "success");
    await navigate({ to: "/user" });
  };

  return (
    <section className="card stack">
      <p>
        <Trans>
          {owner} shared this vehicle with you as {role}. Only the owner can share it with others.
        </Trans>
      </p>
      <button type="button" className="button secondary" onClick={() => setConfirming(true)}>
        <Trans>Give up my access</Trans>
      </button>
      <ConfirmModal
        open={confirming}
        destructive
        title={t`Give up your access?`}
        confirmLabel={t`Give up access`}
        onConfirm={() => void leave()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>{name} leaves your device. The owner can share it with you again.</Trans>
      </ConfirmModal>
    </section>
  );
}
