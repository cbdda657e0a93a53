import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { QrScanner } from "../../shared/qr/qr-scanner.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase } from "../../shared/sync/context.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { PageHeader } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { type ClaimOutcome, claimScannedCode } from "./claim-code.js";

/**
 * `/scan`: read a transfer, share or vehicle QR and act on it; the result decides where the user
 * lands.
 */
export function ScanScreen() {
  const { t } = useLingui();
  const db = useDatabase();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const failureText = (reason: Extract<ClaimOutcome, { ok: false }>["reason"]) => {
    if (reason === "notOurs") return t`This is not an Odo code.`;
    if (reason === "notShared")
      return t`This vehicle is not shared with you. Its owner can share it with you from the vehicle's page.`;
    if (reason === "offline") return t`Claiming a vehicle needs a connection. Try again when you are online.`;
    return messageText(reason);
  };

  const onValue = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await claimScannedCode(db, user._id, value);
      if (!outcome.ok) {
        setError(failureText(outcome.reason));
        return;
      }
      const name = outcome.vehicle.fullname;
      if (outcome.kind === "vehicle") {
        await navigate({ to: "/vehicle/$id", params: { id: outcome.vehicle._id } });
      } else if (outcome.kind === "transfer") {
        showToast(t`${name} is now yours, with its whole history.`, "success");
        await navigate({ to: "/user" });
      } else {
        showToast(t`You now have access to ${name}.`, "success");
        await navigate({ to: "/vehicle/$id", params: { id: outcome.vehicle._id } });
      }
    } catch {
      setError(messageText("wentWrong"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Scan a code`}
        back={{ to: "/user" }}
        backLabel={t`Back`}
        subtitle={t`Receive a vehicle from its owner, get access to one shared with you, or open one from its sticker.`}
      />
      <section className="card stack">
        {!online && (
          <p className="notice" role="status">
            <Trans>You are offline. Scanning works, but claiming the vehicle needs a connection.</Trans>
          </p>
        )}
        <QrScanner onValue={(value) => void onValue(value)} busy={busy} />
        {busy && (
          <p role="status" className="muted">
            <Trans>Checking the code…</Trans>
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </main>
  );
}
