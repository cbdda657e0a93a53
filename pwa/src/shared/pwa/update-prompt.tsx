import { Trans } from "@lingui/react/macro";
import { dismissUpdate, useWaitingUpdate } from "./service-worker.js";

/** "A new version is ready" with Update and Later; shown only while a new version waits. */
export function UpdatePrompt() {
  const accept = useWaitingUpdate();
  if (!accept) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>
        <Trans>A new version of Odo is ready.</Trans>
      </span>
      <div className="row">
        <button type="button" className="button small secondary" onClick={dismissUpdate}>
          <Trans>Later</Trans>
        </button>
        <button type="button" className="button small" onClick={accept}>
          <Trans>Update</Trans>
        </button>
      </div>
    </div>
  );
}
