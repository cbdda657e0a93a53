import { Trans } from "@lingui/react/macro";
import type { Checked } from "./checked-history.js";
import { HistoryReport } from "./history-report.js";

/** A checked history, or why it could not be checked. */
export function CheckedView({
  checked,
  fileHref,
}: {
  checked: Checked;
  fileHref?: ((sha256: string) => string) | undefined;
}) {
  if (checked.status === "checked") return <HistoryReport check={checked.check} fileHref={fileHref} />;
  return (
    <p className="card form-error" role="alert">
      {checked.status === "notHistory" ? (
        <Trans>This file is not a history from Odo.</Trans>
      ) : (
        <Trans>Odo's key could not be read: connect once so this page can check histories offline.</Trans>
      )}
    </p>
  );
}
