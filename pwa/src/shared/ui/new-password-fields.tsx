import { useLingui } from "@lingui/react/macro";
import type { FieldError } from "@odo/domain";
import { TextField } from "./field.js";
import { PasswordChecklist } from "./password-checklist.js";

export interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

/** A new password typed twice, with the live checklist under it (SPEC §2): resetting it or changing it. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: NewPassword;
  errors: Record<string, FieldError>;
  onChange: (change: Partial<NewPassword>) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => onChange({ password: event.target.value })}
      />
      <TextField
        label={t`Repeat the password`}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        value={values.passwordConfirmation}
        error={errors.passwordConfirmation}
        onChange={(event) => onChange({ passwordConfirmation: event.target.value })}
      />
      <PasswordChecklist password={values.password} confirmation={values.passwordConfirmation} />
    </>
  );
}
