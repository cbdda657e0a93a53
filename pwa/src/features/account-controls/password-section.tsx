import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, passwordChangeSchema, toFieldErrors } from "@odo/domain";
import { type FormEvent, useState } from "react";
import { FormError, TextField } from "../../shared/ui/field.js";
import { PasswordChecklist } from "../../shared/ui/password-checklist.js";
import { showToast } from "../../shared/ui/toasts.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";
import { changePassword } from "./account-api.js";

const empty = { currentPassword: "", password: "", passwordConfirmation: "" };

/** A new password, after the current one; every other device is signed out, this one carries on. */
export function PasswordSection({ online }: { online: boolean }) {
  const { t } = useLingui();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { sending, formError, setFormError, run } = useOnlineSubmit(t`You're offline: this needs a connection`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const parsed = passwordChangeSchema.safeParse(values);
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await run(async () => {
      const refusal = await changePassword(parsed.data);
      if (refusal) return setFormError(refusal);
      setValues(empty);
      showToast(t`Password changed. Your other devices were signed out.`, "success", 8_000);
    });
  };

  return (
    <section className="card form" aria-labelledby="password-title">
      <h2 id="password-title">
        <Trans>Password</Trans>
      </h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Current password`}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
        />
        <TextField
          label={t`New password`}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <TextField
          label={t`Repeat the password`}
          name="new-password-confirmation"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirmation}
          error={errors.passwordConfirmation}
          onChange={(event) => setValues({ ...values, passwordConfirmation: event.target.value })}
        />
        <PasswordChecklist password={values.password} confirmation={values.passwordConfirmation} />
        <p className="field-hint">
          <Trans>Your other devices are signed out when it changes; this one stays signed in.</Trans>
        </p>
        <FormError>{formError}</FormError>
        <button type="submit" className="button" disabled={!online || sending}>
          <Trans>Change the password</Trans>
        </button>
      </form>
    </section>
  );
}
