import { Trans, useLingui } from "@lingui/react/macro";
import { emailChangeSchema, type FieldError, toFieldErrors, type User } from "@odo/domain";
import { type FormEvent, useState } from "react";
import { FormError, PasswordField, TextField } from "../../shared/ui/field.js";
import { showToast } from "../../shared/ui/toasts.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";
import { askForNewEmail, callOffNewEmail } from "./account-api.js";

/**
 * The account's email: a new address is asked for with the password and confirmed from the link
 * mailed to it; until then the account keeps its address, and the wait can be called off.
 */
export function EmailSection({ me, online }: { me: User; online: boolean }) {
  const { t } = useLingui();
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { sending, formError, setFormError, run } = useOnlineSubmit(t`You're offline: this needs a connection`);
  const { email, pendingEmail } = me;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const parsed = emailChangeSchema.safeParse(values);
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await run(async () => {
      const refusal = await askForNewEmail(parsed.data);
      if (refusal) return setFormError(refusal);
      setValues({ email: "", password: "" });
      const address = parsed.data.email;
      showToast(t`We sent a link to ${address}. Open it to confirm the address.`, "success", 10_000);
    });
  };
  const callOff = () =>
    run(async () => {
      const refusal = await callOffNewEmail();
      if (refusal) setFormError(refusal);
    });

  return (
    <section className="card form" aria-labelledby="email-title">
      <h2 id="email-title">
        <Trans>Email</Trans>
      </h2>
      <p>
        <Trans>
          Your account's email is <strong>{email}</strong>. Activation, password and reminder mails go there.
        </Trans>
      </p>
      {pendingEmail && (
        <div className="notice stack tight" role="status">
          <span>
            <Trans>
              We sent a link to <strong>{pendingEmail}</strong>. Your account keeps {email} until you open it.
            </Trans>
          </span>
          <button
            type="button"
            className="button secondary"
            disabled={!online || sending}
            onClick={() => void callOff()}
          >
            <Trans>Keep my current email</Trans>
          </button>
        </div>
      )}
      {me.signIn.password && (
        <form onSubmit={(event) => void submit(event)} noValidate className="stack">
          <TextField
            label={t`New email`}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
          <PasswordField
            label={t`Your current password`}
            name="current-password-email"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <FormError>{formError}</FormError>
          <button type="submit" className="button" disabled={!online || sending}>
            <Trans>Send the confirmation link</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
