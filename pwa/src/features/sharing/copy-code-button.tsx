import { Trans, useLingui } from "@lingui/react/macro";
import { copyText } from "../../shared/ui/copy-text.js";
import { Icon } from "../../shared/ui/icons.js";

/**
 * Copies the code the QR holds, to send by message to someone who is not there to scan it (a
 * remote workshop or broker): they paste it on their Scan screen. A code is claimed once.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useLingui();
  const copy = () =>
    copyText(code, {
      copied: t`Code copied. Send it to them: they paste it in Odo under Scan.`,
      refused: t`This browser did not let Odo copy the code. Show them the QR instead.`,
    });
  return (
    <button type="button" className="button secondary" onClick={() => void copy()}>
      <Icon name="copy" size={18} />
      <Trans>Copy the code</Trans>
    </button>
  );
}
