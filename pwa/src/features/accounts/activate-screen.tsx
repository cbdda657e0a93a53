import { Trans, useLingui } from "@lingui/react/macro";
import { activationErrorKey, timing } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { api, NetworkError } from "../../shared/session/api.js";
import { Icon } from "../../shared/ui/icons.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { Spinner } from "../../shared/ui/page.js";

/** `/activate/{token}`: loading, then success (to sign-in after 2 s) or the reason it failed. */
export function ActivateScreen({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [state, setState] = useState<{ status: "loading" | "done" } | { status: "error"; text: string }>({
    status: "loading",
  });

  useEffect(() => {
    let live = true;
    api("/users/activate", { method: "POST", auth: false, headers: { authorization: `Bearer ${token}` } })
      .then((reply) => {
        if (!live) return;
        if (reply.status === 200) setState({ status: "done" });
        else
          setState({
            status: "error",
            text: messageText(activationErrorKey({ status: reply.status, message: reply.body.message })),
          });
      })
      .catch((error: unknown) => {
        if (live)
          setState({
            status: "error",
            text:
              error instanceof NetworkError
                ? t`You're offline: activating needs a connection`
                : messageText("wentWrong"),
          });
      });
    return () => {
      live = false;
    };
  }, [token, t]);

  useEffect(() => {
    if (state.status !== "done") return;
    const timer = setTimeout(() => void navigate({ to: "/signin" }), timing.activationRedirectMs);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Account activation</Trans>
        </h1>
        {state.status === "loading" && <Spinner label={t`Activating your account…`} />}
        {state.status === "done" && (
          <div className="card stack center" role="status">
            <div className="modal-icon tone-success">
              <Icon name="check" size={28} />
            </div>
            <p>
              <Trans>Your account is active. Taking you to sign in…</Trans>
            </p>
          </div>
        )}
        {state.status === "error" && (
          <div className="card stack center">
            <div className="modal-icon tone-danger">
              <Icon name="close" size={28} />
            </div>
            <p role="alert">{state.text}</p>
            <Link to="/signin" className="button">
              <Trans>Go to sign in</Trans>
            </Link>
          </div>
        )}
      </main>
    </>
  );
}
