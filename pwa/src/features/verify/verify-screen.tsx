import { Trans, useLingui } from "@lingui/react/macro";
import { historyTokenSchema } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { Spinner } from "../../shared/ui/page.js";
import { type Checked, checkedHistory } from "./checked-history.js";
import { CheckedView } from "./checked-view.js";

/** The token in a pasted link (`…/history/{token}`) or the token itself. */
function tokenOf(text: string): string | undefined {
  const last = text.trim().split(/[/?#]/).filter(Boolean).at(-1) ?? "";
  return historyTokenSchema.safeParse(last).success ? last : undefined;
}

/**
 * `/verify`: anyone checks a history from Odo, without an account: a file dropped or picked (checked
 * on this device, offline too once the page has loaded), or the link printed on it.
 */
export function VerifyScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [link, setLink] = useState("");
  const [linkError, setLinkError] = useState(false);
  const [result, setResult] = useState<Checked | "checking" | "unreadable" | null>(null);

  async function checkFile(file: File | undefined) {
    if (!file) return;
    setResult("checking");
    try {
      setResult(await checkedHistory(JSON.parse(await file.text())));
    } catch {
      setResult("unreadable");
    }
  }

  function openLink(event: FormEvent) {
    event.preventDefault();
    const token = tokenOf(link);
    setLinkError(!token);
    if (token) void navigate({ to: "/history/$token", params: { token } });
  }

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>
          <Trans>Check a vehicle's history</Trans>
        </h1>
        <p className="muted">
          <Trans>
            Odo marks each maintenance a workshop signed, and shows whether anything was changed since. Drop the history
            file the owner gave you, or open the link printed on it.
          </Trans>
        </p>
        <label
          className="card drop-zone"
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            void checkFile(event.dataTransfer.files[0]);
          }}
        >
          <Icon name="upload" size={28} />
          <span>
            <Trans>Drop the history file here, or choose it</Trans>
          </span>
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            onChange={(event) => void checkFile(event.currentTarget.files?.[0])}
          />
        </label>
        <form className="card stack" onSubmit={openLink}>
          <TextField
            label={t`Or paste the link`}
            value={link}
            inputMode="url"
            onChange={(event) => setLink(event.currentTarget.value)}
            error={linkError ? { key: "invalidOption" } : undefined}
          />
          <button type="submit" className="button">
            <Trans>Open the history</Trans>
          </button>
        </form>
        {result === "checking" && <Spinner label={t`Checking the signatures…`} />}
        {result === "unreadable" && (
          <p className="card form-error" role="alert">
            <Trans>This file is not a history from Odo.</Trans>
          </p>
        )}
        {result && result !== "checking" && result !== "unreadable" && <CheckedView checked={result} />}
      </main>
    </>
  );
}
