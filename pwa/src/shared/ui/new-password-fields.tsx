import { useLingui } from "@lingui/react/macro";
import type { FieldError } from "@odo/domain";
import { PasswordField } from "./field.js";
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
      <PasswordField
        label={t`New password`}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => onChange({ password: event.target.value })}
      />
      <PasswordField
        label={t`Repeat the password`}
        name="passwordConfirmation"
        autoComplete="new-password"
        value={values.passwordConfirmation}
        error={errors.passwordConfirmation}
        onChange={(event) => onChange({ passwordConfirmation: event.target.value })}
      />
      <PasswordChecklist password={values.password} confirmation={values.passwordConfirmation} />
    </>
  );
}
