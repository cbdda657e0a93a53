import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, resetPasswordErrorKey, resetPasswordFormSchema, toFieldErrors } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { isKnownKey, messageText } from "../../shared/i18n/messages.js";
import { api, base64Json } from "../../shared/session/api.js";
import { FormError } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { PublicHeader } from "../../shared/ui/logo.js";
import { Modal } from "../../shared/ui/modal.js";
import { NewPasswordFields } from "../../shared/ui/new-password-fields.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";

/** `/reset-password?token=`: a new password and its confirmation. */
export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: "", passwordConfirmation: "" });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { sending, formError, setFormError, run } = useOnlineSubmit(t`You're offline: this needs a connection`);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const parsed = resetPasswordFormSchema.safeParse({ token: token ?? "", ...values });
    const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
    setErrors(fieldErrors);
    if (fieldErrors.token) setFormError(messageText("invalidToken"));
    if (!parsed.success) return;
    await run(async () => {
      const reply = await api("/users/reset-password", {
        method: "POST",
        auth: false,
        headers: { authorization: `Bearer ${parsed.data.token}`, "x-credentials": base64Json(values) },
      });
      if (reply.status === 200) {
        setDone(true);
      } else {
        const key = resetPasswordErrorKey({ status: reply.status, message: reply.body.message });
        setFormError(isKnownKey(key) ? messageText(key) : messageText("wentWrong"));
      }
    });
  };

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>
          <Trans>Choose a new password</Trans>
        </h1>
        <form className="card form" onSubmit={submit} noValidate>
          <NewPasswordFields
            values={values}
            errors={errors}
            onChange={(change) => setValues({ ...values, ...change })}
          />
          <FormError>{formError || (token ? "" : messageText("invalidToken"))}</FormError>
          <button type="submit" className="button block" disabled={sending || !token}>
            <Trans>Save the new password</Trans>
          </button>
        </form>
        <p className="center">
          <Link to="/forgot-password" className="text-link">
            <Trans>Ask for a new link</Trans>
          </Link>
        </p>
        <Modal
          open={done}
          tone="success"
          icon={<Icon name="check" size={28} />}
          title={t`Password changed`}
          onClose={() => void navigate({ to: "/signin" })}
          actions={
            <button type="button" className="button" onClick={() => void navigate({ to: "/signin" })}>
              <Trans>Sign in</Trans>
            </button>
          }
        >
          <Trans>Sign in with your new password. Other devices were signed out.</Trans>
        </Modal>
      </main>
    </>
  );
}
