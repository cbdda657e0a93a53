import { useState } from "react";
import { messageText } from "../i18n/messages.js";
import { NetworkError } from "../session/api.js";

/**
 * The submit block every online-only form shares: clears the last error, marks the form busy,
 * and turns a failed request into one line: `offlineText` when the network is down, the generic
 * "something went wrong" otherwise. `work` sets `formError` itself for replies it understands.
 */
export function useOnlineSubmit(offlineText: string) {
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState("");

  const run = async (work: () => Promise<void>) => {
    setFormError("");
    setSending(true);
    try {
      await work();
    } catch (error) {
      setFormError(error instanceof NetworkError ? offlineText : messageText("wentWrong"));
    } finally {
      setSending(false);
    }
  };

  return { sending, formError, setFormError, run };
}
