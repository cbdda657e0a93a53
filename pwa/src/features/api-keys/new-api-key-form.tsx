import { Trans, useLingui } from "@lingui/react/macro";
import {
  type ApiKeyScope,
  type ApiKeyView,
  apiKeyCreateSchema,
  apiKeysPerUser,
  type FieldError,
  toFieldErrors,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { FormError, SelectField, TextField } from "../../shared/ui/field.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";
import { createApiKey } from "./api-keys-api.js";

/** A new key for one script: its name and what it may do. The key made is handed to `onMade`. */
export function NewApiKeyForm({
  online,
  onMade,
}: {
  online: boolean;
  onMade: (made: ApiKeyView & { key: string }) => void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("read");
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { sending, formError, setFormError, run } = useOnlineSubmit(t`You're offline: this needs a connection`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyCreateSchema.safeParse({ name, scope });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await run(async () => {
      const reply = await createApiKey(parsed.data);
      if ("refused" in reply) {
        return setFormError(
          reply.refused === "API_KEY_LIMIT"
            ? t`You have ${apiKeysPerUser} keys. Revoke one you no longer use to make another.`
            : messageText("wentWrong"),
        );
      }
      setName("");
      onMade(reply.made);
    });
  };

  return (
    <section className="card form" aria-labelledby="new-key-title">
      <h2 id="new-key-title">
        <Trans>New key</Trans>
      </h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Name`}
          name="key-name"
          value={name}
          error={errors.name}
          hint={t`One key per script or device, so each can be revoked alone: “Home Assistant”, “Refuel shortcut”.`}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <SelectField
          label={t`It may`}
          value={scope}
          error={errors.scope}
          onChange={(event) => setScope(event.currentTarget.value === "log" ? "log" : "read")}
        >
          <option value="read">{t`Read your vehicles and entries`}</option>
          <option value="log">{t`Read, and log refuels, maintenance and expenses`}</option>
        </SelectField>
        <FormError>{formError}</FormError>
        <button type="submit" className="button" disabled={!online || sending}>
          {sending ? t`Making the key…` : t`Make the key`}
        </button>
      </form>
    </section>
  );
}
