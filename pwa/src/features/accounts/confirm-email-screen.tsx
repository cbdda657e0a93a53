import { Trans, useLingui } from "@lingui/react/macro";
import { emailConfirmErrorKey } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { api, NetworkError } from "../../shared/session/api.js";
import { useSession } from "../../shared/session/session-store.js";
import { Icon } from "../../shared/ui/icons.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { Spinner } from "../../shared/ui/page.js";

type State = { status: "loading" | "done" } | { status: "error"; text: string };

/**
 * `/confirm-email?token=`: the link mailed to a new address. It works signed out too (the mail may
 * be opened on another device); the account takes the address once, and the old one is told.
 */
export function ConfirmEmailScreen({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const signedIn = useSession() !== null;
  const [state, setState] = useState<State>(
    token ? { status: "loading" } : { status: "error", text: messageText("invalidLink") },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    api("/users/email/confirm", { method: "POST", auth: false, headers: { authorization: `Bearer ${token}` } })
      .then((reply) => {
        if (!live) return;
        setState(
          reply.status === 200
            ? { status: "done" }
            : {
                status: "error",
                text: messageText(emailConfirmErrorKey({ status: reply.status, message: reply.body.message })),
              },
        );
      })
      .catch((error: unknown) => {
        if (!live) return;
        const text =
          error instanceof NetworkError ? t`You're offline: this needs a connection` : messageText("wentWrong");
        setState({ status: "error", text });
      });
    return () => {
      live = false;
    };
  }, [token, t]);

  const onward = signedIn ? (
    <Link to="/user/security" className="button">
      <Trans>Back to your account</Trans>
    </Link>
  ) : (
    <Link to="/signin" className="button">
      <Trans>Go to sign in</Trans>
    </Link>
  );

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Your new email</Trans>
        </h1>
        {state.status === "loading" && <Spinner label={t`Confirming your new email…`} />}
        {state.status === "done" && (
          <div className="card stack center" role="status">
            <div className="modal-icon tone-success">
              <Icon name="check" size={28} />
            </div>
            <p>
              <Trans>Done: your account uses this address from now on. We told your old address.</Trans>
            </p>
            {onward}
          </div>
        )}
        {state.status === "error" && (
          <div className="card stack center">
            <div className="modal-icon tone-danger">
              <Icon name="close" size={28} />
            </div>
            <p role="alert">{state.text}</p>
            {onward}
          </div>
        )}
      </main>
    </>
  );
}
