import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  googleSignInErrorKey,
  returnPathAfterSignIn,
  type SignIn,
  signInErrorKey,
  signInSchema,
  toFieldErrors,
  type User,
} from "@odo/domain";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { currentLanguage } from "../../shared/i18n/i18n.js";
import { messageText } from "../../shared/i18n/messages.js";
import { api, basicAuthorization } from "../../shared/session/api.js";
import { usernameToSignIn } from "../../shared/session/session-store.js";
import { useGoogleClientId } from "../../shared/session/use-client-config.js";
import { FormError, PasswordField, TextField } from "../../shared/ui/field.js";
import { GoogleButton } from "../../shared/ui/google-button.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";
import { SessionEndedNotice } from "./session-ended-notice.js";
import { beginSession } from "./start-session.js";

interface SessionReply {
  user?: User;
  token?: string;
}

/** `/signin` (and `resetPwd`): username and password, Google, links to recover and sign up. */
export function SignInScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // `resetPwd` shows this screen too, with no return address.
  const returnPath = returnPathAfterSignIn(useSearch({ strict: false }).next);
  const googleClientId = useGoogleClientId();
  // After the server ended a session, the same person signs in again: their username is ready.
  const [values, setValues] = useState<SignIn>(() => ({ username: usernameToSignIn(), password: "" }));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { sending, formError, setFormError, run } = useOnlineSubmit(t`You're offline: signing in needs a connection`);

  const finish = (
    reply: { status: number; body: SessionReply & { message?: string } },
    mapError: (r: { status: number; message?: string }) => string,
  ) => {
    if (reply.status === 200 && reply.body.user && reply.body.token) {
      beginSession(reply.body.user, reply.body.token);
      void (returnPath === undefined ? navigate({ to: "/user" }) : navigate({ href: returnPath }));
    } else if (reply.status === 200) {
      setFormError(messageText("invalidServerResponse"));
    } else {
      setFormError(mapError({ status: reply.status, message: reply.body.message }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    await run(async () => {
      const reply = await api<SessionReply>("/users/signin", {
        auth: false,
        headers: { authorization: basicAuthorization(parsed.data.username, parsed.data.password) },
      });
      finish(reply, (r) => messageText(signInErrorKey(r)));
    });
  };

  const withGoogle = async (googleToken: string) => {
    setFormError("");
    try {
      const reply = await api<SessionReply>("/users/auth/google", {
        method: "POST",
        auth: false,
        body: { googleToken, lang: currentLanguage() },
      });
      finish(reply, (r) => messageText(googleSignInErrorKey(r)));
    } catch {
      setFormError(messageText("loginFailed"));
    }
  };

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>
          <Trans>Sign in</Trans>
        </h1>
        <p className="subtitle">
          <Trans>Welcome back to your garage.</Trans>
        </p>
        <SessionEndedNotice />
        <form className="card form" onSubmit={submit} noValidate>
          <TextField
            label={t`Username`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={values.username}
            error={errors.username}
            onChange={(event) => setValues({ ...values, username: event.target.value })}
          />
          <PasswordField
            label={t`Password`}
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <Link to="/forgot-password" className="text-link end">
            <Trans>Forgot your password?</Trans>
          </Link>
          <FormError>{formError}</FormError>
          <button type="submit" className="button block" disabled={sending}>
            {sending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
          </button>
          {googleClientId && (
            <>
              <div className="divider">
                <Trans>or</Trans>
              </div>
              <GoogleButton
                clientId={googleClientId}
                text="signin_with"
                onCredential={(token) => void withGoogle(token)}
              />
            </>
          )}
        </form>
        <p className="center">
          <Trans>New to Odo?</Trans>{" "}
          <Link to="/signup" className="text-link">
            <Trans>Create an account</Trans>
          </Link>
        </p>
      </main>
    </>
  );
}
