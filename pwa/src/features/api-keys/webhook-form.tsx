import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  toFieldErrors,
  type WebhookEventType,
  type WebhookView,
  webhookCreateSchema,
  webhookEventTypes,
  webhooksPerUser,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { FormError, TextField } from "../../shared/ui/field.js";
import { Switch } from "../../shared/ui/switch.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";
import { useWebhookEventNames } from "./webhook-event-names.js";
import { createWebhook } from "./webhooks-api.js";

/** A new endpoint: where to send, and which messages. The endpoint made is handed to `onMade`. */
export function WebhookForm({
  online,
  onMade,
}: {
  online: boolean;
  onMade: (made: WebhookView & { secret: string }) => void;
}) {
  const { t } = useLingui();
  const eventName = useWebhookEventNames();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { sending, formError, setFormError, run } = useOnlineSubmit(t`You're offline: this needs a connection`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookCreateSchema.safeParse({ url: url.trim(), events });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await run(async () => {
      const reply = await createWebhook(parsed.data);
      if ("refused" in reply) {
        const refusals: Record<string, string> = {
          WEBHOOK_LIMIT: t`You have ${webhooksPerUser} endpoints. Delete one to add another.`,
          WEBHOOK_UNREACHABLE: t`Odo sends only to https addresses on the internet, not to one inside a home or office network.`,
        };
        return setFormError(refusals[reply.refused] ?? messageText("wentWrong"));
      }
      setUrl("");
      onMade(reply.made);
    });
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-label={t`New webhook`}>
      <TextField
        label={t`Address that receives them`}
        name="webhook-url"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        error={errors.url}
        onChange={(event) => setUrl(event.currentTarget.value)}
      />
      <fieldset className="webhook-events stack tight">
        <legend>
          <Trans>Send when</Trans>
        </legend>
        {webhookEventTypes.map((type) => (
          <Switch
            key={type}
            name={`event-${type}`}
            checked={events.includes(type)}
            onChange={(on) => setEvents(on ? [...events, type] : events.filter((kept) => kept !== type))}
          >
            {eventName(type)}
          </Switch>
        ))}
        {errors.events && (
          <p className="field-error" role="alert">
            <Trans>Choose at least one.</Trans>
          </p>
        )}
      </fieldset>
      <FormError>{formError}</FormError>
      <button type="submit" className="button" disabled={!online || sending}>
        {sending ? t`Adding…` : t`Add the webhook`}
      </button>
    </form>
  );
}
