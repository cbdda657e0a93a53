import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, forgotPasswordErrorKey, forgotPasswordSchema, toFieldErrors } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { currentLanguage } from "../../shared/i18n/i18n.js";
import { messageText } from "../../shared/i18n/messages.js";
import { api } from "../../shared/session/api.js";
import { FormError, TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { Modal } from "../../shared/ui/modal.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";

/** `/forgot-password`: an email, then a modal, then back to sign-in (SPEC §2). */
export function ForgotPasswordScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { sending, formError, setFormError, run } = useOnlineSubmit(t`You're offline: this needs a connection`);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const parsed = forgotPasswordSchema.safeParse({ email, lang: currentLanguage() });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await run(async () => {
      const reply = await api("/users/forgot-password", { method: "POST", auth: false, body: parsed.data });
      if (reply.status === 200) setSent(true);
      else setFormError(messageText(forgotPasswordErrorKey({ status: reply.status, message: reply.body.message })));
    });
  };

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>
          <Trans>Forgot your password?</Trans>
        </h1>
        <p className="subtitle">
          <Trans>Enter your account's email and we'll send you a link to choose a new one.</Trans>
        </p>
        <form className="card form" onSubmit={submit} noValidate>
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormError>{formError}</FormError>
          <button type="submit" className="button block" disabled={sending}>
            <Trans>Send the link</Trans>
          </button>
        </form>
        <p className="center">
          <Link to="/signin" className="text-link">
            <Trans>Back to sign in</Trans>
          </Link>
        </p>
        <Modal
          open={sent}
          tone="success"
          icon={<Icon name="mail" size={28} />}
          title={t`Check your email`}
          onClose={() => void navigate({ to: "/signin" })}
          actions={
            <button type="button" className="button" onClick={() => void navigate({ to: "/signin" })}>
              <Trans>OK</Trans>
            </button>
          }
        >
          <Trans>If the link doesn't arrive in a few minutes, look in your spam folder.</Trans>
        </Modal>
      </main>
    </>
  );
}
