import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, passwordChangeSchema, toFieldErrors } from "@odo/domain";
import { type FormEvent, useState } from "react";
import { FormError, PasswordField } from "../../shared/ui/field.js";
import { NewPasswordFields } from "../../shared/ui/new-password-fields.js";
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
        <PasswordField
          label={t`Current password`}
          name="current-password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
        />
        <NewPasswordFields values={values} errors={errors} onChange={(change) => setValues({ ...values, ...change })} />
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
