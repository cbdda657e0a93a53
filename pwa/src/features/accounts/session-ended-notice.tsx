import { Plural } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { endedSession } from "../../shared/session/session-store.js";
import { pendingChangesOf } from "../../shared/sync/context.js";

/**
 * On the sign-in screen after the server ended the session (it expired, or a password reset on
 * another device signed this one out): why, and how many changes wait on this device to be sent
 * once the same person signs in again.
 */
export function SessionEndedNotice() {
  const [ended] = useState(endedSession);
  const [unsent, setUnsent] = useState(0);
  useEffect(() => {
    // A deleted account's changes have nowhere to go: its database is being removed, not reopened.
    if (ended && ended.reason !== "accountDeleted") void pendingChangesOf(ended.userId).then(setUnsent);
  }, [ended]);
  if (!ended) return null;
  return (
    <p className="notice" role="status">
      {unsent === 0 || ended.reason === "accountDeleted" ? (
        messageText(ended.reason)
      ) : ended.reason === "sessionExpired" ? (
        <Plural
          value={unsent}
          one="Your session expired. Sign in again to send your # unsent change."
          other="Your session expired. Sign in again to send your # unsent changes."
        />
      ) : (
        <Plural
          value={unsent}
          one="You were signed out on this device. Sign in again to send your # unsent change."
          other="You were signed out on this device. Sign in again to send your # unsent changes."
        />
      )}
    </p>
  );
}
