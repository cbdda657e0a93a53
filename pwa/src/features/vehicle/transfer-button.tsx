import { Trans, useLingui } from "@lingui/react/macro";
import { qrSizes, type Vehicle } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { requestSyncNow } from "../../shared/sync/engine.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { QrCode } from "../../shared/ui/qr-code.js";
import { showToast } from "../../shared/ui/toasts.js";
import { useTransfer } from "./use-transfer.js";

export type Handover = ReturnType<typeof useHandover>;

/**
 * The transfer of the vehicle on screen, kept by the screen rather than by its button: the vehicle
 * can leave the device (the new owner's claim, pulled on the server's poke) while its QR is still
 * shown, and that is the hand-over succeeding: the owner is told and taken to their garage.
 */
export function useHandover(vehicle: Vehicle | null | undefined) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const lastSeen = useRef(vehicle ?? undefined);
  if (vehicle) lastSeen.current = vehicle;
  const shown = lastSeen.current;
  const name = shown?.fullname ?? "";
  const transfer = useTransfer(shown, () => {
    if (shown) requestSyncNow(shown.user._id);
    showToast(t`${name} was handed over.`, "success");
    void navigate({ to: "/user" });
  });
  const { state, finish } = transfer;
  useEffect(() => {
    if (vehicle === null && state.step === "showing") finish();
  }, [vehicle, state.step, finish]);
  return { ...transfer, inProgress: state.step !== "idle" };
}

/** The red transfer button of `/vehicle/info/{id}` and its QR modal (SPEC §2, §4 "Transfer"). */
export function TransferButton({ vehicle, handover }: { vehicle: Vehicle; handover: Handover }) {
  const { t } = useLingui();
  const online = useOnline();
  const name = vehicle.fullname;
  const { state, open, accept, close } = handover;

  const cancel = (
    <button type="button" className="button secondary" onClick={close}>
      {state.step === "confirm" ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}
    </button>
  );

  return (
    <>
      <button type="button" className="button danger" onClick={open} disabled={!online}>
        <Icon name="transfer" size={18} />
        <Trans>Transfer</Trans>
      </button>
      {!online && (
        <p className="muted small-text">
          <Trans>A transfer needs a connection.</Trans>
        </p>
      )}
      <Modal
        open={state.step !== "idle" && state.step !== "done"}
        title={t`Hand over ${name}`}
        tone={state.step === "failed" ? "danger" : "neutral"}
        icon={<Icon name={state.step === "failed" ? "close" : "transfer"} size={28} />}
        onClose={close}
        actions={
          state.step === "confirm" ? (
            <>
              {cancel}
              <button type="button" className="button danger" onClick={() => void accept()}>
                <Trans>Show the QR code</Trans>
              </button>
            </>
          ) : state.step === "expired" || state.step === "failed" ? (
            <>
              {cancel}
              <button type="button" className="button" onClick={() => void accept()}>
                <Trans>Try again</Trans>
              </button>
            </>
          ) : (
            cancel
          )
        }
      >
        {state.step === "confirm" && (
          <Trans>
            The new owner scans the code with Odo and gets the vehicle with its whole history. It then leaves your
            garage, and anyone you shared it with loses access.
          </Trans>
        )}
        {state.step === "requesting" && (
          <p role="status">
            <Trans>Preparing the code…</Trans>
          </p>
        )}
        {state.step === "showing" && (
          <div className="qr-panel">
            <QrCode
              value={state.qr}
              size={qrSizes.transfer}
              errorCorrection="H"
              label={t`Transfer QR code for ${name}`}
            />
            <p className="countdown" role="timer">
              <Trans>Valid for {state.secondsLeft} s. Waiting for the new owner to scan it…</Trans>
            </p>
          </div>
        )}
        {state.step === "expired" && <Trans>The code expired before anyone claimed the vehicle.</Trans>}
        {state.step === "failed" && messageText("wentWrong")}
      </Modal>
    </>
  );
}
