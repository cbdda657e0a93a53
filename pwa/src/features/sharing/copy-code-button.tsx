import { Trans, useLingui } from "@lingui/react/macro";
import { Icon } from "../../shared/ui/icons.js";
import { showToast } from "../../shared/ui/toasts.js";

/**
 * Copies the code the QR holds, to send by message to someone who is not there to scan it (a
 * remote workshop or broker): they paste it on their Scan screen. A code is claimed once.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast(t`Code copied. Send it to them: they paste it in Odo under Scan.`, "success");
    } catch {
      showToast(t`This browser did not let Odo copy the code. Show them the QR instead.`, "danger");
    }
  };
  return (
    <button type="button" className="button secondary" onClick={() => void copy()}>
      <Icon name="copy" size={18} />
      <Trans>Copy the code</Trans>
    </button>
  );
}
