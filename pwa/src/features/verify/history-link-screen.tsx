import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { NetworkError } from "../../shared/session/api.js";
import { Icon } from "../../shared/ui/icons.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { Spinner } from "../../shared/ui/page.js";
import { type Checked, checkedHistory } from "./checked-history.js";
import { CheckedView } from "./checked-view.js";
import { downloadHistory, historyFileWord, issuedHistory, signedFileUrl } from "./history-links.js";

type State =
  | { status: "loading" }
  | { status: "gone" }
  | { status: "offline" }
  | { status: "ready"; history: unknown; checked: Checked };

/** `/history/{token}`: the history an owner shared, read-only, checked here; no account needed. */
export function HistoryLinkScreen({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let live = true;
    issuedHistory(token)
      .then(async (history) => {
        if (!live) return;
        if (history === "notFound") setState({ status: "gone" });
        else {
          const checked = await checkedHistory(history);
          if (live) setState({ status: "ready", history, checked });
        }
      })
      .catch((error: unknown) => {
        if (live) setState({ status: error instanceof NetworkError ? "offline" : "gone" });
      });
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>
          <Trans>Vehicle history</Trans>
        </h1>
        {state.status === "loading" && <Spinner label={t`Loading the history…`} />}
        {state.status === "gone" && (
          <p className="card form-error" role="alert">
            <Trans>This link does not open a history any more: the owner revoked it, or its time is up.</Trans>
          </p>
        )}
        {state.status === "offline" && (
          <p className="card form-error" role="alert">
            <Trans>
              You're offline: opening a shared history needs a connection. A history file is checked offline.
            </Trans>
          </p>
        )}
        {state.status === "ready" && (
          <>
            <CheckedView checked={state.checked} fileHref={(sha256) => signedFileUrl(token, sha256)} />
            <button
              type="button"
              className="button secondary block"
              onClick={() => downloadHistory(state.history, `${historyFileWord(i18n)}-${token.slice(0, 8)}.json`)}
            >
              <Icon name="download" size={18} />
              <Trans>Download this history as a file</Trans>
            </button>
          </>
        )}
        <Link to="/verify" className="button text">
          <Trans>Check a history file</Trans>
        </Link>
      </main>
    </>
  );
}
