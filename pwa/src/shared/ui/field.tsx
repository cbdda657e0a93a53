import { useLingui } from "@lingui/react/macro";
import type { FieldError } from "@odo/domain";
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId, useState } from "react";
import { fieldErrorText } from "../i18n/messages.js";

interface FieldProps {
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  id,
  after,
  ...input
}: FieldProps &
  InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
    /** A control beside the input (a password's "Show"), given the input's id. */
    after?: (inputId: string) => ReactNode;
  }) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : "", hint ? `${inputId}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const field = (
    <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
  );
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {after ? (
        <div className="field-control">
          {field}
          {after(inputId)}
        </div>
      ) : (
        field
      )}
      {hint && (
        <div id={`${inputId}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${inputId}-error`} className="field-error" role="alert">
          {fieldErrorText(error)}
        </div>
      )}
    </div>
  );
}

/**
 * A password, hidden as it is typed, with a "Show" beside it to check what was typed on a phone's
 * keyboard (the user test's §2).
 */
export function PasswordField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      after={(inputId) => (
        <button
          type="button"
          className="button secondary field-reveal"
          aria-controls={inputId}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? t`Hide` : t`Show`}
        </button>
      )}
    />
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  id,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy =
    [error ? `${selectId}-error` : "", hint ? `${selectId}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      {hint && (
        <div id={`${selectId}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${selectId}-error`} className="field-error" role="alert">
          {fieldErrorText(error)}
        </div>
      )}
    </div>
  );
}

/** A message for the whole form (a refusal from the server). */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <div className="form-error" role="alert">
      {children}
    </div>
  ) : null;
}
