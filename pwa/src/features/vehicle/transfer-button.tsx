import { Trans, useLingui } from "@lingui/react/macro";
import { qrSizes, type Vehicle } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { messageText } from "../../shared/i18n/messages.js";
import { requestSyncNow } from "../../shared/sync/engine.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { QrCode } from "../../shared/ui/qr-code.js";
import { showToast } from "../../shared/ui/toasts.js";
import { useTransfer } from "./use-transfer.js";

/** The red transfer button of `/vehicle/info/{id}` and its QR modal (SPEC §2, §4 "Transfer"). */
export function TransferButton({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const name = vehicle.fullname;
  const { state, open, accept, close } = useTransfer(vehicle, () => {
    requestSyncNow(vehicle.user._id);
    showToast(t`${name} was handed over.`, "success");
    void navigate({ to: "/user" });
  });

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
