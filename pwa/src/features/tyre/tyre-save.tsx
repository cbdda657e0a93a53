import { useLingui } from "@lingui/react/macro";
import { ApiError, type FieldError, isMessageKey, type MessageKey } from "@odo/domain";
import { useState } from "react";

/**
 * Saving a tyre dialog's entry on the device, where the shared mutator checks it again: a refusal
 * with a message key lands on the field `fieldOf` names (a km that does not fit the timeline names
 * the reading it clashes with); any other (a set deleted meanwhile) is said above the buttons, and
 * nothing typed is lost.
 */
export function useTyreSave(setErrors: (errors: Record<string, FieldError>) => void) {
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState(false);
  const save = async (write: () => Promise<void>, fieldOf: (key: MessageKey) => string) => {
    setSaving(true);
    setRefused(false);
    try {
      await write();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isMessageKey(error.message)) {
        setRefused(true);
        return;
      }
      const conflict = error.conflict && { ...error.conflict, km: error.conflict.kms };
      setErrors({ [fieldOf(error.message)]: { key: error.message, ...(conflict ? { conflict } : {}) } });
    } finally {
      setSaving(false);
    }
  };
  return { saving, refused, save };
}

/** What a tyre dialog says when its change was refused for no field of its own. */
export function RefusedNote({ shown }: { shown: boolean }) {
  const { t } = useLingui();
  if (!shown) return null;
  return (
    <p className="field-error" role="alert">
      {t`This change could not be kept: the tyres have changed meanwhile. Close and try again.`}
    </p>
  );
}
