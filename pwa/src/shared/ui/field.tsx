import type { FieldError } from "@odo/domain";
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";
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
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : "", hint ? `${inputId}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
